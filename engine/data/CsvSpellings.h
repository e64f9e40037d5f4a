#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace weft::engine {

/// A short list of words a CSV field may be spelled as: the missing-value markers ("NA",
/// "null", …) or the true and false spellings. contains() is asked of every field of a file,
/// so it first rules a field out by its length and its first and last bytes (a number, the
/// common field, ends in a digit that no default word ends in) and compares whole words only
/// when those match: no allocation, and most fields cost three look-ups.
class CsvSpellings
{
public:
    CsvSpellings() = default;
    /// `ignoreCase`: ASCII letters match in either case ("Yes", "YES"). Empty words are left
    /// out: an empty field is never a spelling of anything.
    CsvSpellings(const QStringList &words, bool ignoreCase);
    /// The words of a comma-separated list, each trimmed of spaces: "NA, N/A, null".
    static CsvSpellings fromList(QStringView list, bool ignoreCase);

    /// Whether `text` is one of the words, exactly (or in any case, see the constructor).
    bool contains(std::string_view text) const
    {
        if (text.empty() || text.size() > m_longest)
            return false;
        if (!m_firsts[std::uint8_t(text.front())] || !m_lasts[std::uint8_t(text.back())])
            return false;
        return containsWord(text);
    }
    bool isEmpty() const { return m_words.empty(); }

private:
    bool containsWord(std::string_view text) const;

    std::vector<std::string> m_words; ///< in lower case when m_ignoreCase
    std::array<bool, 256> m_firsts{}; ///< first bytes of the words, both cases when m_ignoreCase
    std::array<bool, 256> m_lasts{};  ///< last bytes, likewise
    size_t m_longest = 0;
    bool m_ignoreCase = false;
};

} // namespace weft::engine
