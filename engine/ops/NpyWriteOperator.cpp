#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "data/NpyFile.h"

namespace weft::engine {

namespace {

/// npy.write: an array becomes a NumPy .npy file on disk, replaced atomically.
class NpyWriteOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(NpyWriteOperator)

public:
    NpyWriteOperator()
        : DataFileOperator(
              Direction::Write,
              {.id = QStringLiteral("npy.write"),
               .title = tr("Write NPY"),
               .description =
                   tr("Writes an array to a NumPy .npy file that numpy.load reads as it is: the "
                      "same dtype and shape, the elements bit for bit, in C order. The file is "
                      "replaced in one step, so it is never left half written; its folder is "
                      "created when missing."),
               .port = PortSpec::single(QStringLiteral("array"), DataKind::Array,
                                        tr("The array to write.")),
               .pathDescription = tr("The .npy file to write, relative to the project's folder.")})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        NpyFile::write(*ArrayOperatorSupport::inputArray(call), path, call.stopToken());
        return {};
    }
};

} // namespace

std::unique_ptr<Operator> makeNpyWriteOperator()
{
    return std::make_unique<NpyWriteOperator>();
}

} // namespace weft::engine
