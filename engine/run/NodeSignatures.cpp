#include "NodeSignatures.h"

#include "FileFingerprints.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectPaths.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QVarLengthArray>

#include <algorithm>
#include <type_traits>
#include <xxhash.h>

namespace weft::engine {

namespace {

using namespace Qt::StringLiterals;

/// An XXH3-128 digest of a list of parts, each framed by its length so that no two lists
/// give the same bytes. The parts are gathered in a buffer and hashed in one call, which
/// costs far less than streaming each small part into a hash state.
class Digest
{
public:
    Digest &add(QByteArrayView bytes)
    {
        const auto size = quint32(bytes.size());
        m_bytes.append(reinterpret_cast<const char *>(&size), sizeof size);
        m_bytes.append(bytes.data(), bytes.size());
        return *this;
    }
    /// Text as its UTF-16 code units: equal texts give equal bytes, without a conversion.
    Digest &add(QStringView text)
    {
        return add(QByteArrayView(reinterpret_cast<const char *>(text.utf16()),
                                  text.size() * qsizetype(sizeof(char16_t))));
    }
    Digest &add(const QString &text) { return add(QStringView(text)); }
    Digest &add(const QByteArray &bytes) { return add(QByteArrayView(bytes)); }
    template<typename Number>
    requires std::is_arithmetic_v<Number> Digest &addNumber(Number number)
    {
        return add(QByteArrayView(reinterpret_cast<const char *>(&number), sizeof number));
    }
    QByteArray finish() const
    {
        XXH128_canonical_t canonical;
        XXH128_canonicalFromHash(&canonical, XXH3_128bits(m_bytes.data(), size_t(m_bytes.size())));
        return QByteArray(reinterpret_cast<const char *>(canonical.digest),
                          sizeof canonical.digest);
    }

private:
    QVarLengthArray<char, 512> m_bytes;
};

bool isPath(ParamType type)
{
    return type == ParamType::InputFile || type == ParamType::OutputFile ||
           type == ParamType::Folder;
}

/// The digest of a parameter's value, equal exactly when the values mean the same: 5 and 5.0
/// for a number, "data/./a.csv" and "data/a.csv" for a path.
QByteArray valueDigest(const ParamSpec *spec, const QJsonValue &value)
{
    Digest digest;
    if (!spec)
        return digest.add(QByteArrayView("json"))
            .add(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
            .finish();
    switch (spec->type) {
    case ParamType::Integer:
    case ParamType::Number: {
        const double number = value.toDouble();
        return digest.add(QByteArrayView("number"))
            .addNumber(number == 0.0 ? 0.0 : number)
            .finish();
    }
    case ParamType::Boolean:
        return digest.add(QByteArrayView("bool")).addNumber(value.toBool()).finish();
    default:
        break;
    }
    if (isPath(spec->type))
        return digest.add(QByteArrayView("path")).add(QDir::cleanPath(value.toString())).finish();
    return digest.add(QByteArrayView("text")).add(value.toString()).finish();
}

QString resolved(const QDir &folder, const QString &path)
{
    return QDir::cleanPath(QDir::isAbsolutePath(path) ? path : folder.filePath(path));
}

QString hex(const QByteArray &digest)
{
    return QString::fromLatin1(digest.toHex());
}

NodeSignature signatureOf(const Node &node, const Operator *op, std::vector<SignatureInput> inputs,
                          bool inputsCacheable, const QDir &folder, FileFingerprints &fingerprints)
{
    NodeSignature signature;
    signature.cacheable = op && inputsCacheable && node.run.cache;
    signature.operatorDigest =
        Digest().add(node.operatorId).add(QString::number(op ? op->spec().version : -1)).finish();

    auto addParam = [&](const QString &name, QByteArray digest) {
        signature.params.push_back({name, std::move(digest)});
    };
    auto addFile = [&](const QString &path) {
        signature.files.push_back({path, fingerprints.of(resolved(folder, path))});
    };
    if (op) {
        for (const ParamSpec &spec : op->spec().params) {
            const QJsonValue value = node.params.value(spec.name);
            const QJsonValue effective = value.isUndefined() ? spec.defaultValue : value;
            addParam(spec.name, valueDigest(&spec, effective));
        }
        // What the node reads or lists, as the validator sees it. Of a command's names only
        // the files in the project folder count (its script, a configuration): an argument
        // line that names no file there is an option, not an input.
        const std::vector<NamedFile> named = op->namedFiles(node.params);
        // A program that declares no file it writes works only by its side effects, which no
        // cache entry can hold: it runs every time.
        if (op->spec().runsPrograms &&
            std::none_of(named.begin(), named.end(),
                         [](const NamedFile &file) { return isWrite(file.use); }))
            signature.cacheable = false;
        for (const NamedFile &file : named) {
            const QString path = QDir::cleanPath(file.path);
            if (isWrite(file.use) ||
                (op->spec().runsPrograms &&
                 (!isInsideFolder(folder, path) || !QFileInfo(resolved(folder, path)).isFile())))
                continue;
            if (std::none_of(signature.files.begin(), signature.files.end(),
                             [&](const SignaturePart &part) { return part.name == path; }))
                addFile(path);
        }
    }
    for (auto it = node.params.begin(); it != node.params.end(); ++it)
        if (!op || !op->spec().findParam(it.key()))
            addParam(it.key(), valueDigest(nullptr, it.value()));
    // How a map node treats a failing item decides what its output holds; batch sizes do not.
    if (node.run.map)
        addParam(u"run.on_item_error"_s,
                 Digest().add(itemErrorPolicyName(node.run.itemErrorPolicy())).finish());

    auto byName = [](const SignaturePart &a, const SignaturePart &b) { return a.name < b.name; };
    std::sort(signature.params.begin(), signature.params.end(), byName);
    std::sort(signature.files.begin(), signature.files.end(), byName);
    signature.inputs = std::move(inputs);

    Digest digest;
    digest.add(signature.operatorDigest).add(QByteArrayView(signature.cacheable ? "c" : "u"));
    for (const SignaturePart &part : signature.params)
        digest.add(part.name).add(part.digest);
    digest.add(QByteArrayView("inputs"));
    for (const SignatureInput &input : signature.inputs)
        digest.add(input.port).add(input.fromNode.toString()).add(input.fromPort).add(input.digest);
    digest.add(QByteArrayView("files"));
    for (const SignaturePart &part : signature.files)
        digest.add(part.name).add(part.digest);
    signature.digest = digest.finish();

    // A map node's items are looked up one chunk at a time: what else its result is a
    // function of is everything above but its first input, whose content the chunk's key adds.
    if (node.run.map && signature.cacheable && op && !op->spec().inputs.empty()) {
        const QString &mapped = op->spec().inputs.front().name;
        Digest items;
        items.add(QByteArrayView("items")).add(signature.operatorDigest);
        for (const SignaturePart &part : signature.params)
            items.add(part.name).add(part.digest);
        items.add(QByteArrayView("inputs"));
        for (const SignatureInput &input : signature.inputs)
            if (input.port != mapped && !input.port.startsWith(mapped + u'#'))
                items.add(input.port)
                    .add(input.fromNode.toString())
                    .add(input.fromPort)
                    .add(input.digest);
        items.add(QByteArrayView("files"));
        for (const SignaturePart &part : signature.files)
            items.add(part.name).add(part.digest);
        signature.itemDigest = items.finish();
    }
    return signature;
}

} // namespace

std::vector<NodeSignature> computeNodeSignatures(const Graph &graph,
                                                 const OperatorRegistry &registry,
                                                 const QDir &projectFolder, FileFingerprints &files,
                                                 const QHash<NodeId, QByteArray> &pinned)
{
    const auto order = graph.topologicalOrder();
    if (!order)
        return {};
    const QHash<NodeId, int> index = graph.indexById();
    std::vector<std::vector<int>> incoming(graph.nodes.size());
    for (int e = 0; e < int(graph.edges.size()); ++e)
        if (const auto to = index.constFind(graph.edges[std::size_t(e)].toNode);
            to != index.cend() && index.contains(graph.edges[std::size_t(e)].fromNode))
            incoming[std::size_t(*to)].push_back(e);

    std::vector<NodeSignature> signatures(graph.nodes.size());
    for (const int n : *order) {
        const Node &node = graph.nodes[std::size_t(n)];
        const Operator *op = registry.find(node.operatorId);
        // Connections in port order, then in edge order on a port that takes several (a
        // concatenation's order is its result's); ports the operator does not have, last.
        std::vector<SignatureInput> inputs;
        std::vector<bool> taken(incoming[std::size_t(n)].size(), false);
        bool inputsCacheable = true;
        auto take = [&](const QString &port, bool numbered) {
            int k = 0;
            for (std::size_t i = 0; i < taken.size(); ++i) {
                const Edge &edge = graph.edges[std::size_t(incoming[std::size_t(n)][i])];
                if (taken[i] || edge.toPort != port)
                    continue;
                taken[i] = true;
                const NodeSignature &from = signatures[std::size_t(index.value(edge.fromNode))];
                inputsCacheable = inputsCacheable && from.cacheable;
                inputs.push_back({numbered ? port + u'#' + QString::number(++k) : port,
                                  edge.fromNode, edge.fromPort, from.digest});
            }
        };
        if (op)
            for (const PortSpec &port : op->spec().inputs)
                take(port.name, port.variadic);
        for (std::size_t i = 0; i < taken.size(); ++i)
            if (!taken[i])
                take(graph.edges[std::size_t(incoming[std::size_t(n)][i])].toPort, true);
        NodeSignature &signature = signatures[std::size_t(n)];
        signature = signatureOf(node, op, std::move(inputs), inputsCacheable, projectFolder, files);
        // A pinned (frozen) node stands for the result it was frozen with: the nodes below it
        // see that, whatever changed above it. Its parts stay as they are now, so that once
        // it is unfrozen a plan can still say what changed.
        if (const auto pin = pinned.constFind(node.id); pin != pinned.cend()) {
            signature.digest = *pin;
            signature.cacheable = true;
        }
    }
    return signatures;
}

QJsonObject NodeSignature::toJson() const
{
    QJsonObject paramsJson, filesJson;
    for (const SignaturePart &part : params)
        paramsJson.insert(part.name, hex(part.digest));
    for (const SignaturePart &part : files)
        filesJson.insert(part.name, hex(part.digest));
    QJsonArray inputsJson;
    for (const SignatureInput &input : inputs)
        inputsJson.append(
            QJsonArray{input.port, input.fromNode.toString(), input.fromPort, hex(input.digest)});
    return {{u"digest"_s, hex(digest)},
            {u"cacheable"_s, cacheable},
            {u"operator"_s, hex(operatorDigest)},
            {u"params"_s, paramsJson},
            {u"inputs"_s, inputsJson},
            {u"files"_s, filesJson},
            {u"items"_s, hex(itemDigest)}};
}

std::optional<NodeSignature> NodeSignature::fromJson(const QJsonObject &json)
{
    auto digestOf = [](const QJsonValue &value) {
        return QByteArray::fromHex(value.toString().toLatin1());
    };
    auto partsOf = [&](const QJsonObject &object) {
        std::vector<SignaturePart> parts;
        for (auto it = object.begin(); it != object.end(); ++it)
            parts.push_back({it.key(), digestOf(it.value())});
        return parts;
    };
    NodeSignature signature;
    signature.digest = digestOf(json.value("digest"_L1));
    signature.cacheable = json.value("cacheable"_L1).toBool();
    signature.operatorDigest = digestOf(json.value("operator"_L1));
    signature.params = partsOf(json.value("params"_L1).toObject());
    signature.files = partsOf(json.value("files"_L1).toObject());
    signature.itemDigest = digestOf(json.value("items"_L1));
    for (const QJsonValue &value : json.value("inputs"_L1).toArray()) {
        const QJsonArray input = value.toArray();
        if (input.size() != 4)
            return std::nullopt;
        signature.inputs.push_back({input[0].toString(), NodeId(input[1].toString()),
                                    input[2].toString(), digestOf(input[3])});
    }
    if (signature.digest.size() != 16 || signature.operatorDigest.size() != 16)
        return std::nullopt;
    return signature;
}

QString changeReasonName(ChangeReason reason)
{
    switch (reason) {
    case ChangeReason::None:
        return u"none"_s;
    case ChangeReason::OperatorChanged:
        return u"operator_changed"_s;
    case ChangeReason::ParamsChanged:
        return u"params_changed"_s;
    case ChangeReason::InputChanged:
        return u"input_changed"_s;
    case ChangeReason::FileChanged:
        return u"file_changed"_s;
    case ChangeReason::UpstreamChanged:
        return u"upstream_changed"_s;
    }
    return {};
}

namespace {

/// The first name whose part differs between two lists sorted by name (one missing from
/// either side differs too); empty when they are equal.
QString firstDifference(const std::vector<SignaturePart> &before,
                        const std::vector<SignaturePart> &now)
{
    auto a = before.begin(), b = now.begin();
    while (a != before.end() || b != now.end()) {
        if (b == now.end() || (a != before.end() && a->name < b->name))
            return a->name;
        if (a == before.end() || b->name < a->name)
            return b->name;
        if (a->digest != b->digest)
            return a->name;
        ++a, ++b;
    }
    return {};
}

} // namespace

SignatureChange explainChange(const NodeSignature &before, const NodeSignature &now)
{
    if (before.digest == now.digest)
        return {};
    if (before.operatorDigest != now.operatorDigest)
        return {ChangeReason::OperatorChanged, {}};
    if (const QString param = firstDifference(before.params, now.params); !param.isEmpty())
        return {ChangeReason::ParamsChanged, param};
    // A connection that now comes from elsewhere, or that came or went.
    const std::size_t common = std::min(before.inputs.size(), now.inputs.size());
    for (std::size_t i = 0; i < common; ++i) {
        const SignatureInput &a = before.inputs[i], &b = now.inputs[i];
        if (a.port != b.port || a.fromNode != b.fromNode || a.fromPort != b.fromPort)
            return {ChangeReason::InputChanged, b.port};
    }
    if (before.inputs.size() != now.inputs.size()) {
        const auto &longer = before.inputs.size() > now.inputs.size() ? before.inputs : now.inputs;
        return {ChangeReason::InputChanged, longer[common].port};
    }
    if (const QString file = firstDifference(before.files, now.files); !file.isEmpty())
        return {ChangeReason::FileChanged, file};
    for (std::size_t i = 0; i < common; ++i)
        if (before.inputs[i].digest != now.inputs[i].digest)
            return {ChangeReason::UpstreamChanged, now.inputs[i].fromNode.toString()};
    // Only whether it may be cached changed: an upstream node became (un)cacheable.
    return {ChangeReason::UpstreamChanged, {}};
}

} // namespace weft::engine
