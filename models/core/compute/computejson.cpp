// SPDX-License-Identifier: MIT
#include "computejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace pw {

namespace {


struct Reader
{
    QString source;
    QList<JsonIssue>* issues;
    void issue(const QString& path, const QString& message) const
    {
        issues->append(JsonIssue{source, path, message});
    }
    // The document's top-level array `key` (also a bare array). Reports and returns empty on failure.
    QJsonArray list(const QByteArray& json, const QString& key, QJsonObject* topOut = nullptr) const
    {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
        if (pe.error != QJsonParseError::NoError) {
            issue(QStringLiteral("$"), QCoreApplication::translate("ComputeJson", "not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString()));
            return {};
        }
        if (doc.isArray())
            return doc.array();
        const QJsonObject top = doc.object();
        if (topOut)
            *topOut = top;
        if (top.contains(QLatin1String("error")) && top.value(QLatin1String("error")).isObject()) {
            const QJsonObject e = top.value(QLatin1String("error")).toObject();
            issue(QStringLiteral("error"), QCoreApplication::translate("ComputeJson", "the service answered with an error: %1: %2")
                                               .arg(e.value(QLatin1String("code")).toString(),
                                                    e.value(QLatin1String("message")).toString()));
            return {};
        }
        const QJsonValue v = top.value(key);
        if (!v.isArray()) {
            issue(key, v.isUndefined() ? QCoreApplication::translate("ComputeJson", "missing (expected a list)") : QCoreApplication::translate("ComputeJson", "expected a list"));
            return {};
        }
        return v.toArray();
    }
    QString string(const QJsonObject& o, const QString& key, const QString& path, bool required = false) const
    {
        const QJsonValue v = o.value(key);
        if (v.isString())
            return v.toString();
        if (!v.isUndefined() && !v.isNull())
            issue(path + QLatin1Char('.') + key, QCoreApplication::translate("ComputeJson", "expected a string"));
        else if (required)
            issue(path + QLatin1Char('.') + key, QCoreApplication::translate("ComputeJson", "missing"));
        return QString();
    }
    std::optional<double> number(const QJsonObject& o, const QString& key, const QString& path,
                                 bool required = false) const
    {
        const QJsonValue v = o.value(key);
        if (v.isDouble())
            return v.toDouble();
        if (!v.isUndefined() && !v.isNull())
            issue(path + QLatin1Char('.') + key, QCoreApplication::translate("ComputeJson", "expected a number"));
        else if (required)
            issue(path + QLatin1Char('.') + key, QCoreApplication::translate("ComputeJson", "missing"));
        return std::nullopt;
    }
    /// A count (vCPUs, GPUs): a whole number from 0 that fits an int; anything else is an issue and counts as 0.
    int count(const QJsonObject& o, const QString& key, const QString& path) const
    {
        const std::optional<double> v = number(o, key, path);
        if (!v)
            return 0;
        if (!(*v >= 0 && *v <= double(std::numeric_limits<int>::max())) || *v != std::floor(*v)) {
            issue(path + QLatin1Char('.') + key, QCoreApplication::translate("ComputeJson", "expected a whole number from 0"));
            return 0;
        }
        return int(*v);
    }
};

QString at(const QString& base, qsizetype i)
{
    return QStringLiteral("%1[%2]").arg(base).arg(i);
}

// "Standard DSv2 Family Cluster Dedicated vCPUs" → "standardDSv2Family"
QString familyFromName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^Standard\\s+(.+?)\\s+Family\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(name);
    if (!m.hasMatch())
        return QString();
    QString mid = m.captured(1);
    mid.remove(QLatin1Char(' '));
    return QStringLiteral("standard") + mid + QStringLiteral("Family");
}

void classify(UsageRow& r, const QString& type)
{
    // type: Microsoft.MachineLearningServices/<group>/usages (or /quotas); group: vmFamily, totalCores,
    // dedicatedCores, lowPriorityCores, workspace(s), serverless, …
    const QStringList parts = type.split(QLatin1Char('/'));
    QString group = parts.size() >= 2 ? parts.at(1) : QString();
    if (group.compare(QLatin1String("workspaces"), Qt::CaseInsensitive) == 0)
        group = QStringLiteral("workspace");
    r.group = group;
    const QString lower = r.key.toLower();
    if (lower.contains(QLatin1String("lowpriority")) || lower.contains(QLatin1String("low priority"))
        || group == QLatin1String("lowPriorityCores"))
        r.pool = CorePool::LowPriority;
    else if (lower.contains(QLatin1String("dedicated")) || group == QLatin1String("dedicatedCores"))
        r.pool = CorePool::Dedicated;
    r.family = familyFromName(r.key);
    static const QRegularExpression ws(QStringLiteral("/workspaces/([^/]+)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression cl(QStringLiteral("/computes/([^/]+)"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch w = ws.match(r.id);
    if (w.hasMatch())
        r.workspace = w.captured(1);
    const QRegularExpressionMatch c = cl.match(r.id);
    if (c.hasMatch())
        r.cluster = c.captured(1);
    if (!r.cluster.isEmpty())
        r.level = QuotaLevel::Cluster;
    else if (!r.workspace.isEmpty() || group == QLatin1String("workspace"))
        r.level = QuotaLevel::Workspace;
    else
        r.level = QuotaLevel::Subscription;
}

UsageParseResult parseRows(const QByteArray& json, const QString& source, bool quotas)
{
    UsageParseResult result;
    Reader rd{source, &result.issues};
    const QJsonArray arr = rd.list(json, QStringLiteral("value"));
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString path = at(QStringLiteral("value"), i);
        if (!arr.at(i).isObject()) {
            rd.issue(path, QCoreApplication::translate("ComputeJson", "expected an object"));
            continue;
        }
        const QJsonObject o = arr.at(i).toObject();
        UsageRow r;
        const QJsonValue name = o.value(QLatin1String("name"));
        if (name.isObject()) {
            r.key = rd.string(name.toObject(), QStringLiteral("value"), path + QStringLiteral(".name"), true);
            r.displayName = rd.string(name.toObject(), QStringLiteral("localizedValue"), path + QStringLiteral(".name"));
        } else if (name.isString()) {
            r.key = name.toString();
        } else {
            rd.issue(path + QStringLiteral(".name"), QCoreApplication::translate("ComputeJson", "missing (expected {value, localizedValue})"));
        }
        if (r.key.isEmpty())
            continue;
        if (r.displayName.isEmpty())
            r.displayName = r.key;
        r.id = rd.string(o, QStringLiteral("id"), path);
        const QString unit = rd.string(o, QStringLiteral("unit"), path);
        if (!unit.isEmpty())
            r.unit = unit;
        if (!quotas) {
            const std::optional<double> cur = rd.number(o, QStringLiteral("currentValue"), path, true);
            if (!cur)
                continue;
            r.current = qint64(*cur);
        }
        const std::optional<double> lim = rd.number(o, QStringLiteral("limit"), path, true);
        if (!lim)
            continue;
        r.limit = *lim < 0 ? -1 : qint64(*lim); // -1: no limit of its own; 0: no quota
        classify(r, rd.string(o, QStringLiteral("type"), path));
        result.rows << r;
    }
    return result;
}

} // namespace

QString JsonIssue::toString() const
{
    return QStringLiteral("%1: %2: %3").arg(source, path, message);
}

UsageParseResult parseUsages(const QByteArray& json, const QString& source)
{
    return parseRows(json, source, false);
}

UsageParseResult parseQuotas(const QByteArray& json, const QString& source)
{
    return parseRows(json, source, true);
}

QList<UsageRow> joinQuotas(const QList<UsageRow>& usages, const QList<UsageRow>& quotas)
{
    QList<UsageRow> out = usages;
    for (const UsageRow& q : quotas) {
        bool matched = false;
        for (UsageRow& u : out) {
            if (u.key == q.key && u.level == q.level
                && u.workspace.compare(q.workspace, Qt::CaseInsensitive) == 0) {
                u.limit = q.limit;
                matched = true;
            }
        }
        if (!matched)
            out << q;
    }
    return out;
}

VmSizeParseResult parseVmSizes(const QByteArray& json, const QString& source)
{
    VmSizeParseResult result;
    Reader rd{source, &result.issues};
    QJsonObject top;
    QJsonArray arr = rd.list(json, QStringLiteral("value"), &top);
    QString base = QStringLiteral("value");
    if (arr.isEmpty() && top.value(QLatin1String("amlCompute")).isArray()) {
        result.issues.clear();
        arr = top.value(QLatin1String("amlCompute")).toArray();
        base = QStringLiteral("amlCompute");
    }
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString path = at(base, i);
        const QJsonObject o = arr.at(i).toObject();
        if (!arr.at(i).isObject()) {
            rd.issue(path, QCoreApplication::translate("ComputeJson", "expected an object"));
            continue;
        }
        VmSize s;
        s.name = rd.string(o, QStringLiteral("name"), path, true);
        if (s.name.isEmpty())
            continue;
        s.family = rd.string(o, QStringLiteral("family"), path);
        s.vCpus = rd.count(o, QStringLiteral("vCPUs"), path);
        s.gpus = rd.count(o, QStringLiteral("gpus"), path);
        s.memoryGB = rd.number(o, QStringLiteral("memoryGB"), path).value_or(0);
        if (!(s.memoryGB >= 0 && std::isfinite(s.memoryGB))) {
            rd.issue(path + QStringLiteral(".memoryGB"), QCoreApplication::translate("ComputeJson", "expected a whole number from 0"));
            s.memoryGB = 0;
        }
        s.lowPriorityCapable = o.value(QLatin1String("lowPriorityCapable")).toBool();
        s.premiumIO = o.value(QLatin1String("premiumIO")).toBool();
        const QJsonValue types = o.value(QLatin1String("supportedComputeTypes"));
        if (types.isArray()) {
            for (const QJsonValue& t : types.toArray())
                s.supportedComputeTypes << t.toString();
        } else if (!types.isUndefined()) {
            rd.issue(path + QStringLiteral(".supportedComputeTypes"), QCoreApplication::translate("ComputeJson", "expected a list"));
        }
        const QJsonObject prices = o.value(QLatin1String("estimatedVMPrices")).toObject();
        s.currency = prices.value(QLatin1String("billingCurrency")).toString();
        const QJsonArray values = prices.value(QLatin1String("values")).toArray();
        for (const QJsonValue& pv : values) {
            const QJsonObject p = pv.toObject();
            if (p.value(QLatin1String("osType")).toString() != QLatin1String("Linux"))
                continue;
            const QString tier = p.value(QLatin1String("vmTier")).toString();
            const double price = p.value(QLatin1String("retailPrice")).toDouble();
            if (tier == QLatin1String("Standard"))
                s.pricePerHour = price;
            else if (tier == QLatin1String("LowPriority") || tier == QLatin1String("Spot"))
                s.lowPriorityPricePerHour = price;
        }
        result.sizes << s;
    }
    return result;
}

ComputeTarget computeFromJson(const QJsonObject& resource, const QString& source, const QString& path,
                              QList<JsonIssue>* issues)
{
    Reader rd{source, issues};
    ComputeTarget t;
    t.name = rd.string(resource, QStringLiteral("name"), path, true);
    t.resourceId = rd.string(resource, QStringLiteral("id"), path);
    t.location = rd.string(resource, QStringLiteral("location"), path);
    const QJsonObject identity = resource.value(QLatin1String("identity")).toObject();
    t.identityType = identity.value(QLatin1String("type")).toString();
    const QString pp = path + QStringLiteral(".properties");
    const QJsonValue propsV = resource.value(QLatin1String("properties"));
    if (!propsV.isObject()) {
        rd.issue(pp, QCoreApplication::translate("ComputeJson", "missing (expected an object)"));
        t.kind = computeKindKey(ComputeKind::Attached);
        return t;
    }
    const QJsonObject props = propsV.toObject();
    t.computeType = rd.string(props, QStringLiteral("computeType"), pp, true);
    t.description = rd.string(props, QStringLiteral("description"), pp);
    t.state = rd.string(props, QStringLiteral("provisioningState"), pp);
    t.attached = props.value(QLatin1String("isAttachedCompute")).toBool();
    if (t.location.isEmpty())
        t.location = rd.string(props, QStringLiteral("computeLocation"), pp);
    ComputeKind kind = computeKindFromRestType(t.computeType);
    if (t.attached && kind == ComputeKind::AmlCompute)
        t.attached = false; // a cluster is never attached
    t.kind = computeKindKey(kind);
    for (const QString& key : {QStringLiteral("provisioningErrors"), QStringLiteral("errors")}) {
        const QJsonArray errs = props.value(key).toArray();
        for (const QJsonValue& e : errs) {
            const QJsonObject eo = e.toObject();
            const QJsonObject inner = eo.value(QLatin1String("error")).isObject()
                                          ? eo.value(QLatin1String("error")).toObject()
                                          : eo;
            const QString msg = inner.value(QLatin1String("message")).toString();
            if (!msg.isEmpty())
                t.errors << msg;
        }
    }
    const QString ip = pp + QStringLiteral(".properties");
    const QJsonObject inner = props.value(QLatin1String("properties")).toObject();
    if (kind == ComputeKind::AmlCompute || kind == ComputeKind::ComputeInstance) {
        t.vmSize = rd.string(inner, QStringLiteral("vmSize"), ip);
        t.vmPriority = rd.string(inner, QStringLiteral("vmPriority"), ip);
        const QJsonObject scale = inner.value(QLatin1String("scaleSettings")).toObject();
        t.minNodes = int(rd.number(scale, QStringLiteral("minNodeCount"), ip + QStringLiteral(".scaleSettings")).value_or(0));
        t.maxNodes = int(rd.number(scale, QStringLiteral("maxNodeCount"), ip + QStringLiteral(".scaleSettings")).value_or(0));
        t.idleTimeBeforeScaleDown = rd.string(scale, QStringLiteral("nodeIdleTimeBeforeScaleDown"), ip + QStringLiteral(".scaleSettings"));
        t.allocationState = rd.string(inner, QStringLiteral("allocationState"), ip);
        t.currentNodes = int(rd.number(inner, QStringLiteral("currentNodeCount"), ip).value_or(0));
        t.targetNodes = int(rd.number(inner, QStringLiteral("targetNodeCount"), ip).value_or(0));
        const QJsonObject counts = inner.value(QLatin1String("nodeStateCounts")).toObject();
        t.idleNodes = counts.value(QLatin1String("idleNodeCount")).toInt();
        t.busyNodes = counts.value(QLatin1String("runningNodeCount")).toInt()
                      + counts.value(QLatin1String("preparingNodeCount")).toInt();
        t.unusableNodes = counts.value(QLatin1String("unusableNodeCount")).toInt();
        t.preemptedNodes = counts.value(QLatin1String("preemptedNodeCount")).toInt();
        t.leavingNodes = counts.value(QLatin1String("leavingNodeCount")).toInt();
        if (kind == ComputeKind::ComputeInstance && t.state.isEmpty())
            t.state = inner.value(QLatin1String("state")).toString();
    } else if (kind == ComputeKind::Kubernetes) {
        t.defaultInstanceType = rd.string(inner, QStringLiteral("defaultInstanceType"), ip);
        const QJsonValue itv = inner.value(QLatin1String("instanceTypes"));
        if (itv.isObject()) {
            const QJsonObject its = itv.toObject();
            for (auto it = its.begin(); it != its.end(); ++it) {
                const QString tp = ip + QStringLiteral(".instanceTypes.") + it.key();
                if (!it.value().isObject()) {
                    rd.issue(tp, QCoreApplication::translate("ComputeJson", "expected an object"));
                    continue;
                }
                const QJsonObject o = it.value().toObject();
                InstanceTypeSpec s;
                s.name = it.key();
                const QJsonObject sel = o.value(QLatin1String("nodeSelector")).toObject();
                for (auto sit = sel.begin(); sit != sel.end(); ++sit)
                    s.nodeSelector.insert(sit.key(), sit.value().toString());
                const QJsonObject res = o.value(QLatin1String("resources")).toObject();
                const QJsonObject req = res.value(QLatin1String("requests")).toObject();
                const QJsonObject lim = res.value(QLatin1String("limits")).toObject();
                auto q = [](const QJsonObject& m, const char* k) {
                    const QJsonValue v = m.value(QLatin1String(k));
                    return v.isDouble() ? QString::number(v.toDouble()) : v.toString();
                };
                s.requestsCpu = q(req, "cpu");
                s.requestsMemory = q(req, "memory");
                s.requestsGpu = q(req, "nvidia.com/gpu");
                s.limitsCpu = q(lim, "cpu");
                s.limitsMemory = q(lim, "memory");
                s.limitsGpu = q(lim, "nvidia.com/gpu");
                s.isDefault = s.name == t.defaultInstanceType;
                t.instanceTypes << s;
            }
        } else if (!itv.isUndefined() && !itv.isNull()) {
            rd.issue(ip + QStringLiteral(".instanceTypes"), QCoreApplication::translate("ComputeJson", "expected an object of instance types"));
        }
    }
    return t;
}

ComputeParseResult parseComputes(const QByteArray& json, const QString& source)
{
    ComputeParseResult result;
    Reader rd{source, &result.issues};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error == QJsonParseError::NoError && doc.isObject() && !doc.object().contains(QLatin1String("value"))
        && doc.object().contains(QLatin1String("properties"))) {
        result.computes << computeFromJson(doc.object(), source, QStringLiteral("$"), &result.issues);
        return result;
    }
    const QJsonArray arr = rd.list(json, QStringLiteral("value"));
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString path = at(QStringLiteral("value"), i);
        if (!arr.at(i).isObject()) {
            rd.issue(path, QCoreApplication::translate("ComputeJson", "expected an object"));
            continue;
        }
        ComputeTarget t = computeFromJson(arr.at(i).toObject(), source, path, &result.issues);
        if (!t.name.isEmpty())
            result.computes << t;
    }
    return result;
}

