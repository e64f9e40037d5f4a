#include "FileCommit.h"

#include <QFileInfo>
#include <QStorageInfo>

namespace weft::engine {

namespace {

/// Less than this much room left on the device makes a failed write a full disk.
constexpr qint64 kNearlyFull = 1 << 20;

} // namespace

QString FileCommit::writeError(const QSaveFile &file)
{
    const QStorageInfo device(QFileInfo(file.fileName()).absolutePath());
    if (device.isValid() && device.bytesAvailable() < kNearlyFull)
        return tr("no space left on the device (%1 is full)").arg(device.rootPath());
    const QString reason = file.errorString();
    return reason.isEmpty() ? tr("the system gave no reason") : reason;
}

QString FileCommit::commit(QSaveFile &file)
{
    if (!file.flush())
        return writeError(file);
    if (!file.commit())
        return writeError(file);
    return {};
}

} // namespace weft::engine
