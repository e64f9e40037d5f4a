#pragma once

#include "project/Project.h"

namespace weft::bench {

/// A large, realistic editor project for the canvas benchmark: table pipelines laid out in
/// layers, as the editor's layered layout places them. Layer 0 reads CSV files, the last layer
/// writes them, and the layers between filter, derive, sort, select, group, join, concatenate
/// and query tables. About half of the inner nodes take two inputs (join, concat, sql), which
/// gives about 1.5 edges per node. Every required parameter is set, so the nodes show no
/// problem marks, as in a project that is being worked on. Deterministic (fixed seed).
class LayeredProjectBuilder
{
public:
    /// `nodes` nodes (at least 2) in about sqrt(nodes / 3) layers.
    static engine::Project build(int nodes);
};

} // namespace weft::bench