NodeParseResult parseComputeNodes(const QByteArray& json, const QString& source)
{
    NodeParseResult result;
    Reader rd{source, &result.issues};
    const QJsonArray arr = rd.list(json, QStringLiteral("nodes"));
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString path = at(QStringLiteral("nodes"), i);
        if (!arr.at(i).isObject()) {
            rd.issue(path, QCoreApplication::translate("ComputeJson", "expected an object"));
            continue;
        }
        const QJsonObject o = arr.at(i).toObject();
        ComputeNode n;
        n.nodeId = rd.string(o, QStringLiteral("nodeId"), path, true);
        n.privateIpAddress = rd.string(o, QStringLiteral("privateIpAddress"), path);
        n.publicIpAddress = rd.string(o, QStringLiteral("publicIpAddress"), path);
        n.port = int(rd.number(o, QStringLiteral("port"), path).value_or(0));
        n.nodeState = rd.string(o, QStringLiteral("nodeState"), path, true);
        n.runId = rd.string(o, QStringLiteral("runId"), path);
        result.nodes << n;
    }
    return result;
}

void applyNodeCounts(ComputeTarget& target, const QList<ComputeNode>& nodes)
{
    target.idleNodes = target.busyNodes = target.unusableNodes = target.preemptedNodes = target.leavingNodes = 0;
    for (const ComputeNode& n : nodes) {
        const QString s = n.nodeState.toLower();
        if (s == QLatin1String("idle"))
            ++target.idleNodes;
        else if (s == QLatin1String("running") || s == QLatin1String("preparing"))
            ++target.busyNodes;
        else if (s == QLatin1String("unusable"))
            ++target.unusableNodes;
        else if (s == QLatin1String("preempted"))
            ++target.preemptedNodes;
        else if (s == QLatin1String("leaving"))
            ++target.leavingNodes;
    }
    target.currentNodes = int(nodes.size());
}

