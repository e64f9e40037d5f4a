#include "SiblingProgram.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

namespace weft::bench {

int runBesideThisProgram(const char *name, int argc, char **argv)
{
    std::error_code failure;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", failure);
    const std::string program = (self.parent_path() / name).string();
    std::vector<char *> arguments;
    arguments.push_back(const_cast<char *>(program.c_str()));
    for (int i = 1; i < argc; ++i)
        arguments.push_back(argv[i]);
    arguments.push_back(nullptr);
    ::execv(program.c_str(), arguments.data());
    std::fprintf(stderr, "weft-bench: cannot start %s: %s\n", program.c_str(),
                 std::strerror(errno));
    return 1;
}

} // namespace weft::bench
