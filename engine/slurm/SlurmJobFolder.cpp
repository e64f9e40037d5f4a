#include "SlurmJobFolder.h"

#include "exec/OutputArchive.h"
#include "ops/Operator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace weft::engine {

namespace {

constexpr int kFormat = 1;

QString quoted(const QString &text)
{
    QString copy = text;
    copy.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + copy + QLatin1Char('\'');
}

} // namespace

SlurmJobFolder::SlurmJobFolder(QString path)
    : m_path(std::move(path))
{}

QString SlurmJobFolder::file(const QString &name) const
{
    return QDir(m_path).filePath(name);
}

QString SlurmJobFolder::taskFolder(int index, const char *side) const
{
    return QDir(m_path).filePath(QString::number(index) + QLatin1Char('/') +
                                 QLatin1StringView(side));
}

void SlurmJobFolder::writeRequest(const std::vector<const RemoteCall *> &tasks) const
{
    if (!QDir().mkpath(m_path))
        throw OperatorError(tr("cannot create the Slurm job folder %1").arg(m_path));
    QJsonArray list;
    for (int k = 0; k < int(tasks.size()); ++k) {
        const RemoteCall &call = *tasks[size_t(k)];
        QJsonArray ports;
        std::vector<DatasetPtr> flat;
        for (const std::vector<DatasetPtr> &port : call.inputs) {
            ports.append(qint64(port.size()));
            flat.insert(flat.end(), port.begin(), port.end());
        }
        OutputArchive(taskFolder(k, "in")).write(NodeId(call.nodeId), flat);
        list.append(QJsonObject{{QStringLiteral("node"), call.nodeId},
                                {QStringLiteral("op"), call.operatorId},
                                {QStringLiteral("params"), call.params},
                                {QStringLiteral("dir"), call.projectDir.absolutePath()},
                                {QStringLiteral("timeout_s"), call.timeoutSeconds},
                                {QStringLiteral("ports"), ports}});
    }
    QSaveFile out(file(QStringLiteral("job.json")));
    const QJsonObject job{{QStringLiteral("format"), kFormat}, {QStringLiteral("tasks"), list}};
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(job).toJson()) < 0 ||
        !out.commit())
        throw OperatorError(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
}

void SlurmJobFolder::writeScript(const QString &worker) const
{
    QSaveFile out(file(QStringLiteral("job.sh")));
    const QString script = QStringLiteral("#!/bin/sh\n# Written by weft: runs the tasks in this "
                                          "folder and writes exit-code when done.\nexec ") +
                           quoted(worker) + QStringLiteral(" --job ") + quoted(m_path) +
                           QLatin1Char('\n');
    if (!out.open(QIODevice::WriteOnly) || out.write(script.toUtf8()) < 0 || !out.commit())
        throw OperatorError(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
}

std::vector<SlurmJobFolder::Request> SlurmJobFolder::readRequest() const
{
    QFile in(file(QStringLiteral("job.json")));
    if (!in.open(QIODevice::ReadOnly))
        throw OperatorError(tr("cannot read %1: %2").arg(in.fileName(), in.errorString()));
    const QJsonObject job = QJsonDocument::fromJson(in.readAll()).object();
    if (job.value(QStringLiteral("format")).toInt() != kFormat)
        throw OperatorError(
            tr("%1 is not a job description this weft-worker reads").arg(in.fileName()));
    std::vector<Request> requests;
    const QJsonArray tasks = job.value(QStringLiteral("tasks")).toArray();
    for (int k = 0; k < tasks.size(); ++k) {
        const QJsonObject task = tasks.at(k).toObject();
        Request request;
        request.nodeId = task.value(QStringLiteral("node")).toString();
        request.operatorId = task.value(QStringLiteral("op")).toString();
        request.params = task.value(QStringLiteral("params")).toObject();
        request.projectDir = task.value(QStringLiteral("dir")).toString();
        request.timeoutSeconds = task.value(QStringLiteral("timeout_s")).toInt();
        const QJsonArray ports = task.value(QStringLiteral("ports")).toArray();
        int total = 0;
        for (const QJsonValue &count : ports)
            total += count.toInt();
        std::vector<DatasetPtr> flat =
            OutputArchive(taskFolder(k, "in")).read(NodeId(request.nodeId), total);
        auto next = flat.begin();
        for (const QJsonValue &count : ports) {
            request.inputs.emplace_back(next, next + count.toInt());
            next += count.toInt();
        }
        requests.push_back(std::move(request));
    }
    return requests;
}

void SlurmJobFolder::writeOutputs(int index, const QString &nodeId,
                                  const std::vector<DatasetPtr> &outputs) const
{
    OutputArchive(taskFolder(index, "out")).write(NodeId(nodeId), outputs);
}

void SlurmJobFolder::writeResults(const std::vector<SlurmTaskResult> &results, int exitCode) const
{
    QJsonArray list;
    for (const SlurmTaskResult &result : results)
        list.append(QJsonObject{{QStringLiteral("ok"), result.ok},
                                {QStringLiteral("message"), result.message},
                                {QStringLiteral("run_ms"), result.runMs},
                                {QStringLiteral("outputs"), qint64(result.outputs.size())}});
    const std::pair<QString, QByteArray> files[] = {
        {QStringLiteral("results.json"),
         QJsonDocument(QJsonObject{{QStringLiteral("tasks"), list}}).toJson()},
        {QLatin1StringView(kExitCodeFile), QByteArray::number(exitCode) + '\n'},
    };
    for (const auto &[name, bytes] : files) {
        QSaveFile out(file(name));
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) < 0 || !out.commit())
            throw OperatorError(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
    }
}

std::optional<int> SlurmJobFolder::exitCode() const
{
    QFile in(file(QLatin1StringView(kExitCodeFile)));
    if (!in.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const int code = in.readAll().trimmed().toInt(&ok);
    return ok ? std::optional<int>(code) : std::nullopt;
}

SlurmTaskResult SlurmJobFolder::readResult(int index, const QString &nodeId) const
{
    QFile in(file(QStringLiteral("results.json")));
    if (!in.open(QIODevice::ReadOnly))
        throw OperatorError(tr("cannot read %1: %2").arg(in.fileName(), in.errorString()));
    const QJsonArray tasks =
        QJsonDocument::fromJson(in.readAll()).object().value(QStringLiteral("tasks")).toArray();
    if (index >= tasks.size())
        throw OperatorError(tr("%1 has no outcome for node '%2'").arg(in.fileName(), nodeId));
    const QJsonObject task = tasks.at(index).toObject();
    SlurmTaskResult result;
    result.ok = task.value(QStringLiteral("ok")).toBool();
    result.message = task.value(QStringLiteral("message")).toString();
    result.runMs = task.value(QStringLiteral("run_ms")).toInteger();
    if (result.ok)
        result.outputs = OutputArchive(taskFolder(index, "out"))
                             .read(NodeId(nodeId), task.value(QStringLiteral("outputs")).toInt());
    return result;
}

QString SlurmJobFolder::outputTail(int lines) const
{
    QFile in(file(QStringLiteral("slurm.out")));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> all = in.readAll().trimmed().split('\n');
    QStringList tail;
    for (qsizetype i = std::max<qsizetype>(0, all.size() - lines); i < all.size(); ++i)
        if (!all[i].trimmed().isEmpty())
            tail.append(QString::fromUtf8(all[i].trimmed()));
    return tail.join(QStringLiteral(" | "));
}

} // namespace weft::engine