QString corePoolKey(CorePool pool)
{
    switch (pool) {
    case CorePool::Dedicated: return QStringLiteral("dedicated");
    case CorePool::LowPriority: return QStringLiteral("lowPriority");
    case CorePool::Any: break;
    }
    return QStringLiteral("any");
}

QString quotaLevelKey(QuotaLevel level)
{
    switch (level) {
    case QuotaLevel::Workspace: return QStringLiteral("workspace");
    case QuotaLevel::Cluster: return QStringLiteral("cluster");
    case QuotaLevel::Subscription: break;
    }
    return QStringLiteral("subscription");
}

QJsonObject usageRowToJson(const UsageRow& r)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), r.key);
    o.insert(QLatin1String("displayName"), r.displayName);
    o.insert(QLatin1String("group"), r.group);
    o.insert(QLatin1String("level"), quotaLevelKey(r.level));
    o.insert(QLatin1String("pool"), corePoolKey(r.pool));
    o.insert(QLatin1String("family"), r.family);
    o.insert(QLatin1String("workspace"), r.workspace);
    o.insert(QLatin1String("cluster"), r.cluster);
    o.insert(QLatin1String("used"), double(r.current));
    o.insert(QLatin1String("limit"), double(r.limit));
    o.insert(QLatin1String("id"), r.id);
    o.insert(QLatin1String("unit"), r.unit);
    return o;
}

