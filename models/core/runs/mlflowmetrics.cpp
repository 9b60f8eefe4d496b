// SPDX-License-Identifier: MIT
#include "mlflowmetrics.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <cmath>

namespace pw {

QList<double> readMlflowMetric(const QString& root, const QString& metric)
{
    QList<double> best;
    if (metric.isEmpty() || metric.contains(QLatin1String("..")))
        return best;
    const QDir store(root);
    for (const QString& experiment : store.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir e(store.filePath(experiment));
        for (const QString& run : e.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile f(e.filePath(run + QStringLiteral("/metrics/") + metric));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            QList<double> values;
            const QByteArray data = f.readAll();
            QList<QByteArray> lines = data.split('\n');
            if (!data.endsWith('\n'))
                lines.removeLast(); // a line being written
            for (const QByteArray& line : lines) {
                const QList<QByteArray> parts = line.simplified().split(' ');
                if (parts.size() < 2)
                    continue;
                bool ok = false;
                const double v = parts.at(1).toDouble(&ok);
                if (ok && std::isfinite(v))
                    values << v;
            }
            if (values.size() > best.size())
                best = values;
        }
    }
    return best;
}

QMap<QString, double> readMlflowLastValues(const QString& root)
{
    QMap<QString, double> out;
    QMap<QString, qsizetype> counts;
    const QDir store(root);
    for (const QString& experiment : store.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir e(store.filePath(experiment));
        for (const QString& run : e.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString metrics = e.filePath(run + QStringLiteral("/metrics"));
            QDirIterator it(metrics, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString name = QDir(metrics).relativeFilePath(it.next());
                if (counts.contains(name))
                    continue; // read once, from every run below
                const QList<double> values = readMlflowMetric(root, name);
                counts.insert(name, values.size());
                if (!values.isEmpty())
                    out.insert(name, values.last());
            }
        }
    }
    return out;
}

} // namespace pw
