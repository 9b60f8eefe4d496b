// SPDX-License-Identifier: MIT
#include "fontwarmup.h"

#include <cstdlib>
#include <dlfcn.h>

namespace pw {

FontWarmUp::FontWarmUp()
{
    if (std::getenv("PIPEWRIGHT_NO_FONT_WARMUP"))
        return;
    // looked up in the process, not linked: Qt's font database brings fontconfig in where it uses it
    using Init = int (*)();
    const auto init = reinterpret_cast<Init>(::dlsym(RTLD_DEFAULT, "FcInit"));
    if (init)
        m_thread = std::thread([init] { init(); });
}

void FontWarmUp::wait()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace pw
