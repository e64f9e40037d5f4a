#include "WorkData.h"

#include <cstring>

namespace weft::engine {

WorkData::WorkData(qint64 bytes)
    : m_bytes(bytes)
    , m_data(bytes > 0 ? std::make_unique_for_overwrite<char[]>(size_t(bytes)) : nullptr)
{
    if (m_data)
        std::memset(m_data.get(), 0x5a, size_t(bytes));
}

std::shared_ptr<const WorkData> WorkData::fromDataset(const DatasetPtr &dataset)
{
    return std::dynamic_pointer_cast<const WorkData>(dataset);
}

} // namespace weft::engine
