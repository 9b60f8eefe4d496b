// SPDX-License-Identifier: MIT
#include "instancetype.h"

#include "yamldata.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace pw {

namespace {


Diagnostic diag(const QString& message, const QString& file, int line, int col, const QString& field,
                const QString& step = QString())
{
    Diagnostic d;
    d.severity = Severity::Error;
    d.ruleId = QStringLiteral("k8s-resources");
    d.message = message;
    d.file = file;
    d.line = line;
    d.col = col;
    d.field = field;
    d.step = step;
    return d;
}

} // namespace

qint64 parseCpuMillicores(const QString& quantity)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)(m?)$"));
    const QRegularExpressionMatch m = re.match(quantity.trimmed());
    if (!m.hasMatch())
        return -1;
    const double v = m.captured(1).toDouble();
    if (!m.captured(2).isEmpty())
        return m.captured(1).contains(QLatin1Char('.')) ? -1 : qint64(v);
    return qint64(std::llround(v * 1000));
}

qint64 parseMemoryBytes(const QString& quantity)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)(Ki|Mi|Gi|Ti|K|M|G|T|k)?$"));
    const QRegularExpressionMatch m = re.match(quantity.trimmed());
    if (!m.hasMatch())
        return -1;
    const double v = m.captured(1).toDouble();
    const QString u = m.captured(2);
    double f = 1;
    if (u == QLatin1String("Ki"))
        f = 1024.0;
    else if (u == QLatin1String("Mi"))
        f = 1024.0 * 1024;
    else if (u == QLatin1String("Gi"))
        f = 1024.0 * 1024 * 1024;
    else if (u == QLatin1String("Ti"))
        f = 1024.0 * 1024 * 1024 * 1024;
    else if (u == QLatin1String("K") || u == QLatin1String("k"))
        f = 1e3;
    else if (u == QLatin1String("M"))
        f = 1e6;
    else if (u == QLatin1String("G"))
        f = 1e9;
    else if (u == QLatin1String("T"))
        f = 1e12;
    return qint64(std::llround(v * f));
}

