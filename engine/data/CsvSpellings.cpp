#include "CsvSpellings.h"

#include <algorithm>

namespace weft::engine {

namespace {

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

char upper(char c)
{
    return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
}

} // namespace

CsvSpellings::CsvSpellings(const QStringList &words, bool ignoreCase)
    : m_ignoreCase(ignoreCase)
{
    for (const QString &word : words) {
        std::string bytes = word.toStdString();
        if (bytes.empty())
            continue;
        if (ignoreCase)
            std::transform(bytes.begin(), bytes.end(), bytes.begin(), lower);
        m_firsts[std::uint8_t(bytes.front())] = true;
        m_lasts[std::uint8_t(bytes.back())] = true;
        if (ignoreCase) {
            m_firsts[std::uint8_t(upper(bytes.front()))] = true;
            m_lasts[std::uint8_t(upper(bytes.back()))] = true;
        }
        m_longest = std::max(m_longest, bytes.size());
        m_words.push_back(std::move(bytes));
    }
}

CsvSpellings CsvSpellings::fromList(QStringView list, bool ignoreCase)
{
    QStringList words;
    for (const QStringView word : list.split(u','))
        words.append(word.trimmed().toString());
    return CsvSpellings(words, ignoreCase);
}

bool CsvSpellings::containsWord(std::string_view text) const
{
    for (const std::string &word : m_words) {
        if (word.size() != text.size())
            continue;
        if (!m_ignoreCase ? word == text
                          : std::equal(word.begin(), word.end(), text.begin(),
                                       [](char w, char t) { return w == lower(t); }))
            return true;
    }
    return false;
}

} // namespace weft::engine
