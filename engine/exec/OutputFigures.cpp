#include "OutputFigures.h"

#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"

#include <QLocale>
#include <QStringList>

namespace weft::engine {

namespace {

/// The kind a name in figures names; std::nullopt for none.
std::optional<DataKind> kindNamed(const QString &name)
{
    for (const DataKind kind :
         {DataKind::Table, DataKind::Array, DataKind::FileList, DataKind::Scalar, DataKind::Any})
        if (dataKindName(kind) == name)
            return kind;
    return std::nullopt;
}

/// A count read back from JSON: a whole number from 0, else -1.
qint64 countOf(const QJsonValue &value)
{
    if (!value.isDouble())
        return -1;
    const double number = value.toDouble();
    return number >= 0 && number <= 9.0e15 ? qint64(number) : -1;
}

} // namespace

OutputFigures OutputFigures::of(const Dataset &dataset)
{
    OutputFigures figures;
    figures.kind = dataset.kind();
    figures.bytes = dataset.sizeBytes();
    // The concrete classes are final and the only ones of their kinds.
    if (const auto *table = dynamic_cast<const Table *>(&dataset))
        figures.rows = table->rowCount();
    else if (const auto *array = dynamic_cast<const Array *>(&dataset))
        figures.shape = array->shape();
    else if (const auto *list = dynamic_cast<const FileList *>(&dataset))
        figures.files = list->files().size();
    return figures;
}

QJsonObject OutputFigures::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), dataKindName(kind)},
                     {QStringLiteral("bytes"), double(bytes)}};
    if (rows >= 0)
        json.insert(QStringLiteral("rows"), double(rows));
    if (!shape.empty()) {
        QJsonArray dims;
        for (const qint64 dim : shape)
            dims.append(double(dim));
        json.insert(QStringLiteral("shape"), dims);
    }
    if (files >= 0)
        json.insert(QStringLiteral("files"), double(files));
    return json;
}

std::optional<OutputFigures> OutputFigures::fromJson(const QJsonObject &json)
{
    const std::optional<DataKind> kind = kindNamed(json.value(QStringLiteral("kind")).toString());
    if (!kind)
        return std::nullopt;
    OutputFigures figures;
    figures.kind = *kind;
    figures.bytes = qMax<qint64>(0, countOf(json.value(QStringLiteral("bytes"))));
    figures.rows = countOf(json.value(QStringLiteral("rows")));
    figures.files = countOf(json.value(QStringLiteral("files")));
    for (const QJsonValue &dim : json.value(QStringLiteral("shape")).toArray()) {
        const qint64 size = countOf(dim);
        if (size < 0) {
            figures.shape.clear();
            break;
        }
        figures.shape.push_back(size);
    }
    return figures;
}

QJsonArray OutputFigures::toJson(const std::vector<OutputFigures> &outputs)
{
    QJsonArray json;
    for (const OutputFigures &figures : outputs)
        json.append(figures.toJson());
    return json;
}

std::vector<OutputFigures> OutputFigures::listFromJson(const QJsonArray &json)
{
    std::vector<OutputFigures> outputs;
    for (const QJsonValue &value : json)
        if (const std::optional<OutputFigures> figures = fromJson(value.toObject()))
            outputs.push_back(*figures);
    return outputs;
}

QString OutputFigures::countText() const
{
    const QLocale locale;
    if (rows >= 0)
        //: A table's rows on the canvas: "14 rows".
        return rows == 1 ? tr("1 row") : tr("%1 rows").arg(locale.toString(rows));
    if (!shape.empty()) {
        QStringList dims;
        for (const qint64 dim : shape)
            dims << locale.toString(dim);
        return dims.join(u'×');
    }
    if (files >= 0)
        //: A file list's files on the canvas: "3 files".
        return files == 1 ? tr("1 file") : tr("%1 files").arg(locale.toString(files));
    return {};
}

} // namespace weft::engine
