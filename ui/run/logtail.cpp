// SPDX-License-Identifier: MIT
#include "logtail.h"

#include <QFile>
#include <QStringList>

namespace pw {

QString lastLogLines(const QString& path, int count)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    const qint64 size = f.size();
    const qint64 from = qMax<qint64>(0, size - 16 * 1024);
    if (!f.seek(from))
        return QString();
    QByteArray data = f.read(size - from);
    if (from > 0) {
        const qsizetype nl = data.indexOf('\n');
        data = nl >= 0 ? data.mid(nl + 1) : QByteArray();
    }
    QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    return lines.mid(qMax<qsizetype>(0, lines.size() - count)).join(QLatin1Char('\n'));
}

} // namespace pw
