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

    /// Where the plugin may be: the file $PIPEWRIGHT_CHARTS_PLUGIN names; else beside the installed program
    /// (bin/../lib/…/pipewright/), then where this build made it.
    QStringList candidates()
    {
        const QString chosen = qEnvironmentVariable("PIPEWRIGHT_CHARTS_PLUGIN");
        if (!chosen.isEmpty())
            return {chosen};
        QStringList files;
        const QString relative = QStringLiteral(PW_CHARTS_PLUGIN_RELATIVE);
        if (!relative.isEmpty() && QCoreApplication::instance())
            files << QDir::cleanPath(QDir(QCoreApplication::applicationDirPath()).filePath(relative));
        const QString built = QStringLiteral(PW_CHARTS_PLUGIN_BUILD_PATH);
        if (!built.isEmpty() && !files.contains(built))
            files << built;
        return files;
    }

    OnDemandLibrary<ChartPlots> load()
    {
        OnDemandLibrary<ChartPlots> l;
        const QStringList files = candidates();
        QString reason = QCoreApplication::translate("pw::ChartPlots", "no such file");
        QString tried = files.value(0);
        for (const QString& file : files) {
            if (files.size() > 1 && !QFileInfo::exists(file))
                continue; // the next place; the message names the first
            tried = file;
            l.library = new QLibrary(file);
            if (!l.library->load()) {
                reason = l.library->errorString();
                break;
            }
            const auto entry = reinterpret_cast<PwChartPlotsFunction>(l.library->resolve("pw_chart_plots"));
            const ChartPlots* plots = entry ? entry() : nullptr;
            if (!plots) {
                reason = QCoreApplication::translate("pw::ChartPlots", "it is not a Pipewright charts plugin");
            } else if (plots->version != ChartPlots::kVersion || !plots->timeLine || !plots->bars) {
                reason = QCoreApplication::translate("pw::ChartPlots", "it is of another version (%1, not %2)")
                             .arg(plots->version)
                             .arg(ChartPlots::kVersion);
            } else {
                l.api = *plots;
                l.ok = true;
                qDebug("charts plugin loaded from %s", qPrintable(QDir::toNativeSeparators(file)));
                return l;
            }
            break;
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
