// SPDX-License-Identifier: MIT
#include "pipelinespec.h"
#include "diagnostic.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw {

namespace {

template<typename List>
auto findByName(const List& list, const QString& n) -> decltype(&list.front())
{
    for (const auto& x : list)
        if (x.name == n)
            return &x;
    return nullptr;
}

} // namespace

Binding Binding::parse(const QString& text)
{
    Binding b;
    b.text = text;
    const QString t = text.trimmed();
    if (t.isEmpty())
        return b;
    static const QRegularExpression whole(QStringLiteral(R"(^\$\{\{\s*([^}]*?)\s*\}\}$)"));
    const auto m = whole.match(t);
    if (!m.hasMatch()) {
        b.kind = t.contains(QLatin1String("${{")) ? Kind::Other : Kind::Literal;
        return b;
    }
    const QStringList parts = m.captured(1).split(QLatin1Char('.'));
    if (parts.size() == 3 && parts[0] == QLatin1String("parent") && parts[1] == QLatin1String("inputs")) {
        b.kind = Kind::ParentInput;
        b.port = parts[2];
    } else if (parts.size() == 3 && parts[0] == QLatin1String("parent") && parts[1] == QLatin1String("outputs")) {
        b.kind = Kind::ParentOutput;
        b.port = parts[2];
    } else if (parts.size() == 5 && parts[0] == QLatin1String("parent") && parts[1] == QLatin1String("jobs")
               && parts[3] == QLatin1String("outputs")) {
        b.kind = Kind::StepOutput;
        b.step = parts[2];
        b.port = parts[4];
    } else if (parts.size() == 2 && parts[0] == QLatin1String("inputs")) {
        b.kind = Kind::StepInput;
        b.port = parts[1];
    } else {
        b.kind = Kind::Other;
    }
    return b;
}

ComputeRef ComputeRef::parse(const Field& f)
{
    ComputeRef c;
    c.field = f;
    if (!f) {
        c.kind = Kind::Default;
        return c;
    }
    const QString v = f.value.trimmed();
    if (v.startsWith(QLatin1String("${{"))) {
        c.kind = Kind::Expression;
        c.name = v;
    } else if (v.compare(QLatin1String("serverless"), Qt::CaseInsensitive) == 0
               || v.compare(QLatin1String("azureml:serverless"), Qt::CaseInsensitive) == 0) {
        c.kind = Kind::Serverless;
    } else if (v.compare(QLatin1String("local"), Qt::CaseInsensitive) == 0
               || v.compare(QLatin1String("azureml:local"), Qt::CaseInsensitive) == 0) {
        c.kind = Kind::Local;
    } else {
        c.kind = Kind::Named;
        c.name = v.startsWith(QLatin1String("azureml:")) ? v.mid(8) : v;
    }
    return c;
}

QString ComputeRef::display() const
{
    switch (kind) {
    case Kind::Default:
        return QCoreApplication::translate("pw::ComputeRef", "pipeline default");
    case Kind::Serverless:
        return QCoreApplication::translate("pw::ComputeRef", "serverless");
    case Kind::Local:
        return QCoreApplication::translate("pw::ComputeRef", "this machine");
    case Kind::Named:
    case Kind::Expression:
        return name;
    }
    return QString();
}

const PortDecl* ComponentSpec::input(const QString& n) const
{
    return findByName(inputs, n);
}

const PortDecl* ComponentSpec::output(const QString& n) const
{
    return findByName(outputs, n);
}

const StepPort* Step::input(const QString& n) const
{
    return findByName(inputs, n);
}

const StepPort* Step::output(const QString& n) const
{
    return findByName(outputs, n);
}

QString Step::inputType(const QString& n) const
{
    if (const StepPort* p = input(n); p && p->inlineDecl && p->decl.type)
        return p->decl.type.value;
    if (resolved)
        if (const PortDecl* d = resolved->input(n); d && d->type)
            return d->type.value;
    return QString();
}

QString Step::outputType(const QString& n) const
{
    if (const StepPort* p = output(n); p && p->inlineDecl && p->decl.type)
        return p->decl.type.value;
    if (resolved)
        if (const PortDecl* d = resolved->output(n); d && d->type)
            return d->type.value;
    // an output bound to the pipeline's takes its type; outputs without a type are folders in Azure ML
    if (const StepPort* p = output(n); p && !p->parentType.isEmpty())
        return p->parentType;
    return output(n) ? QStringLiteral("uri_folder") : QString();
}

