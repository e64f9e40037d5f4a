#include "NodeId.h"

namespace weft::engine {

bool NodeId::isValid(QStringView text)
{
    if (text.isEmpty())
        return false;
    const QChar first = text.front();
    if (!(first.isLetter() || first == u'_'))
        return false;
    for (const QChar c : text) {
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'-'))
            return false;
    }
    return true;
}

} // namespace weft::engine
