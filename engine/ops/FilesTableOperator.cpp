#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "data/FileList.h"
#include "data/Table.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace weft::engine {

namespace {

/// files.table: a file list as a table of names and sizes, to inspect, join or save it.
class FilesTableOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(FilesTableOperator)

public:
    FilesTableOperator()
    {
        m_spec.id = QStringLiteral("files.table");
        m_spec.title = tr("File list as table");
        m_spec.category = QStringLiteral("Files");
        m_spec.description =
            tr("Turns file lists into a table with one row per file: path (relative to the "
               "project's folder when inside it), name, suffix and size in bytes.");
        m_spec.inputs = {PortSpec::oneOrMore(QStringLiteral("files"), DataKind::FileList,
                                             tr("One or more file lists, in edge order."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("path, name, suffix, bytes"))};
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &) const override
    {
        return {DatasetSchema::table({{QStringLiteral("path"), ColumnType::String},
                                      {QStringLiteral("name"), ColumnType::String},
                                      {QStringLiteral("suffix"), ColumnType::String},
                                      {QStringLiteral("bytes"), ColumnType::Int}})};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        TableColumn path(QStringLiteral("path"), ColumnType::String);
        TableColumn name(QStringLiteral("name"), ColumnType::String);
        TableColumn suffix(QStringLiteral("suffix"), ColumnType::String);
        std::vector<qint64> bytes;
        for (size_t k = 0; k < call.inputs(0).size(); ++k) {
            const auto list = FileList::fromDataset(call.inputs(0)[k]);
            if (!list)
                throw OperatorError(tr("expected a file list on input %1").arg(k + 1));
            for (const QString &file : list->files()) {
                const QFileInfo info(file);
                const QString relative = call.projectDir().relativeFilePath(file);
                path.appendString(relative.startsWith(u"..") ? file : relative);
                name.appendString(info.fileName());
                suffix.appendString(info.suffix());
                bytes.push_back(info.size());
            }
        }
        auto table = std::make_shared<Table>();
        table->addColumn(std::move(path));
        table->addColumn(std::move(name));
        table->addColumn(std::move(suffix));
        table->addColumn(TableColumn::fromInts(QStringLiteral("bytes"), std::move(bytes)));
        return {table};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeFilesTableOperator()
{
    return std::make_unique<FilesTableOperator>();
}

} // namespace weft::engine
