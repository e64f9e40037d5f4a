#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "TableOperatorSupport.h"
#include "data/SqliteTableWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

namespace weft::engine {

namespace {

/// sqlite.write: a table becomes a table of an SQLite database, in one transaction.
class SqliteWriteOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(SqliteWriteOperator)

public:
    SqliteWriteOperator()
        : DataFileOperator(
              Direction::Write,
              {.id = QStringLiteral("sqlite.write"),
               .title = tr("Write SQLite"),
               .description = tr(
                   "Writes a table into a table of an SQLite database file (created, with its "
                   "folder, when missing), in one transaction: a failure leaves the database as it "
                   "was, and a database that did not exist is created only when complete. Replace "
                   "swaps the whole table; append adds the rows to it."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The rows to write.")),
               .pathDescription = tr("The SQLite database file, relative to the project's folder."),
               .params = {
                   ParamSpec::required(QStringLiteral("table"), ParamType::String,
                                       tr("The name of the table in the database.")),
                   ParamSpec::choice(
                       QStringLiteral("mode"),
                       tr("replace: drop the table first; append: add rows (the table's columns "
                          "must include the input's)."),
                       QStringLiteral("replace"),
                       {QStringLiteral("replace"), QStringLiteral("append")})}})
    {}

    std::vector<NamedFile> namedFiles(const QJsonObject &params) const override
    {
        std::vector<NamedFile> files = DataFileOperator::namedFiles(params);
        for (NamedFile &file : files) {
            if (file.use == FileUse::Writes)
                file.use = FileUse::WritesInto; // one table of the database
        }
        return files;
    }

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString name = call.string(u"table").trimmed();
        if (name.isEmpty())
            throw OperatorError(tr("the parameter table (the table's name) is empty"));
        const QString mode = call.string(u"mode");
        if (mode != u"replace" && mode != u"append")
            throw OperatorError(tr("mode '%1' is not one of replace, append").arg(mode));
        const auto writer =
            mode == u"append" ? SqliteTableWriter::Mode::Append : SqliteTableWriter::Mode::Replace;
        if (!QFileInfo::exists(path) && writeNew(path, *input, name, writer, call.stopToken()))
            return {};
        try {
            SqliteConnection db(path, SqliteConnection::Mode::ReadWrite);
            SqliteTableWriter::write(db, *input, name, writer, call.stopToken());
        } catch (const SqliteError &) {
            rollBackHotJournal(path);
            throw;
        }
        return {};
    }

    /// A database that did not exist is written under a temporary name beside it and renamed
    /// into place only when complete, so that a failure (a full disk, a cancel) leaves neither
    /// a file nor a journal behind. False when a file of that name appeared meanwhile: QFile's
    /// rename never replaces one, and the caller writes into it in a transaction instead.
    static bool writeNew(const QString &path, const Table &input, const QString &name,
                         SqliteTableWriter::Mode mode, std::stop_token stop)
    {
        const QFileInfo info(path);
        if (!info.absoluteDir().mkpath(QStringLiteral(".")))
            return false; // SqliteConnection names the folder it cannot create
        QTemporaryFile file(info.absoluteDir().filePath(u'.' + info.fileName() +
                                                        QStringLiteral(".weft-new-XXXXXX")));
        if (!file.open())
            return false;
        const QString temporary = file.fileName();
        const auto removeJournal = [&] { QFile::remove(temporary + QStringLiteral("-journal")); };
        try {
            {
                SqliteConnection db(temporary, SqliteConnection::Mode::ReadWrite);
                SqliteTableWriter::write(db, input, name, mode, stop);
            }
            removeJournal();
            if (file.rename(path)) {
                file.setAutoRemove(false);
                return true;
            }
            return false; // the QTemporaryFile removes what was written
        } catch (const SqliteError &e) {
            removeJournal();
            // The message names the file SQLite had open, a hidden temporary name: the user
            // knows the file as `path`.
            throw SqliteError(QString(e.message()).replace(temporary, path));
        } catch (...) {
            removeJournal();
            throw;
        }
    }

    /// After a failed write into an existing database: when SQLite could not roll back (a full
    /// disk), the journal it left is "hot"; reading the database once rolls it back now, so
    /// the old file is whole again rather than at the next reader's first look.
    static void rollBackHotJournal(const QString &path)
    {
        if (!QFileInfo::exists(path + QStringLiteral("-journal")))
            return;
        try {
            SqliteConnection db(path, SqliteConnection::Mode::ReadWrite);
            db.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
        } catch (const SqliteError &) {
            // The error being reported says what went wrong; the next reader rolls back.
        }
    }
};

} // namespace

std::unique_ptr<Operator> makeSqliteWriteOperator()
{
    return std::make_unique<SqliteWriteOperator>();
}

} // namespace weft::engine
