#pragma once

namespace weft::engine {

/// Makes the memory of a released dataset go back to the system at once, so that the process
/// shrinks when the monitor says a dataset was released. glibc serves a large block from its
/// heap instead of a mapping of its own once a block of that size has been freed (its mmap
/// threshold follows the largest mapping freed, up to 32 MB), and a freed heap block stays in
/// the process: a filter that frees its input column by column still grew by its whole output.
/// A fixed threshold of 1 MB keeps every large block in its own mapping; a block that size
/// takes far longer to fill than to map. Call once, first thing, in a program that runs graphs.
void returnLargeBlocksToTheSystem();

} // namespace weft::engine
