#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "data/NpyError.h"
#include "data/NpyFile.h"

namespace weft::engine {

namespace {

/// npy.write: an array becomes a NumPy .npy file on disk, replaced atomically.
class NpyWriteOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(NpyWriteOperator)

public:
    NpyWriteOperator()
    {
        m_spec.id = QStringLiteral("npy.write");
        m_spec.title = tr("Write NPY");
        m_spec.category = QStringLiteral("Sinks");
        m_spec.description =
            tr("Writes an array to a NumPy .npy file that numpy.load reads as it is. The file "
               "is replaced in one step, so it is never left half written; its folder is "
               "created when missing.");
        m_spec.inputs = {
            PortSpec{QStringLiteral("array"), DataKind::Array, tr("The array to write."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::OutputFile,
                      tr("The .npy file to write, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto array = ArrayOperatorSupport::inputArray(call);
        try {
            NpyFile::write(*array, call.path(u"path"), call.stopToken());
        } catch (const NpyError &e) {
            throw OperatorError(e.message());
        }
        return {};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeNpyWriteOperator()
{
    return std::make_unique<NpyWriteOperator>();
}

} // namespace weft::engine
