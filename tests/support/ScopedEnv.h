#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace weft::test {

/// Sets an environment variable for the life of a scope, then restores what it was. Child
/// processes started meanwhile (workers, Slurm jobs through sbatch) inherit it.
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : m_name(name)
        , m_had(qEnvironmentVariableIsSet(name))
        , m_before(qgetenv(name))
    {
        qputenv(name, value);
    }
    ~ScopedEnv()
    {
        if (m_had)
            qputenv(m_name, m_before);
        else
            qunsetenv(m_name);
    }
    ScopedEnv(const ScopedEnv &) = delete;
    ScopedEnv &operator=(const ScopedEnv &) = delete;

private:
    const char *m_name;
    bool m_had;
    QByteArray m_before;
};

} // namespace weft::test
