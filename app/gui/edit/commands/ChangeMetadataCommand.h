#pragma once

#include "project/Project.h"

#include <QUndoCommand>

#include <functional>
#include <utility>

namespace weft::app {

/// Renames the project or changes its description (the Project panel's fields). Holds the
/// metadata before and after; `changed` runs after each change, so that the panel and the
/// window title follow.
class ChangeMetadataCommand : public QUndoCommand
{
public:
    ChangeMetadataCommand(engine::ProjectMetadata &metadata, engine::ProjectMetadata after,
                          std::function<void()> changed, const QString &text,
                          QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_metadata(metadata)
        , m_before(metadata)
        , m_after(std::move(after))
        , m_changed(std::move(changed))
    {}

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const engine::ProjectMetadata &metadata)
    {
        m_metadata = metadata;
        if (m_changed)
            m_changed();
    }

    engine::ProjectMetadata &m_metadata;
    engine::ProjectMetadata m_before;
    engine::ProjectMetadata m_after;
    std::function<void()> m_changed;
};

} // namespace weft::app
