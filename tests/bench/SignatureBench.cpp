#include "SignatureBench.h"

#include "JsonLine.h"
#include "LayeredProjectBuilder.h"
#include "ops/OperatorRegistry.h"
#include "run/FileFingerprints.h"
#include "run/NodeSignatures.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace weft::bench {

using namespace Qt::StringLiterals;

std::optional<SignatureBench::Result> SignatureBench::run(const Options &options, QString *error)
{
    const engine::Project project = LayeredProjectBuilder::build(options.nodes);
    QTemporaryDir dir;
    QDir folder(dir.path());
    if (!dir.isValid() || !folder.mkpath(u"data"_s)) {
        *error = u"cannot make a temporary folder"_s;
        return std::nullopt;
    }
    Result result;
    result.nodes = int(project.graph.nodes.size());
    result.edges = int(project.graph.edges.size());
    const QDateTime anHourAgo = QDateTime::currentDateTime().addSecs(-3600);
    for (const engine::Node &node : project.graph.nodes) {
        if (node.operatorId != u"csv.read")
            continue;
        QFile file(folder.filePath(node.params.value(u"path"_s).toString()));
        // Flushed before the time is set: the write at close would make the file new again,
        // and a file changed within the last moments is hashed on every call (it may change
        // again within the clock's resolution), which is not what this measures.
        if (!file.open(QIODevice::WriteOnly) || file.write("x,y\n1,2\n3,4\n") < 0 ||
            !file.flush() || !file.setFileTime(anHourAgo, QFileDevice::FileModificationTime)) {
            *error = u"cannot write %1"_s.arg(file.fileName());
            return std::nullopt;
        }
        ++result.files;
    }

    const engine::OperatorRegistry &registry = engine::OperatorRegistry::builtin();
    engine::FileFingerprints files;
    std::vector<double> ms;
    for (int i = 0; i <= options.repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto signatures =
            engine::computeNodeSignatures(project.graph, registry, folder, files);
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        if (signatures.size() != project.graph.nodes.size()) {
            *error = u"the layered project has a cycle"_s;
            return std::nullopt;
        }
        if (i == 0)
            result.firstMs = elapsed;
        else
            ms.push_back(elapsed);
    }
    std::sort(ms.begin(), ms.end());
    result.medianMs = ms.empty() ? result.firstMs : ms[ms.size() / 2];
    return result;
}

QByteArray SignatureBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"bench", u"signatures")
        .add(u"nodes", qint64(result.nodes))
        .add(u"edges", qint64(result.edges))
        .add(u"files", qint64(result.files))
        .add(u"first_ms", result.firstMs, 3)
        .add(u"median_ms", result.medianMs, 3);
    return line.toUtf8();
}

} // namespace weft::bench
