#pragma once

#include "Operator.h"

#include <QString>

#include <memory>
#include <vector>

namespace weft::engine {

/// The operators a project may use, by id. Built once; read-only afterwards, so it is safe to
/// share between threads.
///
///     const auto &registry = OperatorRegistry::builtin();
///     if (const Operator *op = registry.find(u"csv.read"))
///         qDebug() << op->spec().title;
class OperatorRegistry
{
public:
    /// Every operator that ships with Weft.
    static const OperatorRegistry &builtin();

    void add(std::unique_ptr<Operator> op);
    const Operator *find(QStringView id) const;
    /// All operators, sorted by category and id (the order of `--list-ops`).
    std::vector<const Operator *> all() const;

private:
    std::vector<std::unique_ptr<Operator>> m_operators;
};

} // namespace weft::engine
