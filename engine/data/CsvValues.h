#pragma once

#include <QtGlobal>

#include <optional>
#include <string>
#include <string_view>

/// How CSV text maps to typed values, shared by CsvReader (type inference) and CsvWriter so
/// that whatever the writer produces reads back as the same type and value. Locale-free:
/// a CSV file means the same on every machine.
namespace weft::engine::csvvalues {

/// `text` without the spaces and tabs around it.
std::string_view trimmed(std::string_view text);
/// A whole-field decimal integer that fits in 64 bits ("42", "-7", "+3"); surrounding spaces
/// are ignored.
std::optional<qint64> parseInt(std::string_view text);
/// Whether `text` is a whole-field decimal integer of any length ("42", "-7", "+3",
/// "123456789012345678901234567890"); surrounding spaces are ignored.
bool isInteger(std::string_view text);
/// An integer written in `text` that parseInt() refuses because it does not fit 64 bits.
bool isBeyond64Bits(std::string_view text);
/// A decimal or scientific number ("1.5", "-2e-3", ".5"), or "nan", "inf", "-inf" (any case).
std::optional<double> parseFloat(std::string_view text);

void appendInt(std::string &out, qint64 value);
/// The shortest text that reads back as exactly `value`; whole numbers get ".0" so that they
/// read back as floats, not integers.
void appendFloat(std::string &out, double value);
void appendBool(std::string &out, bool value);

} // namespace weft::engine::csvvalues
