#include "Scalar.h"

#include "FileCommit.h"
#include "ScalarError.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace weft::engine {

Scalar::Scalar(QJsonValue value)
    : m_value(std::move(value))
{}

qint64 Scalar::sizeBytes() const
{
    return qint64(sizeof(Scalar)) + toJson().size();
}

std::shared_ptr<const Scalar> Scalar::fromDataset(const DatasetPtr &dataset)
{
    if (!dataset || dataset->kind() != DataKind::Scalar)
        return nullptr;
    return std::dynamic_pointer_cast<const Scalar>(dataset);
}

QByteArray Scalar::toJson(bool indented) const
{
    if (indented && (m_value.isObject() || m_value.isArray())) {
        const QJsonDocument document = m_value.isObject() ? QJsonDocument(m_value.toObject())
                                                          : QJsonDocument(m_value.toArray());
        return document.toJson(QJsonDocument::Indented).trimmed();
    }
    // QJsonDocument holds only objects and arrays: write a one-element array and unwrap it.
    const QByteArray wrapped = QJsonDocument(QJsonArray{m_value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

std::optional<Scalar> Scalar::fromJson(QByteArrayView text, QString *error, qint64 *errorLine)
{
    // Wrapped in brackets so that a bare number or string parses too; a single element proves
    // that the text held one value ("1, 2" would make two).
    QByteArray wrapped;
    wrapped.reserve(text.size() + 3);
    wrapped.append('[').append(text).append("\n]");
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(wrapped, &parse);
    QString problem;
    qint64 offset = 0;
    if (parse.error != QJsonParseError::NoError) {
        problem = tr("the text is not JSON (%1)").arg(parse.errorString());
        offset = std::clamp<qint64>(parse.offset - 1, 0, text.size());
    } else if (document.array().size() != 1) {
        problem = document.array().isEmpty() ? tr("the text holds no JSON value")
                                             : tr("the text holds more than one JSON value; "
                                                  "put several values in an array");
    } else {
        return Scalar(document.array().first());
    }
    if (errorLine)
        *errorLine = 1 + std::count(text.begin(), text.begin() + offset, '\n');
    *error = problem;
    return std::nullopt;
}

Scalar Scalar::load(const QString &path)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ScalarError(tr("%1: cannot open the file: %2").arg(name, file.errorString()));
    QByteArray text = file.readAll();
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    QString problem;
    qint64 line = 1;
    std::optional<Scalar> scalar = fromJson(text, &problem, &line);
    if (!scalar)
        throw ScalarError(tr("%1:%2: %3").arg(name).arg(line).arg(problem));
    return std::move(*scalar);
}

void Scalar::save(const QString &path) const
{
    const QString name = QDir::toNativeSeparators(path);
    const QDir parent = QFileInfo(path).absoluteDir();
    if (!parent.exists() && !parent.mkpath(QStringLiteral(".")))
        throw ScalarError(tr("%1: cannot create the folder %2")
                              .arg(name, QDir::toNativeSeparators(parent.absolutePath())));
    QSaveFile file(path); // discards the temporary file unless committed
    if (!file.open(QIODevice::WriteOnly))
        throw ScalarError(tr("%1: cannot write the file: %2").arg(name, file.errorString()));
    const QByteArray text = toJson(true) + '\n';
    const QString error =
        file.write(text) == text.size() ? FileCommit::commit(file) : FileCommit::writeError(file);
    if (!error.isEmpty())
        throw ScalarError(tr("%1: cannot write the file: %2").arg(name, error));
}

} // namespace weft::engine
