#pragma once

#include "ops/OperatorRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTest>

#include <vector>

/// Runs built-in operators the way the scheduler does, for the operator tests.
namespace optest {

using weft::engine::DatasetPtr;
using Inputs = std::vector<std::vector<DatasetPtr>>;

/// Writes `bytes` to `path`, making its folder: a file in a test's project folder.
inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

/// The bytes of `path`, or "MISSING" when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("MISSING");
}

inline std::vector<DatasetPtr> run(const char *id, const QJsonObject &params, Inputs inputs = {},
                                   const QDir &projectDir = QDir::current(),
                                   std::stop_token stop = {})
{
    using namespace weft::engine;
    const Operator *op = OperatorRegistry::builtin().find(QString::fromLatin1(id));
    Q_ASSERT(op);
    inputs.resize(op->spec().inputs.size());
    const OperatorCall call(op->spec(), params, std::move(inputs), projectDir, stop);
    return op->run(call);
}

/// The message of the OperatorError that running `id` throws, or "" when it does not throw.
inline QString runError(const char *id, const QJsonObject &params, Inputs inputs = {},
                        const QDir &projectDir = QDir::current(), std::stop_token stop = {})
{
    try {
        run(id, params, std::move(inputs), projectDir, stop);
    } catch (const weft::engine::OperatorError &e) {
        return e.message();
    }
    return {};
}

inline QJsonObject params(std::initializer_list<std::pair<QString, QJsonValue>> values)
{
    QJsonObject object;
    for (const auto &[key, value] : values)
        object.insert(key, value);
    return object;
}

} // namespace optest
