#include "OperatorRegistry.h"

#include "BuiltinOperators.h"

#include <algorithm>

namespace weft::engine {

const OperatorRegistry &OperatorRegistry::builtin()
{
    // Built on first use, thread-safe by the rules for function-local statics.
    static const OperatorRegistry registry = [] {
        OperatorRegistry r;
        for (auto &op : makeBuiltinOperators())
            r.add(std::move(op));
        return r;
    }();
    return registry;
}

void OperatorRegistry::add(std::unique_ptr<Operator> op)
{
    m_operators.push_back(std::move(op));
}

const Operator *OperatorRegistry::find(QStringView id) const
{
    const auto it = std::find_if(m_operators.begin(), m_operators.end(),
                                 [&](const auto &op) { return op->spec().id == id; });
    return it == m_operators.end() ? nullptr : it->get();
}

std::vector<const Operator *> OperatorRegistry::all() const
{
    std::vector<const Operator *> ops;
    for (const auto &op : m_operators)
        ops.push_back(op.get());
    std::sort(ops.begin(), ops.end(), [](const Operator *a, const Operator *b) {
        return std::tie(a->spec().category, a->spec().id) <
               std::tie(b->spec().category, b->spec().id);
    });
    return ops;
}

} // namespace weft::engine
