// SPDX-License-Identifier: MIT
#include "chartplots.h"

#include "ondemandlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef PW_CHARTS_PLUGIN_RELATIVE
#define PW_CHARTS_PLUGIN_RELATIVE ""
#endif
#ifndef PW_CHARTS_PLUGIN_BUILD_PATH
#define PW_CHARTS_PLUGIN_BUILD_PATH ""
#endif

namespace pw {

namespace {

    OnDemandLibrary<ChartPlots> load()
    {
        OnDemandLibrary<ChartPlots> l;
        const QStringList files = ownFileCandidates("PIPEWRIGHT_CHARTS_PLUGIN", QStringLiteral(PW_CHARTS_PLUGIN_RELATIVE),
                                                    QStringLiteral(PW_CHARTS_PLUGIN_BUILD_PATH));
        QString reason = QCoreApplication::translate("pw::ChartPlots", "no such file");
        QString tried;
        const auto entry = reinterpret_cast<PwChartPlotsFunction>(openPlugin(
            l, files, "pw_chart_plots", QCoreApplication::translate("pw::ChartPlots", "it is not a Pipewright charts plugin"),
            &tried, &reason));
        if (entry) {
            const ChartPlots* plots = entry();
            if (!plots) {
                reason = QCoreApplication::translate("pw::ChartPlots", "it is not a Pipewright charts plugin");
            } else if (plots->version != ChartPlots::kVersion || !plots->timeLine || !plots->bars) {
                reason = QCoreApplication::translate("pw::ChartPlots", "it is of another version (%1, not %2)")
                             .arg(plots->version)
                             .arg(ChartPlots::kVersion);
            } else {
                l.api = *plots;
                l.ok = true;
                qDebug("charts plugin loaded from %s", qPrintable(QDir::toNativeSeparators(tried)));
                return l;
            }
        }
        l.error = QCoreApplication::translate("pw::ChartPlots", "Charts cannot be drawn: the charts plugin %1 could "
                                                                "not be loaded (%2).")
                      .arg(QDir::toNativeSeparators(tried), reason);
        qWarning("%s", qPrintable(l.error));
        return l;
    }

} // namespace

const ChartPlots* chartPlots(QString* error)
{
    return onDemand<ChartPlots>(load, error);
}

} // namespace pw
