#include "AutoBatchSizer.h"

#include <algorithm>
#include <cmath>

namespace weft::engine {

AutoBatchSizer::AutoBatchSizer(BatchTargets targets)
    : m_targets(targets)
{}

void AutoBatchSizer::record(qsizetype batchSize, double seconds)
{
    if (batchSize != m_size)
        return;
    m_meanSeconds = m_meanSeconds < 0 ? seconds : 0.8 * m_meanSeconds + 0.2 * seconds;
    if (m_meanSeconds < m_targets.lowerSeconds) {
        // A clock too coarse to see the batch reads 0: grow as fast as the cap allows.
        const double ideal = m_meanSeconds > 0
                                 ? 2.0 * double(m_size) * m_targets.lowerSeconds / m_meanSeconds
                                 : double(kMaxSize);
        resize(std::max(qsizetype(std::min(ideal, double(kMaxSize))), qsizetype(1)));
    } else if (m_meanSeconds > m_targets.upperSeconds && m_size >= 2) {
        resize(m_size / 2);
    }
}

void AutoBatchSizer::resize(qsizetype size)
{
    if (size == m_size)
        return;
    m_size = size;
    m_meanSeconds = -1;
}

} // namespace weft::engine
