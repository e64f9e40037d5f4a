#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "data/NpyFile.h"
#include "data/SourceSchemas.h"

namespace weft::engine {

namespace {

/// npy.read: a NumPy .npy file on disk becomes an array.
class NpyReadOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(NpyReadOperator)

public:
    NpyReadOperator()
        : DataFileOperator(
              Direction::Read,
              {.id = QStringLiteral("npy.read"),
               .title = tr("Read NPY"),
               .description =
                   tr("Reads a NumPy .npy file (numpy.save) into an array of any shape, zero "
                      "extents included: float16/32/64, int8/16/32/64, uint8/16/32/64, bool, "
                      "complex64 or complex128 elements, bit for bit. A Fortran-order file is "
                      "rearranged into C order (holding the array twice while it does)."),
               .port = PortSpec::single(QStringLiteral("array"), DataKind::Array,
                                        tr("The file's array.")),
               .pathDescription = tr("The .npy file to read, relative to the project's folder.")})
    {}

private:
    std::optional<DatasetSchema> fileSchema(const SchemaCall &call,
                                            const QString &path) const override
    {
        return call.sources().npy(path);
    }

    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        // Read straight into the result (in a worker: its shared-memory segment).
        return {std::make_shared<const Array>(
            NpyFile::read(path, call.stopToken(), call.arrayAllocator()))};
    }
};

} // namespace

std::unique_ptr<Operator> makeNpyReadOperator()
{
    return std::make_unique<NpyReadOperator>();
}

} // namespace weft::engine
