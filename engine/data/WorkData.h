#pragma once

#include "Dataset.h"

#include <QtGlobal>

#include <memory>

namespace weft::engine {

/// Opaque bytes produced by the `work` operator: a block of real, touched memory of a chosen
/// size, so that memory accounting and release show in a run exactly as they would for data
/// of that size. Its kind is Any: it feeds only ports that accept every kind.
class WorkData final : public Dataset
{
public:
    /// Allocates `bytes` and writes every page, so the memory is resident, not just reserved.
    /// Throws std::bad_alloc when it cannot.
    explicit WorkData(qint64 bytes);

    DataKind kind() const override { return DataKind::Any; }
    qint64 sizeBytes() const override { return m_bytes; }

    static std::shared_ptr<const WorkData> fromDataset(const DatasetPtr &dataset);

    const char *data() const { return m_data.get(); }

private:
    qint64 m_bytes;
    std::unique_ptr<char[]> m_data;
};

} // namespace weft::engine
