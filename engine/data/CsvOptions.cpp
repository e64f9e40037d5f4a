#include "CsvOptions.h"

namespace weft::engine {

std::optional<char> CsvOptions::parseDelimiter(QStringView text)
{
    if (text == u"\\t" || text.compare(u"tab", Qt::CaseInsensitive) == 0)
        return '\t';
    if (text.size() != 1)
        return std::nullopt;
    const char16_t c = text.front().unicode();
    if (c == 0 || c >= 0x80 || c == u'"' || c == u'\n' || c == u'\r')
        return std::nullopt;
    return char(c);
}

} // namespace weft::engine
