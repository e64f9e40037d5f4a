#pragma once

#include "data/Dataset.h"

#include <QDir>
#include <QJsonObject>

#include <vector>

namespace weft::bench {

/// Runs built-in operator `id` the way the scheduler does: `input` on its first input port,
/// `params` as the node's parameters, `folder` as the project folder. Throws what the operator
/// throws (OperatorError).
std::vector<engine::DatasetPtr> runBuiltinOperator(const char *id, const QJsonObject &params,
                                                   std::vector<engine::DatasetPtr> input,
                                                   const QDir &folder);

} // namespace weft::bench
