#include "CsvWriter.h"

#include "CsvError.h"
#include "CsvOptions.h"
#include "CsvValues.h"
#include "FileCommit.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cmath>
#include <string>
#include <string_view>

namespace weft::engine {

namespace {

constexpr size_t kFlushBytes = 1024 * 1024;

/// Texts that CsvReader reads as missing unless quoted.
const CsvSpellings &missingMarkers()
{
    static const CsvSpellings markers = CsvSpellings::fromList(CsvOptions::kDefaultMissing, false);
    return markers;
}

void appendText(std::string &out, std::string_view text, char delimiter)
{
    const bool quote = text.empty() || text.find_first_of("\"\r\n") != std::string_view::npos ||
                       text.find(delimiter) != std::string_view::npos ||
                       missingMarkers().contains(text);
    if (!quote) {
        out.append(text);
        return;
    }
    out.push_back('"');
    for (const char c : text) {
        if (c == '"')
            out.push_back('"');
        out.push_back(c);
    }
    out.push_back('"');
}

/// `alone`: the table's only column, where an empty field would be a blank line, which
/// readers skip; a null is written as NA there.
void appendCell(std::string &out, const TableColumn &column, qsizetype row, char delimiter,
                bool alone)
{
    if (column.isNull(row)) {
        if (alone)
            out.append("NA");
        return;
    }
    switch (column.type()) {
    case ColumnType::Int:
        csvvalues::appendInt(out, column.intAt(row));
        break;
    case ColumnType::Float:
        if (std::isnan(column.floatAt(row)))
            out.append("\"nan\""); // unquoted, nan is a missing value: a null, not NaN
        else
            csvvalues::appendFloat(out, column.floatAt(row));
        break;
    case ColumnType::Bool:
        csvvalues::appendBool(out, column.boolAt(row));
        break;
    case ColumnType::String:
        appendText(out, column.utf8At(row), delimiter);
        break;
    }
}

class Output
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriter)

public:
    explicit Output(const QString &path)
        : m_file(path)
        , m_name(QDir::toNativeSeparators(path))
    {
        const QDir parent = QFileInfo(path).absoluteDir();
        if (!parent.exists() && !parent.mkpath(QStringLiteral(".")))
            throw CsvError(tr("%1: cannot create the folder %2")
                               .arg(m_name, QDir::toNativeSeparators(parent.absolutePath())));
        if (!m_file.open(QIODevice::WriteOnly))
            throw CsvError(tr("%1: cannot write the file: %2").arg(m_name, m_file.errorString()));
    }

    void flush(std::string &buffer)
    {
        if (m_file.write(buffer.data(), qint64(buffer.size())) != qint64(buffer.size()))
            throw CsvError(
                tr("%1: cannot write the file: %2").arg(m_name, FileCommit::writeError(m_file)));
        buffer.clear();
    }

    void commit()
    {
        if (const QString error = FileCommit::commit(m_file); !error.isEmpty())
            throw CsvError(tr("%1: cannot write the file: %2").arg(m_name, error));
    }

    const QString &name() const { return m_name; }

private:
    QSaveFile m_file; // discards the temporary file unless committed
    QString m_name;
};

} // namespace

void CsvWriter::write(const Table &table, const QString &path, const CsvOptions &options,
                      std::stop_token stop)
{
    Output output(path);
    const char delimiter = options.delimiter;
    std::string buffer;
    buffer.reserve(kFlushBytes + 4096);

    for (int c = 0; c < table.columnCount(); ++c) {
        if (c > 0)
            buffer.push_back(delimiter);
        appendText(buffer, table.column(c).name().toStdString(), delimiter);
    }
    buffer.push_back('\n');

    for (qsizetype row = 0; row < table.rowCount(); ++row) {
        for (int c = 0; c < table.columnCount(); ++c) {
            if (c > 0)
                buffer.push_back(delimiter);
            appendCell(buffer, table.column(c), row, delimiter, table.columnCount() == 1);
        }
        buffer.push_back('\n');
        if (buffer.size() >= kFlushBytes) {
            if (stop.stop_requested())
                throw CsvError(tr("%1: writing was cancelled").arg(output.name()));
            output.flush(buffer);
        }
    }
    output.flush(buffer);
    output.commit();
}

} // namespace weft::engine
