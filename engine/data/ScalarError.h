#pragma once

#include "DataError.h"

namespace weft::engine {

/// Thrown by Scalar's loader and saver. The message is one translated line that names the
/// file and the problem: "total.json:1: the text is not JSON (unterminated string)".
class ScalarError : public DataError
{
public:
    using DataError::DataError;
};

} // namespace weft::engine
