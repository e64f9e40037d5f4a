#pragma once

#include "DataError.h"

namespace weft::engine {

/// Thrown by NpyFile. The message is one translated line that names the file and the problem:
/// "a.npy: dtype '<c16' is not supported (supported: float32, …)".
class NpyError : public DataError
{
public:
    using DataError::DataError;
};

} // namespace weft::engine
