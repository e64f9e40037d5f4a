#include "DatasetCodec.h"
#include "data/FileList.h"

#include <QCborArray>
#include <QCborValue>

#include <cstring>

namespace weft::engine {

namespace {

/// A file list is a few paths: CBOR (an array of strings) is small and checks itself.
class FileListCodec final : public DatasetKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(FileListCodec)

public:
    DataKind kind() const override { return DataKind::FileList; }

    static QByteArray bytesOf(const Dataset &dataset)
    {
        const auto &list = static_cast<const FileList &>(dataset);
        return QCborValue(QCborArray::fromStringList(list.files())).toCbor();
    }

    qint64 encodedSize(const Dataset &dataset) const override { return bytesOf(dataset).size(); }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const QByteArray bytes = bytesOf(dataset);
        std::memcpy(out.data(), bytes.constData(), size_t(bytes.size()));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        QCborParserError error;
        const QCborValue value =
            QCborValue::fromCbor(QByteArray(in.data(), qsizetype(in.size())), &error);
        if (error.error != QCborError::NoError || !value.isArray())
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
