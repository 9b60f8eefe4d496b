// SPDX-License-Identifier: MIT
#include "stepprocesses.h"

#include "fileio.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pw {

QString stepProcessesFile(const QString& stepFolder)
{
    return QDir(stepFolder).filePath(QStringLiteral("system_logs/processes.json"));
}

QList<StepProcess> readStepProcesses(const QString& stepFolder)
{
    QList<StepProcess> out;
    if (stepFolder.isEmpty())
        return out;
    for (const QJsonValue& v : readJsonObjectFile(stepProcessesFile(stepFolder)).value(QLatin1String("processes")).toArray()) {
        const QJsonObject o = v.toObject();
        StepProcess p;
        p.index = o.value(QLatin1String("index")).toInt();
        p.role = o.value(QLatin1String("role")).toString();
        p.log = o.value(QLatin1String("log")).toString();
        p.pid = o.value(QLatin1String("pid")).toInteger();
        p.ended = o.value(QLatin1String("ended")).toBool();
        p.exitCode = o.value(QLatin1String("exit_code")).toInt(-1);
        p.signal = o.value(QLatin1String("signal")).toInt();
        out << p;
    }
    return out;
}

bool writeStepProcesses(const QString& stepFolder, const QList<StepProcess>& processes, QString* error)
{
    QJsonArray list;
    for (const StepProcess& p : processes)
        list.append(QJsonObject {{QStringLiteral("index"), p.index},
                                 {QStringLiteral("role"), p.role},
                                 {QStringLiteral("log"), p.log},
                                 {QStringLiteral("pid"), p.pid},
                                 {QStringLiteral("ended"), p.ended},
                                 {QStringLiteral("exit_code"), p.exitCode},
                                 {QStringLiteral("signal"), p.signal}});
    QDir().mkpath(QFileInfo(stepProcessesFile(stepFolder)).absolutePath());
    return writeFileAtomically(stepProcessesFile(stepFolder),
                               QJsonDocument(QJsonObject {{QStringLiteral("processes"), list}}).toJson(), error);
}

} // namespace pw
