#pragma once

#include <QCoreApplication>
#include <QString>

#include <filesystem>
#include <vector>

namespace weft::engine {

/// Keeps the files a command is about to write as they were, until the command has succeeded:
/// a failing, cancelled or timed-out program must not destroy an output of an earlier run, nor
/// any other file a project names as an output (`../notes.txt` included).
///
/// guard() copies an existing file to a hidden name beside it (`.<name>.weft-kept-<n>`, in the
/// same folder, so putting it back is one atomic rename) before the program runs. The program
/// itself sees the folder exactly as before — it may read, append to or refuse to overwrite
/// the old file, as it could without Weft — and writes to the real name it is given.
/// commit() keeps what the program wrote and deletes the copies; otherwise the destructor puts
/// every copy back over whatever the program left and removes the files that did not exist
/// before. A symbolic link is followed to the file it names, which is the one a program writes
/// through it; folders, devices and dangling links are never touched. If Weft itself is killed, the
/// old content survives under its kept name, and the next guard() of that file (the node's next
/// run) puts it back first.
///
///     OutputGuard guard;
///     guard.guard(outputPath);   // throws OperatorError when the copy cannot be made
///     runProgram();              // may throw
///     guard.commit();
///
/// Not thread-safe: one operator call uses an instance.
class OutputGuard
{
    Q_DECLARE_TR_FUNCTIONS(OutputGuard)

public:
    OutputGuard() = default;
    ~OutputGuard();
    OutputGuard(const OutputGuard &) = delete;
    OutputGuard &operator=(const OutputGuard &) = delete;

    /// Remembers `path` (a second call for the same file does nothing) and keeps a copy of it
    /// when it exists. Throws OperatorError naming the file when the copy fails.
    void guard(const QString &path);
    /// The program succeeded: its files stay, the kept copies go.
    void commit();
    /// Puts back every file as it was before guard(); the destructor calls it unless committed.
    void restore();

private:
    struct Entry
    {
        std::filesystem::path file;
        std::filesystem::path kept; ///< empty when the file did not exist before
    };
    std::vector<Entry> m_entries;
};

} // namespace weft::engine
