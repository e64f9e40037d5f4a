#include "QmlSelfTest.h"

#include "MainWindow.h"
#include "ops/OperatorRegistry.h"

#include <QDirIterator>
#include <QFile>
#include <QMetaProperty>
#include <QMutex>
#include <QQmlComponent>
#include <QQmlFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

QtMessageHandler s_previousHandler = nullptr;
// The handler may be called from any thread (QML's loader threads); it only appends to the
// list of the running test, guarded by this mutex.
QMutex s_mutex;
QStringList s_messages;

bool isQmlMessage(const QMessageLogContext &context, const QString &message)
{
    const QLatin1StringView category(context.category ? context.category : "");
    return category == "qml"_L1 || category == "js"_L1 || category.startsWith("qt.qml"_L1) ||
           category.startsWith("qt.quick"_L1) || message.contains(".qml:"_L1);
}

void messageHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && isQmlMessage(context, message)) {
        // console.warn() and friends carry their place in the context, not in the text.
        const bool located = context.file && !message.contains(".qml:"_L1);
        const QString problem =
            located
                ? u"%1:%2: %3"_s.arg(QString::fromUtf8(context.file)).arg(context.line).arg(message)
                : message;
        const QMutexLocker lock(&s_mutex);
        s_messages.append(problem);
    }
    if (s_previousHandler)
        s_previousHandler(type, context, message);
}

/// One node per operator, in a grid, chained where the kinds allow it: shows every kind of card.
engine::Project sampleProject(const engine::OperatorRegistry &registry)
{
    engine::Project project;
    project.metadata.name = u"Self-test"_s;
    project.metadata.description = u"One node of every operator."_s;
    const std::vector<const engine::Operator *> ops = registry.all();
    for (size_t i = 0; i < ops.size(); ++i) {
        engine::Node node;
        node.id = engine::NodeId(u"n%1"_s.arg(i));
        node.operatorId = ops[i]->spec().id;
        node.position = QPointF(double(i % 4) * 280.0, double(i / 4) * 200.0);
        project.graph.nodes.push_back(node);
        if (i == 0)
            continue;
        const engine::OperatorSpec &from = ops[i - 1]->spec();
        const engine::OperatorSpec &to = ops[i]->spec();
        if (!from.outputs.empty() && !to.inputs.empty() &&
            engine::isCompatible(from.outputs.front().kind, to.inputs.front().kind)) {
            project.graph.edges.push_back({project.graph.nodes[i - 1].id, from.outputs.front().name,
                                           node.id, to.inputs.front().name});
        }
    }
    return project;
}

/// A value for a required property the self-test has no real object for.
QVariant sampleValue(const QMetaProperty &property)
{
    switch (property.metaType().id()) {
    case QMetaType::QString:
        return u"sample"_s;
    case QMetaType::QStringList:
        return QStringList{u"table"_s};
    default:
        return QVariant(property.metaType(), nullptr);
    }
}

} // namespace

QmlSelfTest::QmlSelfTest(const engine::OperatorRegistry &registry)
    : m_registry(registry)
{}