Diagnostics validateInstanceType(const InstanceTypeSpec& t, const QString& file, int line, int col)
{
    Diagnostics out;
    static const QRegularExpression dns(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
    if (!dns.match(t.name).hasMatch())
        out << diag(QCoreApplication::translate("InstanceType", "The instance type name '%1' must be lower-case letters, digits and '-', start and end with a "
                       "letter or digit, at most 63 characters.")
                        .arg(t.name),
                    file, line, col, QStringLiteral("metadata.name"));
    auto cpu = [&](const QString& v, const QString& field) -> qint64 {
        if (v.isEmpty()) {
            out << diag(QCoreApplication::translate("InstanceType", "%1 must not be empty.").arg(field), file, line, col, field);
            return -1;
        }
        const qint64 m = parseCpuMillicores(v);
        if (m < 0)
            out << diag(QCoreApplication::translate("InstanceType", "%1 '%2' is not a CPU quantity: use cores (\"2\", \"0.5\") or millicores (\"100m\").")
                            .arg(field, v),
                        file, line, col, field);
        else if (m == 0)
            out << diag(QCoreApplication::translate("InstanceType", "%1 must not be 0.").arg(field), file, line, col, field);
        return m;
    };
    auto mem = [&](const QString& v, const QString& field) -> qint64 {
        if (v.isEmpty()) {
            out << diag(QCoreApplication::translate("InstanceType", "%1 must not be empty.").arg(field), file, line, col, field);
            return -1;
        }
        const qint64 b = parseMemoryBytes(v);
        if (b < 0)
            out << diag(QCoreApplication::translate("InstanceType", "%1 '%2' is not a memory quantity: use Ki, Mi, Gi (or K, M, G), e.g. \"1024Mi\".")
                            .arg(field, v),
                        file, line, col, field);
        else if (b == 0)
            out << diag(QCoreApplication::translate("InstanceType", "%1 must not be 0.").arg(field), file, line, col, field);
        return b;
    };
    const qint64 rc = cpu(t.requestsCpu, QStringLiteral("resources.requests.cpu"));
    const qint64 lc = cpu(t.limitsCpu, QStringLiteral("resources.limits.cpu"));
    const qint64 rm = mem(t.requestsMemory, QStringLiteral("resources.requests.memory"));
    const qint64 lm = mem(t.limitsMemory, QStringLiteral("resources.limits.memory"));
    if (rc > 0 && lc > 0 && rc > lc)
        out << diag(QCoreApplication::translate("InstanceType", "The CPU request (%1) is above the limit (%2): requests must not exceed limits.")
                        .arg(t.requestsCpu, t.limitsCpu),
                    file, line, col, QStringLiteral("resources.requests.cpu"));
    if (rm > 0 && lm > 0 && rm > lm)
        out << diag(QCoreApplication::translate("InstanceType", "The memory request (%1) is above the limit (%2): requests must not exceed limits.")
                        .arg(t.requestsMemory, t.limitsMemory),
                    file, line, col, QStringLiteral("resources.requests.memory"));
    if (!t.requestsGpu.isEmpty())
        out << diag(QCoreApplication::translate("InstanceType", "A GPU may be given only under resources.limits (nvidia.com/gpu), not under requests."), file,
                    line, col, QStringLiteral("resources.requests.nvidia.com/gpu"));
    if (!t.limitsGpu.isEmpty()) {
        bool ok = false;
        const int g = t.limitsGpu.toInt(&ok);
        if (!ok || g < 0) // 0 is allowed: a type without GPU may say so (`nvidia.com/gpu: 0`)
            out << diag(QCoreApplication::translate("InstanceType", "nvidia.com/gpu '%1' must be a whole number (0 or more).").arg(t.limitsGpu), file, line, col,
                        QStringLiteral("resources.limits.nvidia.com/gpu"));
    }
    return out;
}

QByteArray writeInstanceTypes(const QList<InstanceTypeSpec>& types)
{
    // quantities and label values always quoted (escaped as YAML double-quoted strings); names and label keys plain
    // unless a YAML reader would take them for something else (`yes`, `123`, `null`)
    auto q = [](const QString& v) {
        return yamlStringText(v, YamlQuoting::Double);
    };
    auto plain = [](const QString& v) {
        return yamlStringText(v);
    };
    static const QRegularExpression wholeNumber(QStringLiteral("^[0-9]+$"));
    auto one = [&](const InstanceTypeSpec& t, const QString& indent) {
        QString s;
        s += indent + QStringLiteral("apiVersion: amlarc.azureml.com/v1alpha1\n");
        s += indent + QStringLiteral("kind: InstanceType\n");
        s += indent + QStringLiteral("metadata:\n") + indent + QStringLiteral("  name: ") + plain(t.name) + QLatin1Char('\n');
        s += indent + QStringLiteral("spec:\n");
        if (!t.nodeSelector.isEmpty()) {
            s += indent + QStringLiteral("  nodeSelector:\n");
            for (auto it = t.nodeSelector.cbegin(); it != t.nodeSelector.cend(); ++it)
                s += indent + QStringLiteral("    ") + plain(it.key()) + QStringLiteral(": ") + q(it.value()) + QLatin1Char('\n');
        }
        // an empty section would read back as null: only the sections that hold something
        const bool hasLimits = !t.limitsCpu.isEmpty() || !t.limitsGpu.isEmpty() || !t.limitsMemory.isEmpty();
        const bool hasRequests = !t.requestsCpu.isEmpty() || !t.requestsMemory.isEmpty();
        if (hasLimits || hasRequests)
            s += indent + QStringLiteral("  resources:\n");
        if (hasLimits)
            s += indent + QStringLiteral("    limits:\n");
        if (!t.limitsCpu.isEmpty())
            s += indent + QStringLiteral("      cpu: ") + q(t.limitsCpu) + QLatin1Char('\n');
        if (!t.limitsGpu.isEmpty())
            s += indent + QStringLiteral("      nvidia.com/gpu: ")
                + (wholeNumber.match(t.limitsGpu).hasMatch() ? t.limitsGpu : q(t.limitsGpu)) + QLatin1Char('\n');
        if (!t.limitsMemory.isEmpty())
            s += indent + QStringLiteral("      memory: ") + q(t.limitsMemory) + QLatin1Char('\n');
        if (hasRequests)
            s += indent + QStringLiteral("    requests:\n");
        if (!t.requestsCpu.isEmpty())
            s += indent + QStringLiteral("      cpu: ") + q(t.requestsCpu) + QLatin1Char('\n');
        if (!t.requestsMemory.isEmpty())
            s += indent + QStringLiteral("      memory: ") + q(t.requestsMemory) + QLatin1Char('\n');
        return s;
    };
    if (types.size() == 1)
        return one(types.first(), QString()).toUtf8();
    QString s = QStringLiteral("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceTypeList\nitems:\n");
    for (const InstanceTypeSpec& t : types) {
        QString item = one(t, QStringLiteral("  "));
        item.replace(0, 2, QStringLiteral("- "));
        s += item;
    }
    return s.toUtf8();
}

Diagnostics checkStepResources(const StepResources& r, const ComputeTarget& compute, const QString& step)
{
    Diagnostics out;
    QString typeName = r.instanceType;
    if (typeName.isEmpty())
        typeName = compute.defaultInstanceType.isEmpty() ? QStringLiteral("defaultinstancetype")
                                                         : compute.defaultInstanceType;
    const InstanceTypeSpec* type = nullptr;
    for (const InstanceTypeSpec& t : compute.instanceTypes) {
        if (t.name == typeName || (r.instanceType.isEmpty() && t.isDefault))
            type = &t;
    }
    if (!type) {
        if (!r.instanceType.isEmpty() && !compute.instanceTypes.isEmpty())
            out << diag(QCoreApplication::translate("InstanceType", "The compute %1 has no instance type named %2.").arg(compute.name, r.instanceType),
                        QString(), 0, 0, QStringLiteral("resources.instance_type"), step);
        return out;
    }
    auto below = [&](qint64 asked, qint64 limit, const QString& stepText, const QString& limitText, const QString& field) {
        if (asked > 0 && limit > 0 && asked >= limit)
            out << diag(QCoreApplication::translate("InstanceType", "The limit %1 (%2) must be below the instance type %3's (%4).")
                            .arg(field, stepText, type->name, limitText),
                        QString(), 0, 0, QStringLiteral("resources.limits.") + field);
    };
    below(parseCpuMillicores(r.limitsCpu), parseCpuMillicores(type->limitsCpu), r.limitsCpu, type->limitsCpu,
          QStringLiteral("cpu"));
    below(parseMemoryBytes(r.limitsMemory), parseMemoryBytes(type->limitsMemory), r.limitsMemory, type->limitsMemory,
          QStringLiteral("memory"));
    if (!r.limitsGpu.isEmpty() && r.limitsGpu.toInt() > type->limitsGpu.toInt())
        out << diag(QCoreApplication::translate("InstanceType", "The step asks for %1 GPUs; the instance type %2 has %3.")
                        .arg(r.limitsGpu, type->name, type->limitsGpu.isEmpty() ? QStringLiteral("0") : type->limitsGpu),
                    QString(), 0, 0, QStringLiteral("resources.limits.nvidia.com/gpu"));
    for (Diagnostic& d : out)
        d.step = step;
    return out;
}

} // namespace pw