QStringList Step::inputNames() const
{
    QStringList names;
    if (resolved)
        for (const auto& d : resolved->inputs)
            names << d.name;
    for (const auto& p : inputs)
        if (!names.contains(p.name))
            names << p.name;
    return names;
}

QStringList Step::outputNames() const
{
    QStringList names;
    if (resolved)
        for (const auto& d : resolved->outputs)
            names << d.name;
    for (const auto& p : outputs)
        if (!names.contains(p.name))
            names << p.name;
    return names;
}

const Step* PipelineSpec::step(const QString& n) const
{
    if (stepIndex.size() == steps.size() && !steps.isEmpty()) {
        auto it = stepIndex.constFind(n);
        return it == stepIndex.constEnd() ? nullptr : &steps[*it];
    }
    return findByName(steps, n);
}

void PipelineSpec::indexSteps()
{
    stepIndex.clear();
    for (qsizetype i = steps.size() - 1; i >= 0; --i)
        stepIndex.insert(steps[i].name, i);
}

const PortDecl* PipelineSpec::input(const QString& n) const
{
    return findByName(inputs, n);
}

const PortDecl* PipelineSpec::output(const QString& n) const
{
    return findByName(outputs, n);
}

QString stepKindName(StepKind k)
{
    switch (k) {
    case StepKind::Command:
        return QStringLiteral("command");
    case StepKind::Parallel:
        return QStringLiteral("parallel");
    case StepKind::Pipeline:
        return QStringLiteral("pipeline");
    case StepKind::Opaque:
        return QStringLiteral("other");
    }
    return QString();
}

QString portFamily(const QString& type)
{
    const QString t = type.toLower();
    if (t == QLatin1String("uri_file") || t == QLatin1String("uri_folder") || t == QLatin1String("mltable"))
        return QStringLiteral("data");
    if (t == QLatin1String("mlflow_model") || t == QLatin1String("custom_model") || t == QLatin1String("triton_model"))
        return QStringLiteral("model");
    if (t == QLatin1String("integer") || t == QLatin1String("number") || t == QLatin1String("string")
        || t == QLatin1String("boolean"))
        return QStringLiteral("primitive");
    return QStringLiteral("unknown");
}

Compatibility typeCompatibility(const QString& from, const QString& to)
{
    if (from.isEmpty() || to.isEmpty())
        return Compatibility::Compatible;
    const QString f = from.toLower();
    const QString t = to.toLower();
    if (f == t)
        return Compatibility::Compatible;
    const QString ff = portFamily(f);
    const QString tf = portFamily(t);
    if (ff == QLatin1String("unknown") || tf == QLatin1String("unknown"))
        return Compatibility::Compatible;
    if (ff != tf) {
        // a model folder can be read as a folder and vice versa (Azure ML mounts either way)
        const bool modelFolder = (ff == QLatin1String("model") && t == QLatin1String("uri_folder"))
            || (tf == QLatin1String("model") && f == QLatin1String("uri_folder"));
        if (modelFolder)
            return Compatibility::Compatible;
        // a primitive input may take a file's content path as a string
        if (t == QLatin1String("string"))
            return Compatibility::Questionable;
        return Compatibility::Incompatible;
    }
    if (ff == QLatin1String("data")) {
        // a folder holding an MLTable file feeds an mltable input; files and folders mount either way
        if (f == QLatin1String("uri_file") || t == QLatin1String("uri_file"))
            return Compatibility::Questionable;
        return Compatibility::Compatible;
    }
    if (ff == QLatin1String("primitive")) {
        if ((f == QLatin1String("integer") && t == QLatin1String("number")) || t == QLatin1String("string"))
            return Compatibility::Compatible;
        return Compatibility::Incompatible;
    }
    return Compatibility::Compatible;
}

bool typesCompatible(const QString& from, const QString& to)
{
    return typeCompatibility(from, to) != Compatibility::Incompatible;
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("note");
    }
    return QString();
}

QString Diagnostic::toString(const QString& displayPath) const
{
    const QString p = displayPath.isEmpty() ? file : displayPath;
    return QStringLiteral("%1:%2:%3: %4: %5 [%6]")
        .arg(p)
        .arg(line)
        .arg(col)
        .arg(severityName(severity), message, ruleId);
}

} // namespace pw