QJsonObject vmSizeToJson(const VmSize& s)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), s.name);
    o.insert(QLatin1String("family"), s.family);
    o.insert(QLatin1String("vCPUs"), s.vCpus);
    o.insert(QLatin1String("gpus"), s.gpus);
    o.insert(QLatin1String("memoryGB"), s.memoryGB);
    o.insert(QLatin1String("lowPriorityCapable"), s.lowPriorityCapable);
    o.insert(QLatin1String("premiumIO"), s.premiumIO);
    o.insert(QLatin1String("supportedComputeTypes"), QJsonArray::fromStringList(s.supportedComputeTypes));
    if (s.pricePerHour)
        o.insert(QLatin1String("pricePerHour"), *s.pricePerHour);
    if (s.lowPriorityPricePerHour)
        o.insert(QLatin1String("lowPriorityPricePerHour"), *s.lowPriorityPricePerHour);
    if (!s.currency.isEmpty())
        o.insert(QLatin1String("currency"), s.currency);
    if (!s.priceSource.isEmpty())
        o.insert(QLatin1String("priceSource"), s.priceSource);
    return o;
}

QJsonObject computeTargetToJson(const ComputeTarget& t)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), t.name);
    o.insert(QLatin1String("kind"), t.kind);
    o.insert(QLatin1String("computeType"), t.computeType);
    o.insert(QLatin1String("state"), t.state);
    o.insert(QLatin1String("location"), t.location);
    o.insert(QLatin1String("description"), t.description);
    o.insert(QLatin1String("resourceId"), t.resourceId);
    o.insert(QLatin1String("attached"), t.attached);
    o.insert(QLatin1String("errors"), QJsonArray::fromStringList(t.errors));
    o.insert(QLatin1String("cores"), t.cores);
    o.insert(QLatin1String("memoryBytes"), double(t.memoryBytes));
    o.insert(QLatin1String("vmSize"), t.vmSize);
    o.insert(QLatin1String("vmPriority"), t.vmPriority);
    o.insert(QLatin1String("minNodes"), t.minNodes);
    o.insert(QLatin1String("maxNodes"), t.maxNodes);
    o.insert(QLatin1String("idleTimeBeforeScaleDown"), t.idleTimeBeforeScaleDown);
    o.insert(QLatin1String("allocationState"), t.allocationState);
    o.insert(QLatin1String("currentNodes"), t.currentNodes);
    o.insert(QLatin1String("targetNodes"), t.targetNodes);
    o.insert(QLatin1String("idleNodes"), t.idleNodes);
    o.insert(QLatin1String("busyNodes"), t.busyNodes);
    o.insert(QLatin1String("unusableNodes"), t.unusableNodes);
    o.insert(QLatin1String("preemptedNodes"), t.preemptedNodes);
    o.insert(QLatin1String("leavingNodes"), t.leavingNodes);
    o.insert(QLatin1String("identityType"), t.identityType);
    o.insert(QLatin1String("defaultInstanceType"), t.defaultInstanceType);
    QJsonArray types;
    for (const InstanceTypeSpec& s : t.instanceTypes) {
        QJsonObject it;
        it.insert(QLatin1String("name"), s.name);
        QJsonObject sel;
        for (auto k = s.nodeSelector.cbegin(); k != s.nodeSelector.cend(); ++k)
            sel.insert(k.key(), k.value());
        it.insert(QLatin1String("nodeSelector"), sel);
        it.insert(QLatin1String("requestsCpu"), s.requestsCpu);
        it.insert(QLatin1String("requestsMemory"), s.requestsMemory);
        it.insert(QLatin1String("requestsGpu"), s.requestsGpu);
        it.insert(QLatin1String("limitsCpu"), s.limitsCpu);
        it.insert(QLatin1String("limitsMemory"), s.limitsMemory);
        it.insert(QLatin1String("limitsGpu"), s.limitsGpu);
        it.insert(QLatin1String("isDefault"), s.isDefault);
        types.append(it);
    }
    o.insert(QLatin1String("instanceTypes"), types);
    return o;
}

