// SPDX-License-Identifier: MIT
#include "vmcatalog.h"

#include "computejson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace pw {

namespace {

QString squash(const QString& s)
{
    QString out;
    for (QChar c : s) {
        if (!c.isSpace())
            out += c.toLower();
    }
    return out;
}

// The candidate series keys of a size, most specific first: features (a, d, s) dropped one by one.
QStringList sizeCandidates(const QString& vmSizeName)
{
    QString n = vmSizeName.trimmed();
    static const QRegularExpression prefix(QStringLiteral("^standard[_ ]"), QRegularExpression::CaseInsensitiveOption);
    n.remove(prefix);
    n.remove(QRegularExpression(QStringLiteral("_?promo"), QRegularExpression::CaseInsensitiveOption));
    const QStringList parts = n.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return {};
    static const QRegularExpression head(QStringLiteral("^([A-Za-z]+)(\\d+)(?:-\\d+)?([A-Za-z]*)$"));
    const QRegularExpressionMatch m = head.match(parts.first());
    if (!m.hasMatch())
        return {};
    const QString letters = m.captured(1).toLower();
    const QString features = m.captured(3).toLower();
    QString feat;
    for (QChar f : {QLatin1Char('a'), QLatin1Char('d'), QLatin1Char('s')}) {
        if (features.contains(f))
            feat += f;
    }
    QString accel, version;
    for (int i = 1; i < parts.size(); ++i) {
        const QString p = parts[i].toLower();
        if (QRegularExpression(QStringLiteral("^v\\d+$")).match(p).hasMatch())
            version = p;
        else
            accel += p;
    }
    QStringList out;
    // every subset of the features, larger first
    const int k = int(feat.size());
    QList<QString> subsets;
    for (int mask = (1 << k) - 1; mask >= 0; --mask) {
        QString sub;
        for (int i = 0; i < k; ++i) {
            if (mask & (1 << i))
                sub += feat[i];
        }
        subsets << sub;
    }
    std::stable_sort(subsets.begin(), subsets.end(),
                     [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& sub : subsets) {
        out << letters + sub + accel + version;
        if (!accel.isEmpty())
            out << letters + sub + version;
    }
    out.removeDuplicates();
    return out;
}

} // namespace

QString VmCatalog::seriesOfSize(const QString& vmSizeName)
{
    const QStringList c = sizeCandidates(vmSizeName);
    return c.isEmpty() ? QString() : c.first();
}

QString VmCatalog::seriesOfFamily(const QString& restFamily)
{
    QString n = squash(restFamily);
    if (n.startsWith(QLatin1String("standard")))
        n = n.mid(8);
    if (n.endsWith(QLatin1String("family")))
        n.chop(6);
    n.remove(QLatin1String("promo"));
    n.remove(QLatin1Char('_'));
    return n;
}

VmCatalog VmCatalog::fromJson(const QByteArray& json, QString* error)
{
    VmCatalog cat;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject() || !doc.object().value(QLatin1String("series")).isArray()) {
        if (error)
            *error = pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("no \"series\" array");
        return cat;
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("series")).toArray()) {
        const QJsonObject o = v.toObject();
        VmFamilyInfo info;
        info.series = o.value(QLatin1String("series")).toString();
        if (info.series.isEmpty())
            continue;
        for (const QJsonValue& f : o.value(QLatin1String("families")).toArray())
            info.families << f.toString();
        info.category = o.value(QLatin1String("category")).toString();
        info.requiresApproval = o.value(QLatin1String("requiresApproval")).toBool();
        for (const QJsonValue& s : o.value(QLatin1String("isolatedSizes")).toArray())
            info.isolatedSizeNames << s.toString();
        info.isolatedSizes = !info.isolatedSizeNames.isEmpty();
        info.gpuArchitecture = o.value(QLatin1String("gpuArchitecture")).toString();
        info.minCuda = o.value(QLatin1String("minCuda")).toString();
        info.retiredOn = QDate::fromString(o.value(QLatin1String("retiredOn")).toString(), Qt::ISODate);
        info.note = o.value(QLatin1String("note")).toString();
        info.source = o.value(QLatin1String("source")).toString();
        const QString rs = o.value(QLatin1String("retiredSource")).toString();
        if (!rs.isEmpty())
            info.source += QStringLiteral("; retirement: ") + rs;
        cat.m_families << info;
    }
    return cat;
}

const VmCatalog& VmCatalog::instance()
{
    static const VmCatalog cat = [] {
        QFile f(QStringLiteral(":/compute/vmfamilies.json"));
        if (!f.open(QIODevice::ReadOnly))
            return VmCatalog();
        return fromJson(f.readAll());
    }();
    return cat;
}

QList<VmSize> VmCatalog::commonSizes()
{
    static const QList<VmSize> sizes = [] {
        QFile f(QStringLiteral(":/compute/vmsizes.json"));
        if (!f.open(QIODevice::ReadOnly))
            return QList<VmSize>();
        return parseVmSizes(f.readAll(), f.fileName()).sizes;
    }();
    return sizes;
}

std::optional<VmFamilyInfo> VmCatalog::forFamily(const QString& restFamily) const
{
    const QString sq = squash(restFamily);
    if (sq.isEmpty())
        return std::nullopt;
    for (const VmFamilyInfo& i : m_families) {
        for (const QString& f : i.families) {
            if (squash(f) == sq)
                return i;
        }
    }
    const QString key = seriesOfFamily(restFamily);
    for (const VmFamilyInfo& i : m_families) {
        for (const QString& f : i.families) {
            if (seriesOfFamily(f) == key)
                return i;
        }
        if (squash(i.series) == key)
            return i;
    }
    return std::nullopt;
}

std::optional<VmFamilyInfo> VmCatalog::forSize(const QString& vmSizeName) const
{
    const QStringList candidates = sizeCandidates(vmSizeName);
    for (const QString& c : candidates) {
        for (const VmFamilyInfo& i : m_families) {
            if (squash(i.series) == c)
                return i;
        }
    }
    return std::nullopt;
}

QList<VmFamilyInfo> VmCatalog::all() const
{
    return m_families;
}

} // namespace pw
