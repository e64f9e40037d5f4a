#include "AttachDatasetsCommand.h"

#include "edit/FreeId.h"

#include <QFileInfo>
#include <QSet>

namespace weft::app {

AttachDatasetsCommand::AttachDatasetsCommand(std::vector<engine::AttachedDataset> &datasets,
                                             std::vector<engine::AttachedDataset> added,
                                             std::function<void()> changed, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_datasets(datasets)
    , m_added(std::move(added))
    , m_changed(std::move(changed))
{}

void AttachDatasetsCommand::redo()
{
    m_datasets.insert(m_datasets.end(), m_added.begin(), m_added.end());
    if (m_changed)
        m_changed();
}

void AttachDatasetsCommand::undo()
{
    // Commands undo in reverse order, so the entries this one added are the last ones.
    m_datasets.resize(m_datasets.size() - std::min(m_datasets.size(), m_added.size()));
    if (m_changed)
        m_changed();
}

std::vector<engine::AttachedDataset>
AttachDatasetsCommand::entriesFor(const std::vector<engine::AttachedDataset> &datasets,
                                  const QStringList &paths)
{
    QSet<QString> ids;
    QSet<QString> attached;
    for (const engine::AttachedDataset &dataset : datasets) {
        ids.insert(dataset.id);
        attached.insert(dataset.path);
    }
    std::vector<engine::AttachedDataset> entries;
    for (const QString &path : paths) {
        if (path.isEmpty() || attached.contains(path))
            continue;
        attached.insert(path);
        // Ids follow node ids: letters, digits and '_', so they read well in the JSON.
        QString base = QFileInfo(path).completeBaseName();
        for (QChar &c : base) {
            if (!c.isLetterOrNumber() && c != u'_' && c != u'-')
                c = u'_';
        }
        if (base.isEmpty() || base.front().isDigit() || base.front() == u'-')
            base.prepend(u"data_");
        const QString id =
            firstFreeId(base, [&ids](const QString &taken) { return ids.contains(taken); });
        ids.insert(id);
        entries.push_back({id, path});
    }
    return entries;
}

} // namespace weft::app
