// SPDX-License-Identifier: MIT
// How long a pipewright command takes from fork to exit when it has little to do (--version, validate of a small
// pipeline): the start is most of what a short command costs. The peer is the same program made to load Qt's
// graphical libraries at start as it did while `export` was drawn in the CLI itself (LD_PRELOAD of Qt Gui, Widgets
// and Svg, which bring fontconfig, freetype, X and EGL with them). Both are started the same way, interleaved,
// median of N runs.
//   build/dev/tests/bench/bench_clistart [--runs N]
#include "benchreport.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

// One start of the program with `args`, output thrown away; seconds from spawn to exit, or -1.
double runOnce(const std::vector<std::string>& args, const std::string& preload)
{
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<std::string> envStrings;
    for (char** e = environ; *e; ++e)
        if (std::strncmp(*e, "LD_PRELOAD=", 11) != 0)
            envStrings.emplace_back(*e);
    if (!preload.empty())
        envStrings.push_back("LD_PRELOAD=" + preload);
    std::vector<char*> envp;
    for (std::string& e : envStrings)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0)
        return -1;
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? -1 : v[v.size() / 2];
}

// The graphical libraries the CLI loaded before, as the loader finds them; empty when one is missing.
std::string graphicalLibraries()
{
    std::string list;
    for (const char* name : {"libQt6Gui.so.6", "libQt6Widgets.so.6", "libQt6Svg.so.6"}) {
        bool found = false;
        for (const char* dir : {"/usr/lib/x86_64-linux-gnu/", "/usr/lib/aarch64-linux-gnu/", "/usr/lib/"}) {
            const std::string path = std::string(dir) + name;
            if (access(path.c_str(), R_OK) == 0) {
                list += (list.empty() ? "" : ":") + path;
                found = true;
                break;
            }
        }
        if (!found)
            return {};
    }
    return list;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 40;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
    const std::string cli = PW_CLI_PATH;
    const std::string pipeline = std::string(PW_SOURCE_DIR) + "/tests/data/cli/valid/pipeline.yml";
    const std::string preload = graphicalLibraries();

    benchreport::header();
    struct Case {
        const char* figure;
        std::vector<std::string> args;
    };
    const QList<Case> cases {{"pipewright --version", {cli, "--version"}},
                             {"pipewright validate (3 steps)", {cli, "validate", pipeline}}};
    for (const Case& c : cases) {
        runOnce(c.args, {}); // warm the page cache for both
        runOnce(c.args, preload);
        std::vector<double> ours;
        std::vector<double> peer;
        bool failed = false;
        for (int r = 0; r < runs && !failed; ++r) {
            const double a = runOnce(c.args, {});
            const double b = preload.empty() ? 1 : runOnce(c.args, preload);
            failed = a < 0 || b < 0;
            ours.push_back(a * 1000);
            peer.push_back(b * 1000);
        }
        if (failed) {
            std::fprintf(stderr, "bench_clistart: %s did not run\n", c.figure);
            return 1;
        }
        benchreport::relative(QString::fromLatin1(c.figure), median(ours),
                              QStringLiteral("same, graphical libs loaded"), preload.empty() ? -1 : median(peer), "ms",
                              0.8, QStringLiteral("Qt Gui, Widgets or Svg not installed"));
    }
    benchreport::summary("bench_clistart");
    return 0;
}
