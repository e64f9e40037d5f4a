#include "ReleasedMemory.h"

#include <cstdlib> // names the C library: __GLIBC__ is defined from here on

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace weft::engine {

void returnLargeBlocksToTheSystem()
{
#if defined(__GLIBC__)
    ::mallopt(M_MMAP_THRESHOLD, 1 << 20); // also stops glibc from raising it as blocks are freed
#endif
}

} // namespace weft::engine
