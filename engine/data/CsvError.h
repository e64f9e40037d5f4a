#pragma once

#include "DataError.h"

namespace weft::engine {

/// Thrown by CsvReader and CsvWriter. The message is one translated line that names the file
/// and, for a malformed row, the line number: "data.csv:12: expected 3 fields, found 4".
class CsvError : public DataError
{
public:
    using DataError::DataError;
};

} // namespace weft::engine
