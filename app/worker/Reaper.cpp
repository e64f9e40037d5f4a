#include "Reaper.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <set>
#include <sys/socket.h>
#include <unistd.h>

namespace weft::worker {

int runReaper()
{
    // Only weft's going ends the reaper; the signals a terminal sends weft's group are not for
    // it (it has its own group), and a stray SIGTERM must not leave programs behind either.
    ::signal(SIGINT, SIG_IGN);
    ::signal(SIGTERM, SIG_IGN);
    std::set<pid_t> groups;
    while (true) {
        char record[1 + sizeof(pid_t)] = {};
        const ssize_t got = ::recv(STDIN_FILENO, record, sizeof record, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got != ssize_t(sizeof record))
            break; // weft's end closed (0), or something that is not weft's (<0, short)
        pid_t group = 0;
        std::memcpy(&group, record + 1, sizeof group);
        if (group <= 0)
            continue;
        if (record[0] == '+')
            groups.insert(group);
        else
            groups.erase(group);
    }
    for (const pid_t group : groups)
        ::kill(-group, SIGKILL);
    return 0;
}

} // namespace weft::worker
