// SPDX-License-Identifier: MIT
// Two modules that are not the charts plugin the studio expects (tst_chartsmissing): one of another interface
// version (PW_FAKE_VERSION), one without the plugin's entry point.
#include "chartplots.h"

#ifdef PW_FAKE_VERSION
extern "C" Q_DECL_EXPORT const pw::ChartPlots* pw_chart_plots()
{
    static const pw::ChartPlots plots {PW_FAKE_VERSION, nullptr, nullptr};
    return &plots;
}
#else
extern "C" Q_DECL_EXPORT int pw_something_else()
{
    return 0;
}
#endif
