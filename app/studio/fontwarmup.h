// SPDX-License-Identifier: MIT
#pragma once

#include <thread>

namespace pw {

/// fontconfig's configuration and font caches read (FcInit) on a worker thread from the start of main(), while the
/// studio connects to the display and reads its settings, instead of on the GUI thread when the main window first
/// measures text. fontconfig parses some fifty XML files and maps its caches there: several milliseconds that a
/// window with text pays once per process (tests/bench/bench_startup). fontconfig is thread-safe, and Qt's own
/// FcInit() then finds the configuration loaded. Nothing happens when fontconfig is not in the process (another
/// platform's font database) or $PIPEWRIGHT_NO_FONT_WARMUP is set.
class FontWarmUp
{
public:
    FontWarmUp();
    ~FontWarmUp() { wait(); }
    FontWarmUp(const FontWarmUp&) = delete;
    FontWarmUp& operator=(const FontWarmUp&) = delete;

    /// Returns once the configuration is read (at once when it was, or when nothing was started).
    void wait();

private:
    std::thread m_thread;
};

} // namespace pw
