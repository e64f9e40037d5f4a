#pragma once

#include "Operator.h"

#include <QJsonObject>

#include <vector>

namespace weft::engine {

/// The files a `command` node names in its parameters, as far as they are known before it
/// runs, for the validator's check that a file's writer runs before its readers:
///
/// - writes: each declared output (`outputs`) and the `stdout` file;
/// - reads: the program when it is a path, each argument line as a whole and the part after
///   its first '=' (`--data=out/t.csv`); in shell mode, each word of the program text, its
///   quotes and redirection marks stripped.
///
/// A text holding a placeholder that only the run knows ({in}, {out}, {item}) is left out;
/// {param:name} is replaced from the `values` parameter. What the program reads without
/// naming it (a path inside a script) cannot be seen here. Stateless.
class CommandFiles
{
public:
    static std::vector<NamedFile> of(const QJsonObject &params);
};

} // namespace weft::engine
