#pragma once

#include "DataError.h"

namespace weft::engine {

/// Thrown by SqliteConnection, SqliteQueryReader and SqliteTableWriter. The message is one
/// line naming the database and SQLite's own explanation: "shop.db: no such table: orders".
class SqliteError : public DataError
{
public:
    using DataError::DataError;
};

} // namespace weft::engine
