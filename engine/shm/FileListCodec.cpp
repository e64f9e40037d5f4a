#include "CborKindCodec.h"
#include "data/FileList.h"

#include <QCborArray>

namespace weft::engine {

namespace {

/// A file list is a few paths: CBOR (an array of strings) is small and checks itself.
class FileListCodec final : public CborKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(FileListCodec)

public:
    DataKind kind() const override { return DataKind::FileList; }

protected:
    QCborValue toCbor(const Dataset &dataset) const override
    {
        return QCborArray::fromStringList(static_cast<const FileList &>(dataset).files());
    }

    DatasetPtr fromCbor(const QCborValue &value, bool parsed) const override
    {
        if (!parsed || !value.isArray())
            throw CodecError(tr("not an encoded file list"));
        QStringList files;
        for (const QCborValue &file : value.toArray()) {
            if (!file.isString())
                throw CodecError(tr("encoded file list holds something other than a path"));
            files.append(file.toString());
        }
        return std::make_shared<FileList>(std::move(files));
    }
};

} // namespace

const DatasetKindCodec &fileListCodec()
{
    static const FileListCodec codec;
    return codec;
}

} // namespace weft::engine
