// SPDX-License-Identifier: MIT
#include "sweeptrials.h"

#include "fileio.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace pw {

QString SweepTrial::folder() const
{
    return QStringLiteral("trials/%1").arg(index);
}

double SweepTrial::durationSeconds() const
{
    if (!started.isValid())
        return 0;
    const QDateTime end = ended.isValid() ? ended : QDateTime::currentDateTimeUtc();
    return double(started.msecsTo(end)) / 1000.0;
}

const SweepTrial* SweepTrials::best() const
{
    for (const SweepTrial& t : trials)
        if (t.best)
            return &t;
    return nullptr;
}

QString sweepTrialsFile(const QString& stepFolder)
{
    return QDir(stepFolder).filePath(QStringLiteral("system_logs/trials.json"));
}

SweepTrials readSweepTrials(const QString& stepFolder)
{
    SweepTrials out;
    if (stepFolder.isEmpty())
        return out;
    const QJsonObject root = readJsonObjectFile(sweepTrialsFile(stepFolder));
    out.primaryMetric = root.value(QLatin1String("primary_metric")).toString();
    out.maximize = root.value(QLatin1String("goal")).toString() != QLatin1String("minimize");
    out.note = root.value(QLatin1String("note")).toString();
    for (const QJsonValue& v : root.value(QLatin1String("trials")).toArray()) {
        const QJsonObject o = v.toObject();
        SweepTrial t;
        t.index = o.value(QLatin1String("index")).toInt();
        t.parameters = o.value(QLatin1String("parameters")).toObject();
        t.status = runStatusFromName(o.value(QLatin1String("status")).toString());
        t.reason = o.value(QLatin1String("reason")).toString();
        t.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
        t.ended = QDateTime::fromString(o.value(QLatin1String("ended")).toString(), Qt::ISODateWithMs);
        t.hasMetric = o.value(QLatin1String("metric")).isDouble();
        t.metric = o.value(QLatin1String("metric")).toDouble();
        t.reports = o.value(QLatin1String("reports")).toInt();
        t.best = o.value(QLatin1String("best")).toBool();
        out.trials << t;
    }
    return out;
}

bool writeSweepTrials(const QString& stepFolder, const SweepTrials& trials, QString* error)
{
    QJsonArray list;
    for (const SweepTrial& t : trials.trials) {
        QJsonObject o {{QStringLiteral("index"), t.index},
                       {QStringLiteral("parameters"), t.parameters},
                       {QStringLiteral("status"), runStatusName(t.status)},
                       {QStringLiteral("reports"), t.reports},
                       {QStringLiteral("best"), t.best}};
        if (!t.reason.isEmpty())
            o.insert(QStringLiteral("reason"), t.reason);
        if (t.started.isValid())
            o.insert(QStringLiteral("started"), t.started.toUTC().toString(Qt::ISODateWithMs));
        if (t.ended.isValid())
            o.insert(QStringLiteral("ended"), t.ended.toUTC().toString(Qt::ISODateWithMs));
        if (t.hasMetric && std::isfinite(t.metric))
            o.insert(QStringLiteral("metric"), t.metric);
        list.append(o);
    }
    QJsonObject root {{QStringLiteral("primary_metric"), trials.primaryMetric},
                      {QStringLiteral("goal"), trials.maximize ? QStringLiteral("maximize") : QStringLiteral("minimize")},
                      {QStringLiteral("trials"), list}};
    if (!trials.note.isEmpty())
        root.insert(QStringLiteral("note"), trials.note);
    QDir().mkpath(QFileInfo(sweepTrialsFile(stepFolder)).absolutePath());
    return writeFileAtomically(sweepTrialsFile(stepFolder), QJsonDocument(root).toJson(), error);
}

QString sweepValueText(const QJsonValue& value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("True") : QStringLiteral("False");
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::abs(d) < 9e15)
            return QString::number(qint64(d));
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    }
    if (value.isNull())
        return QStringLiteral("None");
    return value.toString();
}

QString sweepParametersText(const QJsonObject& parameters)
{
    QStringList parts;
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        parts << it.key() + QLatin1Char('=') + sweepValueText(it.value());
    return parts.join(QStringLiteral(", "));
}

} // namespace pw
