#pragma once

#include "Dataset.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <memory>
#include <optional>

namespace weft::engine {

/// One value: a number, a string, a boolean, null, or any JSON object or array. What
/// json.read and table.value produce and json.write saves; small results of a pipeline (a
/// total, a count, a summary object) travel as scalars. Immutable once built, like every
/// Dataset, so several threads may read it at once.
///
///     const Scalar total(QJsonValue(42.5));
///     total.save(u"out/total.json"_s); // "42.5\n"
///     const Scalar back = Scalar::load(u"out/total.json"_s);
///
/// JSON has no NaN or infinity: such a number is kept in memory but saved and sent as null.
class Scalar final : public Dataset
{
    Q_DECLARE_TR_FUNCTIONS(Scalar)

public:
    explicit Scalar(QJsonValue value = QJsonValue());

    DataKind kind() const override { return DataKind::Scalar; }
    /// The object plus the value's compact JSON text, a fair measure of what it holds.
    qint64 sizeBytes() const override;

    /// The Scalar behind a dataset, or null when the dataset is of another kind.
    static std::shared_ptr<const Scalar> fromDataset(const DatasetPtr &dataset);

    const QJsonValue &value() const { return m_value; }

    /// The value as JSON text: compact, or indented when it is an object or an array and
    /// `indented` is set.
    QByteArray toJson(bool indented = false) const;
    /// Parses JSON text holding exactly one value of any type. Returns nullopt and sets
    /// `error` (with the 1-based line) when the text is not one JSON value.
    static std::optional<Scalar> fromJson(QByteArrayView text, QString *error,
                                          qint64 *errorLine = nullptr);

    /// Reads a .json file; throws ScalarError naming the file (and line) when it cannot be
    /// read or is not one JSON value.
    static Scalar load(const QString &path);
    /// Writes the value to a .json file, replaced in one step (never half written); the
    /// folder is created when missing. Throws ScalarError naming the file.
    void save(const QString &path) const;

    bool operator==(const Scalar &other) const { return m_value == other.m_value; }

private:
    QJsonValue m_value;
};

} // namespace weft::engine
