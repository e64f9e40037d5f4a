#include "BuiltinOperators.h"
#include "data/NpyError.h"
#include "data/NpyFile.h"

namespace weft::engine {

namespace {

/// npy.read: a NumPy .npy file on disk becomes an array.
class NpyReadOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(NpyReadOperator)

public:
    NpyReadOperator()
    {
        m_spec.id = QStringLiteral("npy.read");
        m_spec.title = tr("Read NPY");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Reads a NumPy .npy file (numpy.save) into an array: float32, float64, int32, "
               "int64, uint8 or bool elements in C order, any shape.");
        m_spec.outputs = {
            PortSpec{QStringLiteral("array"), DataKind::Array, tr("The file's array."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::InputFile,
                      tr("The .npy file to read, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        try {
            // Read straight into the result (in a worker: its shared-memory segment).
            return {std::make_shared<const Array>(
                NpyFile::read(call.path(u"path"), call.stopToken(), call.arrayAllocator()))};
        } catch (const NpyError &e) {
            throw OperatorError(e.message());
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeNpyReadOperator()
{
    return std::make_unique<NpyReadOperator>();
}

} // namespace weft::engine
