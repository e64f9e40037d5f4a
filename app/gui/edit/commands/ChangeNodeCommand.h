#pragma once

#include "graph/Graph.h"

#include <QUndoCommand>

namespace weft::app {

class GraphEditor;

/// Changes one node's own fields: its title (rename), a parameter, or its run settings. Holds
/// the whole node before and after, so that one command type serves every field.
class ChangeNodeCommand : public QUndoCommand
{
public:
    ChangeNodeCommand(GraphEditor &editor, engine::Node before, engine::Node after,
                      const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    GraphEditor &m_editor;
    engine::Node m_before;
    engine::Node m_after;
};

} // namespace weft::app