QJsonObject snapshotToJson(const ComputeSnapshot& s)
{
    QJsonObject o;
    o.insert(QLatin1String("backendId"), s.backendId);
    o.insert(QLatin1String("location"), s.location);
    o.insert(QLatin1String("workspace"), s.workspace);
    o.insert(QLatin1String("takenAt"), s.takenAt.toUTC().toString(Qt::ISODateWithMs));
    if (!s.error.isEmpty())
        o.insert(QLatin1String("error"), s.error);
    QJsonArray computes, sizes, usages;
    for (const ComputeTarget& t : s.computes)
        computes.append(computeTargetToJson(t));
    for (const VmSize& v : s.vmSizes)
        sizes.append(vmSizeToJson(v));
    for (const UsageRow& r : s.usages)
        usages.append(usageRowToJson(r));
    o.insert(QLatin1String("computes"), computes);
    o.insert(QLatin1String("vmSizes"), sizes);
    o.insert(QLatin1String("usages"), usages);
    return o;
}

SnapshotParseResult snapshotFromJson(const QByteArray& json, const QString& source)
{
    SnapshotParseResult result;
    Reader rd{source, &result.issues};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        rd.issue(QStringLiteral("$"), pe.error != QJsonParseError::NoError
                                          ? QCoreApplication::translate("ComputeJson", "not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString())
                                          : QCoreApplication::translate("ComputeJson", "expected an object"));
        return result;
    }
    const QJsonObject o = doc.object();
    ComputeSnapshot& s = result.snapshot;
    s.backendId = o.value(QLatin1String("backendId")).toString();
    s.location = o.value(QLatin1String("location")).toString();
    s.workspace = o.value(QLatin1String("workspace")).toString();
    s.takenAt = QDateTime::fromString(o.value(QLatin1String("takenAt")).toString(), Qt::ISODateWithMs);
    s.error = o.value(QLatin1String("error")).toString();
    const QJsonArray usages = o.value(QLatin1String("usages")).toArray();
    for (qsizetype i = 0; i < usages.size(); ++i) {
        const QString path = at(QStringLiteral("usages"), i);
        const QJsonObject u = usages.at(i).toObject();
        UsageRow r;
        r.key = rd.string(u, QStringLiteral("name"), path, true);
        if (r.key.isEmpty())
            continue;
        r.displayName = u.value(QLatin1String("displayName")).toString(r.key);
        r.group = u.value(QLatin1String("group")).toString();
        const QString level = u.value(QLatin1String("level")).toString();
        r.level = level == QLatin1String("workspace") ? QuotaLevel::Workspace
                  : level == QLatin1String("cluster") ? QuotaLevel::Cluster
                                                      : QuotaLevel::Subscription;
        const QString pool = u.value(QLatin1String("pool")).toString();
        r.pool = pool == QLatin1String("dedicated")     ? CorePool::Dedicated
                 : pool == QLatin1String("lowPriority") ? CorePool::LowPriority
                                                        : CorePool::Any;
        r.family = u.value(QLatin1String("family")).toString();
        r.workspace = u.value(QLatin1String("workspace")).toString();
        r.cluster = u.value(QLatin1String("cluster")).toString();
        r.current = qint64(rd.number(u, QStringLiteral("used"), path, true).value_or(0));
        r.limit = qint64(rd.number(u, QStringLiteral("limit"), path, true).value_or(-1));
        r.id = u.value(QLatin1String("id")).toString();
        r.unit = u.value(QLatin1String("unit")).toString(QStringLiteral("Count"));
        s.usages << r;
    }
    const QJsonArray sizes = o.value(QLatin1String("vmSizes")).toArray();
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const QString path = at(QStringLiteral("vmSizes"), i);
        const QJsonObject v = sizes.at(i).toObject();
        VmSize z;
        z.name = rd.string(v, QStringLiteral("name"), path, true);
        if (z.name.isEmpty())
            continue;
        z.family = v.value(QLatin1String("family")).toString();
        z.vCpus = int(rd.number(v, QStringLiteral("vCPUs"), path, true).value_or(0));
        z.gpus = v.value(QLatin1String("gpus")).toInt();
        z.memoryGB = v.value(QLatin1String("memoryGB")).toDouble();
        z.lowPriorityCapable = v.value(QLatin1String("lowPriorityCapable")).toBool();
        z.premiumIO = v.value(QLatin1String("premiumIO")).toBool();
        for (const QJsonValue& t : v.value(QLatin1String("supportedComputeTypes")).toArray())
            z.supportedComputeTypes << t.toString();
        if (v.value(QLatin1String("pricePerHour")).isDouble())
            z.pricePerHour = v.value(QLatin1String("pricePerHour")).toDouble();
        if (v.value(QLatin1String("lowPriorityPricePerHour")).isDouble())
            z.lowPriorityPricePerHour = v.value(QLatin1String("lowPriorityPricePerHour")).toDouble();
        z.currency = v.value(QLatin1String("currency")).toString();
        z.priceSource = v.value(QLatin1String("priceSource")).toString();
        s.vmSizes << z;
    }
    const QJsonArray computes = o.value(QLatin1String("computes")).toArray();
    for (qsizetype i = 0; i < computes.size(); ++i) {
        const QString path = at(QStringLiteral("computes"), i);
        const QJsonObject c = computes.at(i).toObject();
        ComputeTarget t;
        t.name = rd.string(c, QStringLiteral("name"), path, true);
        if (t.name.isEmpty())
            continue;
        t.kind = c.value(QLatin1String("kind")).toString();
        if (!computeKindFromKey(t.kind))
            rd.issue(path + QStringLiteral(".kind"), QCoreApplication::translate("ComputeJson", "unknown kind '%1'").arg(t.kind));
        t.computeType = c.value(QLatin1String("computeType")).toString();
        t.state = c.value(QLatin1String("state")).toString();
        t.location = c.value(QLatin1String("location")).toString();
        t.description = c.value(QLatin1String("description")).toString();
        t.resourceId = c.value(QLatin1String("resourceId")).toString();
        t.attached = c.value(QLatin1String("attached")).toBool();
        for (const QJsonValue& e : c.value(QLatin1String("errors")).toArray())
            t.errors << e.toString();
        t.cores = c.value(QLatin1String("cores")).toInt();
        t.memoryBytes = qint64(c.value(QLatin1String("memoryBytes")).toDouble());
        t.vmSize = c.value(QLatin1String("vmSize")).toString();
        t.vmPriority = c.value(QLatin1String("vmPriority")).toString();
        t.minNodes = c.value(QLatin1String("minNodes")).toInt();
        t.maxNodes = c.value(QLatin1String("maxNodes")).toInt();
        t.idleTimeBeforeScaleDown = c.value(QLatin1String("idleTimeBeforeScaleDown")).toString();
        t.allocationState = c.value(QLatin1String("allocationState")).toString();
        t.currentNodes = c.value(QLatin1String("currentNodes")).toInt();
        t.targetNodes = c.value(QLatin1String("targetNodes")).toInt();
        t.idleNodes = c.value(QLatin1String("idleNodes")).toInt();
        t.busyNodes = c.value(QLatin1String("busyNodes")).toInt();
        t.unusableNodes = c.value(QLatin1String("unusableNodes")).toInt();
        t.preemptedNodes = c.value(QLatin1String("preemptedNodes")).toInt();
        t.leavingNodes = c.value(QLatin1String("leavingNodes")).toInt();
        t.identityType = c.value(QLatin1String("identityType")).toString();
        t.defaultInstanceType = c.value(QLatin1String("defaultInstanceType")).toString();
        for (const QJsonValue& iv : c.value(QLatin1String("instanceTypes")).toArray()) {
            const QJsonObject it = iv.toObject();
            InstanceTypeSpec sp;
            sp.name = it.value(QLatin1String("name")).toString();
            const QJsonObject sel = it.value(QLatin1String("nodeSelector")).toObject();
            for (auto k = sel.begin(); k != sel.end(); ++k)
                sp.nodeSelector.insert(k.key(), k.value().toString());
            sp.requestsCpu = it.value(QLatin1String("requestsCpu")).toString();
            sp.requestsMemory = it.value(QLatin1String("requestsMemory")).toString();
            sp.requestsGpu = it.value(QLatin1String("requestsGpu")).toString();
            sp.limitsCpu = it.value(QLatin1String("limitsCpu")).toString();
            sp.limitsMemory = it.value(QLatin1String("limitsMemory")).toString();
            sp.limitsGpu = it.value(QLatin1String("limitsGpu")).toString();
            sp.isDefault = it.value(QLatin1String("isDefault")).toBool();
            t.instanceTypes << sp;
        }
        s.computes << t;
    }
    return result;
}

} // namespace pw
