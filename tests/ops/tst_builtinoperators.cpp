#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"

#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace weft::engine;
using namespace Qt::Literals::StringLiterals;

namespace {

/// Whether a default value has the JSON type that ParamType promises.
bool defaultMatchesType(const ParamSpec &param)
{
    const QJsonValue &value = param.defaultValue;
    switch (param.type) {
    case ParamType::Integer:
        return value.isDouble() && std::floor(value.toDouble()) == value.toDouble();
    case ParamType::Number:
        return value.isDouble();
    case ParamType::Boolean:
        return value.isBool();
    case ParamType::Choice:
        return value.isString() && param.allowed.contains(value.toString());
    case ParamType::String:
    case ParamType::InputFile:
    case ParamType::OutputFile:
    case ParamType::Expression:
    case ParamType::Code:
    case ParamType::Folder:
        return value.isString();
    }
    return false;
}

} // namespace

class TestBuiltinOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theTableOperatorsAreRegistered()
    {
        const auto &registry = OperatorRegistry::builtin();
        for (const char *id :
             {"csv.read", "csv.write", "table.derive", "table.filter", "table.sort", "table.head"})
            QVERIFY2(registry.find(QString::fromLatin1(id)), id);
        QCOMPARE(registry.find(u"csv.read")->spec().category, QStringLiteral("Sources"));
        QCOMPARE(registry.find(u"csv.write")->spec().category, QStringLiteral("Sinks"));
        QCOMPARE(registry.find(u"csv.write")->spec().outputs.size(), size_t(1));
        QCOMPARE(registry.find(u"csv.write")->spec().outputs.front().kind, DataKind::FileList);
        QCOMPARE(registry.find(u"table.sort")->spec().category, QStringLiteral("Tables"));
    }

    void theDataOperatorsAreRegistered()
    {
        const auto &registry = OperatorRegistry::builtin();
        for (const char *id :
             {"npy.read", "npy.write", "array.generate", "array.expr", "array.reduce",
              "array.chunk", "array.concat", "sqlite.read", "sqlite.write", "table.sql",
              "table.select", "table.join", "table.group", "table.concat", "table.sample",
              "files.list", "files.table", "command", "work"})
            QVERIFY2(registry.find(QString::fromLatin1(id)), id);
        // Only the ports that must take any number of edges are variadic, and only command,
        // work and files.list (files to list the folder after) may stay unconnected, besides a
        // reader's input of one file list in place of its path.
        const QStringList readers{u"csv.read"_s, u"npy.read"_s, u"sqlite.read"_s, u"json.read"_s};
        for (const Operator *op : registry.all()) {
            const OperatorSpec &spec = op->spec();
            for (const PortSpec &port : spec.inputs) {
                const bool reader = readers.contains(spec.id);
                QVERIFY(!port.optional || port.variadic || reader);
                QCOMPARE(port.optional, reader || spec.id == u"command" || spec.id == u"work" ||
                                            spec.id == u"files.list");
                if (reader) {
                    QCOMPARE(port.kind, DataKind::FileList);
                    QCOMPARE(spec.params.front().replacedByInput, port.name);
                }
            }
            // Every writer gives on the file it wrote.
            if (spec.category == u"Sinks")
                QCOMPARE(spec.outputs.front().kind, DataKind::FileList);
        }
        const QJsonObject json = registry.find(u"work")->spec().toJson();
        QCOMPARE(json.value(u"inputs").toArray().first().toObject().value(u"optional"),
                 QJsonValue(true));
    }

    void filesListTakesAFolder()
    {
        const OperatorSpec &spec = OperatorRegistry::builtin().find(u"files.list")->spec();
        QCOMPARE(spec.findParam(u"folder")->type, ParamType::Folder);
        const QJsonArray params = spec.toJson().value(u"params").toArray();
        QCOMPARE(params.first().toObject().value(u"type").toString(), u"folder"_s);

        // The validator wants a folder that exists: not a file, not an empty name.
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(u"in"_s);
        QFile file(dir.filePath(u"a.txt"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const ProjectReader reader(OperatorRegistry::builtin());
        const auto load = [&](const QString &folder) {
            const QString json =
                uR"({"format": 1, "project": {"name": "f"}, "datasets": [], "nodes": [
                {"id": "list", "operator": "files.list", "params": {"folder": "%1"},
                 "position": {"x": 0, "y": 0}}], "edges": []})"_s.arg(folder);
            return reader.parse(json.toUtf8(), u"f.weft"_s, QDir(dir.path()));
        };
        QVERIFY2(load(u"in"_s).ok(), qPrintable(load(u"in"_s).error));
        QCOMPARE(load(u"out"_s).error,
                 u"f.weft: node 'list': parameter 'folder': folder 'out' does not exist"_s);
        QCOMPARE(load(u"a.txt"_s).error,
                 u"f.weft: node 'list': parameter 'folder': folder 'a.txt' does not exist"_s);
        QCOMPARE(load(QString()).error,
                 u"f.weft: node 'list': parameter 'folder' must be a folder name, not an empty "
                 u"string"_s);
    }

    void everySpecIsComplete()
    {
        const auto ops = OperatorRegistry::builtin().all();
        QVERIFY(!ops.empty());
        QSet<QString> ids;
        for (const Operator *op : ops) {
            const OperatorSpec &spec = op->spec();
            // Failure messages name the operator and the part that is incomplete.
            const auto about = [&](const QString &part) {
                return QStringLiteral("%1 %2").arg(spec.id, part).toUtf8();
            };
            QVERIFY2(!spec.id.isEmpty(), "an operator has no id");
            QVERIFY2(!ids.contains(spec.id), about(u"is registered twice"_s).constData());
            ids.insert(spec.id);
            QVERIFY2(!spec.title.isEmpty(), about(u"has no title"_s).constData());
            QVERIFY2(!spec.category.isEmpty(), about(u"has no category"_s).constData());
            QVERIFY2(!spec.description.isEmpty(), about(u"has no description"_s).constData());
            for (const auto *ports : {&spec.inputs, &spec.outputs}) {
                QSet<QString> names;
                for (const PortSpec &port : *ports) {
                    const QByteArray what = about(u"port '"_s + port.name + u"'"_s);
                    QVERIFY2(!port.name.isEmpty(), what.constData());
                    QVERIFY2(!names.contains(port.name),
                             QByteArray(what + " is repeated").constData());
                    names.insert(port.name);
                    QVERIFY2(!port.description.isEmpty(),
                             QByteArray(what + " has no description").constData());
                }
            }
            QSet<QString> names;
            for (const ParamSpec &param : spec.params) {
                const QByteArray what = about(u"parameter '"_s + param.name + u"'"_s);
                QVERIFY2(!param.name.isEmpty(), what.constData());
                QVERIFY2(!names.contains(param.name),
                         QByteArray(what + " is repeated").constData());
                names.insert(param.name);
                QVERIFY2(!param.description.isEmpty(),
                         QByteArray(what + " has no description").constData());
                if (param.type == ParamType::Choice)
                    QVERIFY2(!param.allowed.isEmpty(),
                             QByteArray(what + " has no choices").constData());
                else
                    QVERIFY2(param.allowed.isEmpty(),
                             QByteArray(what + " has choices").constData());
                if (!param.isRequired())
                    QVERIFY2(
                        defaultMatchesType(param),
                        QByteArray(what + " has a default of the wrong JSON type").constData());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBuiltinOperators)
#include "tst_builtinoperators.moc"
