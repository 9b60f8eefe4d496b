// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace pw {

/// The values of `metric` that a trial logged through MLflow to a file store (`MLFLOW_TRACKING_URI=file://<root>`):
/// `<root>/<experiment>/<run>/metrics/<metric>`, one line "<timestamp ms> <value> <step>" per call, in the order
/// logged. When several runs logged it (nested runs), the one with the most values. Cheap enough to call every
/// second while the trial runs: only the metric's own files are read.
QList<double> readMlflowMetric(const QString& root, const QString& metric);

/// Every metric logged to a file store, each with the last value logged (of the run that logged it most, as above);
/// metric names with '/' keep it. For comparing runs.
QMap<QString, double> readMlflowLastValues(const QString& root);

} // namespace pw