QStringList QmlSelfTest::moduleFiles()
{
    QStringList files;
    QDirIterator it(u":/Weft"_s, {u"*.qml"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(u"qrc"_s + it.next());
    files.sort();
    return files;
}

int QmlSelfTest::run()
{
    m_problems.clear();
    {
        const QMutexLocker lock(&s_mutex);
        s_messages.clear();
    }
    s_previousHandler = qInstallMessageHandler(messageHandler);
    const QStringList files = moduleFiles();
    loadEverything(files);
    qInstallMessageHandler(s_previousHandler);
    {
        const QMutexLocker lock(&s_mutex);
        m_problems.append(s_messages);
    }
    if (files.isEmpty())
        record(u"self-test: no QML files found under qrc:/Weft"_s);
    printReport(int(files.size()));
    return int(m_problems.size());
}

void QmlSelfTest::loadEverything(const QStringList &files)
{
    MainWindow window(m_registry);
    // Engine warnings arrive through the signal; printing them as well would count twice.
    window.engine().setOutputWarningsToStandardError(false);
    QObject::connect(&window.engine(), &QQmlEngine::warnings,
                     [this](const QList<QQmlError> &errors) { recordErrors(errors); });
    loadMainWindow(window);
    if (!window.window())
        return;
    for (const QString &file : files) {
        if (QUrl(file) != MainWindow::mainQmlUrl())
            createComponent(window, file);
    }
}

void QmlSelfTest::printReport(int fileCount) const
{
    // A broken delegate repeats its warning once per row: print each problem once, counted.
    QStringList distinct;
    QHash<QString, int> repeats;
    for (const QString &problem : m_problems) {
        if (repeats[problem]++ == 0)
            distinct.append(problem);
    }
    for (const QString &problem : std::as_const(distinct)) {
        const int times = repeats.value(problem);
        const QString suffix = times > 1 ? u" (%1 times)"_s.arg(times) : QString();
        std::fprintf(stderr, "%s%s\n", qPrintable(problem), qPrintable(suffix));
    }
    std::fprintf(stderr, "self-test: %d QML files, %lld problems\n", fileCount,
                 static_cast<long long>(m_problems.size()));
}

void QmlSelfTest::loadMainWindow(MainWindow &window)
{
    if (!window.load()) {
        record(u"%1: the main window failed to load"_s.arg(MainWindow::mainQmlUrl().toString()));
        return;
    }
    if (!window.showAndWaitForFrame())
        record(u"%1: the main window rendered no frame"_s.arg(MainWindow::mainQmlUrl().toString()));
    // Once empty (the hint), once with a card of every operator.
    window.controller().setProject(sampleProject(m_registry), QString());
    window.showAndWaitForFrame();
    if (!window.window()->grabWindow().isNull())
        return;
    record(u"%1: the main window could not be grabbed"_s.arg(MainWindow::mainQmlUrl().toString()));
}

void QmlSelfTest::createComponent(MainWindow &window, const QString &url)
{
    QQmlComponent component(&window.engine(), QUrl(url));
    if (component.isError()) {
        recordErrors(component.errors());
        return;
    }
    std::unique_ptr<QObject> object(component.beginCreate(window.engine().rootContext()));
    if (!object) {
        recordErrors(component.errors());
        return;
    }
    fillRequiredProperties(window, component, object.get());
    component.completeCreate();
    if (component.isError()) {
        recordErrors(component.errors());
        return;
    }
    // Items are shown in the window for one frame, so their bindings see a real size and scene.
    if (auto *item = qobject_cast<QQuickItem *>(object.get())) {
        item->setParentItem(window.window()->contentItem());
        window.showAndWaitForFrame();
        item->setParentItem(nullptr);
    }
}

QStringList QmlSelfTest::rootRequiredProperties(const QString &url)
{
    // QMetaProperty::isRequired() knows only C++ (Q_PROPERTY ... REQUIRED) properties, so the
    // names come from the source: one component per file, root members indented by 4 spaces.
    QFile file(QQmlFile::urlToLocalFileOrQrc(QUrl(url)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression declaration(u"^    required property \\S+ (\\w+)"_s,
                                                QRegularExpression::MultilineOption);
    QStringList names;
    const QString source = QString::fromUtf8(file.readAll());
    for (const QRegularExpressionMatch &match : declaration.globalMatch(source))
        names.append(match.captured(1));
    return names;
}

void QmlSelfTest::fillRequiredProperties(MainWindow &window, QQmlComponent &component,
                                         QObject *object)
{
    const QList<QObject *> candidates{&window.controller(),
                                      window.controller().nodes(),
                                      window.controller().edges(),
                                      window.controller().selection(),
                                      &window.recentFiles(),
                                      &window.applicationInfo(),
                                      &window.history(),
                                      window.history().replay(),
                                      window.history().runs(),
                                      window.history().comparison(),
                                      &window.monitor(),
                                      &window.runs(),
                                      &window.dashboard(),
                                      window.dashboard().workers(),
                                      window.dashboard().log(),
                                      window.dashboard().progress(),
                                      window.dashboard().taskStream(),
                                      window.dashboard().batchTuning(),
                                      window.dashboard().memory()};
    QVariantMap values;
    const QMetaObject *meta = object->metaObject();
    const QStringList names = rootRequiredProperties(component.url().toString());
    for (const QString &name : names) {
        const int index = meta->indexOfProperty(name.toUtf8().constData());
        if (index < 0) {
            record(u"%1: required property %2 not found"_s.arg(component.url().toString(), name));
            continue;
        }
        const QMetaProperty property = meta->property(index);
        QVariant value = sampleValue(property);
        const QMetaObject *wanted = property.metaType().metaObject();
        if (wanted && (property.metaType().flags() & QMetaType::PointerToQObject)) {
            for (QObject *candidate : candidates) {
                if (candidate->metaObject()->inherits(wanted)) {
                    value = QVariant::fromValue(candidate);
                    break;
                }
            }
        }
        values.insert(name, value);
    }
    component.setInitialProperties(object, values);
}

void QmlSelfTest::record(const QString &problem)
{
    m_problems.append(problem);
}

void QmlSelfTest::recordErrors(const QList<QQmlError> &errors)
{
    for (const QQmlError &error : errors)
        record(error.toString());
}

} // namespace weft::app
