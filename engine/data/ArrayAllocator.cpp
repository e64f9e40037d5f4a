#include "ArrayAllocator.h"

namespace weft::engine {

namespace {

class HeapAllocator final : public ArrayAllocator
{
public:
    Array allocate(ElementType type, std::vector<qint64> shape) override
    {
        return Array(type, std::move(shape));
    }
};

} // namespace

ArrayAllocator &ArrayAllocator::heap()
{
    static HeapAllocator allocator;
    return allocator;
}

} // namespace weft::engine
