// SPDX-License-Identifier: MIT
#pragma once

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

namespace pw {

/// Whether the processor and the system run AVX2 code, asked the first time it is needed. Not
/// __builtin_cpu_supports: that links libgcc's processor probe as a constructor of the program, a dozen CPUID
/// instructions at every start of every command (each one a trap to the hypervisor on a virtual machine).
inline bool hasAvx2()
{
    static const bool yes = []() -> bool {
        unsigned a = 0, b = 0, c = 0, d = 0;
        if (!__get_cpuid(1, &a, &b, &c, &d))
            return false;
        const bool osxsave = c & bit_OSXSAVE, avx = c & bit_AVX;
        if (!osxsave || !avx)
            return false;
        unsigned lo = 0, hi = 0;
        __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0)); // the system saves the SSE and AVX registers
        if ((lo & 6) != 6)
            return false;
        if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
            return false;
        return (b & bit_AVX2) != 0;
    }();
    return yes;
}

} // namespace pw
#endif
