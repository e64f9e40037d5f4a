#pragma once

#include "project/Project.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

namespace weft::app {

/// Registers files in the project's `datasets` section (docs/project-format.md), as File ›
/// Attach dataset and a drop on the canvas do beside adding their source nodes. The entries go
/// to the end of the list; undo takes them out again. `changed` runs after each change, so the
/// window's dataset count follows.
class AttachDatasetsCommand : public QUndoCommand
{
public:
    AttachDatasetsCommand(std::vector<engine::AttachedDataset> &datasets,
                          std::vector<engine::AttachedDataset> added, std::function<void()> changed,
                          QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    /// The entries to add for `paths` (as the project stores them): one per path not attached
    /// yet, with an id made from the file's base name ("co2_mauna_loa"), unique in the list.
    static std::vector<engine::AttachedDataset>
    entriesFor(const std::vector<engine::AttachedDataset> &datasets, const QStringList &paths);

private:
    std::vector<engine::AttachedDataset> &m_datasets;
    std::vector<engine::AttachedDataset> m_added;
    std::function<void()> m_changed;
};

} // namespace weft::app
