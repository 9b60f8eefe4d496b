// SPDX-License-Identifier: MIT
#include "validator.h"

#include "suggest.h"
#include "azuremlvalues.h"
#include "validator_p.h"
#include "pipelinegraph.h"
#include "resolvedstep.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <limits>

namespace pw {

namespace {

using namespace azureml;

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(pw::Checker)

public:
    Checker(const PipelineSpec& spec, const PipelineGraph& graph) : m_spec(spec), m_graph(graph) { }

    Diagnostics out;

    void add(Severity sev, const char* rule, const QString& msg, SourceLoc loc, const QString& step = {},
             const QString& field = {})
    {
        Diagnostic d;
        d.severity = sev;
        d.ruleId = QString::fromLatin1(rule);
        d.message = msg;
        d.file = m_spec.file;
        d.line = loc.line;
        d.col = loc.col;
        d.step = step;
        d.field = field;
        // a value can be reached by two checks (an inline input's path is a declaration and a binding);
        // the same finding at the same place is reported once
        const QString key = d.ruleId + QLatin1Char('\x1f') + QString::number(d.line) + QLatin1Char(':')
            + QString::number(d.col) + QLatin1Char('\x1f') + d.message;
        if (m_reported.contains(key))
            return;
        m_reported.insert(key);
        out << d;
    }

    /// add() as a function the checks of other files report through
    ValidationReport reporter()
    {
        return [this](Severity sev, const char* rule, const QString& msg, SourceLoc loc, const QString& step,
                      const QString& field) { add(sev, rule, msg, loc, step, field); };
    }

    void run()
    {
        const QString type = m_spec.type.value.trimmed().toLower();
        if (!m_spec.type) {
            add(Severity::Error, "not-a-pipeline", tr("'type: pipeline' is missing; this file is not a pipeline job"),
                {1, 1});
            return;
        }
        if (type != QLatin1String("pipeline")) {
            add(Severity::Info, "not-a-pipeline",
                tr("this is a '%1' file, not a pipeline; only its YAML was checked").arg(m_spec.type.value),
                m_spec.type.loc);
            return;
        }
        if (m_spec.steps.isEmpty()) {
            add(Severity::Error, "missing-jobs", tr("the pipeline has no steps: add them under 'jobs'"),
                m_spec.jobsLoc.valid() ? m_spec.jobsLoc : SourceLoc {1, 1});
        }
        checkSettings();
        checkPortDecls(m_spec.inputs, QStringLiteral("inputs"), QString(), true);
        checkPortDecls(m_spec.outputs, QStringLiteral("outputs"), QString(), false);
        for (const auto& s : m_spec.steps)
            checkStep(s);
        checkCycles();
    }

private:
    void checkSettings()
    {
        const auto& st = m_spec.settings;
        for (const Field* f : {&st.continueOnStepFailure, &st.forceRerun})
            if (*f && !isBindingText(f->value) && !isSchemaBool(f->value))
                add(Severity::Error, "value-type", tr("'%1' is not a boolean; write true or false").arg(f->value),
                    f->loc, {}, QStringLiteral("settings"));
        checkCompute(st.defaultCompute, QString());
        // azure-ai-ml: settings.default_compute is "serverless" or an azureml: reference (_schema/pipeline/settings.py)
        const Field& dc = st.defaultCompute.field;
        if (dc && !isBindingText(dc.value) && st.defaultCompute.kind != ComputeRef::Kind::Serverless
            && !dc.value.trimmed().startsWith(QLatin1String("azureml:")))
            add(Severity::Error, "compute-name",
                tr("default_compute '%1' must be written azureml:%1, or be serverless").arg(dc.value.trimmed()),
                dc.loc, {}, QStringLiteral("settings.default_compute"));
    }

    void checkCompute(const ComputeRef& c, const QString& step)
    {
        if (c.kind == ComputeRef::Kind::Expression) {
            const Binding b = Binding::parse(c.name);
            if (b.kind == Binding::Kind::ParentInput && !m_spec.input(b.port))
                add(Severity::Error, "binding-unresolved",
                    tr("compute refers to pipeline input '%1', which is not declared under 'inputs'").arg(b.port),
                    c.field.loc, step, QStringLiteral("compute"));
        } else if (c.kind == ComputeRef::Kind::Named && c.name.trimmed().isEmpty()) {
            add(Severity::Error, "compute-name", tr("compute name is empty"), c.field.loc, step, QStringLiteral("compute"));
        }
    }

    // Declarations of a pipeline's or a step's inputs and outputs. A pipeline component declares its ports as a
    // component does; a pipeline job and the steps in it declare them as jobs do.
    void checkPortDecls(const QList<PortDecl>& decls, const QString& where, const QString& step, bool inputs)
    {
        const bool component = m_spec.isComponent && step.isEmpty();
        if (step.isEmpty())
            checkPortNames(decls, where, component);
        for (const auto& p : decls) {
            const QString field = where + QLatin1Char('.') + p.name;
            if (p.type && !isBindingText(p.type.value)) {
                const QString written = p.type.value.trimmed();
                const QString t = written.toLower();
                QStringList known = knownTypes();
                if (component)
                    known << legacyPathType();
                if (!known.contains(t))
                    add(Severity::Warning, "port-type", unknownValueMessage(QStringLiteral("type"), written, known),
                        p.type.loc, step, field);
                else if (component && !known.contains(written))
                    // azure-ai-ml: component ports compare types case-sensitively (DumpableEnumField,
                    // _schema/component/input_output.py)
                    add(Severity::Error, "port-type",
                        tr("type '%1' must be written '%2' in a component").arg(written, t), p.type.loc, step, field);
            }
            if (p.mode && !isBindingText(p.mode.value))
                checkPortMode(p, inputs, component, step, field);
            if (p.defaultValue && p.type)
                checkLiteral(p, p.defaultValue, step, where);
            if (p.path && inputs)
                checkDataPath(p.path, step, field);
        }
    }

    void checkPortMode(const PortDecl& p, bool input, bool component, const QString& step, const QString& field)
    {
        const QString written = p.mode.value.trimmed();
        const QString m = written.toLower();
        if (!knownModes().contains(m)) {
            add(Severity::Warning, "port-mode", unknownValueMessage(QStringLiteral("mode"), written, knownModes()),
                p.mode.loc, step, field);
        } else if (component) {
            // azure-ai-ml: component ports take every mode, compared case-sensitively
            // (_schema/component/input_output.py)
            if (!knownModes().contains(written))
                add(Severity::Error, "port-mode", tr("mode '%1' must be written '%2' in a component").arg(written, m),
                    p.mode.loc, step, field);
        } else if (input) {
            const QString type = p.type && !isBindingText(p.type.value) ? p.type.value.trimmed().toLower() : QString();
            const QStringList allowed = jobInputModes(type);
            if (!allowed.contains(m))
                add(Severity::Error, "port-mode",
                    type.isEmpty() || !knownTypes().contains(type)
                        ? tr("an input cannot use mode '%1'; use one of %2")
                              .arg(written, allowed.join(QLatin1String(", ")))
                        : tr("an input of type %1 cannot use mode '%2'; use one of %3")
                              .arg(type, written, allowed.join(QLatin1String(", "))),
                    p.mode.loc, step, field);
        } else if (!jobOutputModes().contains(m)) {
            add(Severity::Error, "port-mode",
                tr("an output cannot use mode '%1'; use one of %2")
                    .arg(written, jobOutputModes().join(QLatin1String(", "))),
                p.mode.loc, step, field);
        }
    }

    // azure-ai-ml: a component's input and output names follow IOConstants.VALID_KEY_PATTERN
    // (constants/_component.py) and differ in more than case (Component._validate_io_names). The job schemas have no
    // rule of their own: there a name outside the pattern is left to the service.
    void checkPortNames(const QList<PortDecl>& decls, const QString& where, bool component)
    {
        static const QRegularExpression key(
            QStringLiteral(R"(^([a-zA-Z_]+[a-zA-Z0-9_]*)([.]([a-zA-Z_]+[a-zA-Z0-9_]*))*$)"));
        QHash<QString, QString> seen; // lower-case name -> name as first written
        for (const auto& p : decls) {
            const QString field = where + QLatin1Char('.') + p.name;
            if (!key.match(p.name).hasMatch() && component)
                add(Severity::Error, "port-name",
                    tr("'%1' is not a valid name: use letters, digits and underscores, not starting with a digit")
                        .arg(p.name),
                    p.loc, {}, field);
            else if (!key.match(p.name).hasMatch())
                add(Severity::Warning, "port-name",
                    tr("'%1' is not a name Azure ML is known to accept (letters, digits and underscores, not starting "
                       "with a digit); the service will decide")
                        .arg(p.name),
                    p.loc, {}, field);
            const QString lower = p.name.toLower();
            if (component && seen.contains(lower) && seen.value(lower) != p.name)
                add(Severity::Error, "port-name",
                    tr("'%1' and '%2' differ only in case; a component's names must differ in more")
                        .arg(p.name, seen.value(lower)),
                    p.loc, {}, field);
            else if (!seen.contains(lower))
                seen.insert(lower, p.name);
        }
    }

    // A literal value against a declared primitive type, range and enum.
    void checkLiteral(const PortDecl& decl, const Field& value, const QString& step, const QString& where)
    {
        if (!value || isBindingText(value.value))
            return;
        const QString t = decl.type.value.trimmed().toLower();
        const QString v = value.value.trimmed();
        const QString fieldName = where + QLatin1Char('.') + decl.name;
        if (t == QLatin1String("integer")) {
            qint64 i = 0;
            if (!parseInt(v, &i)) {
                add(Severity::Error, "value-type", tr("'%1' is not an integer, as input '%2' requires").arg(v, decl.name),
                    value.loc, step, fieldName);
                return;
            }
        } else if (t == QLatin1String("number")) {
            bool ok = false;
            v.toDouble(&ok);
            if (!ok) {
                add(Severity::Error, "value-type", tr("'%1' is not a number, as input '%2' requires").arg(v, decl.name),
                    value.loc, step, fieldName);
                return;
            }
        } else if (t == QLatin1String("boolean")) {
            if (!parseBool(v)) {
                add(Severity::Error, "value-type", tr("'%1' is not a boolean, as input '%2' requires").arg(v, decl.name),
                    value.loc, step, fieldName);
                return;
            }
        }
        if (t == QLatin1String("integer") || t == QLatin1String("number")) {
            const double x = v.toDouble();
            bool ok = false;
            if (decl.min) {
                const double lo = decl.min.value.toDouble(&ok);
                if (ok && x < lo)
                    add(Severity::Error, "value-range", tr("%1 is below the minimum %2 of input '%3'").arg(v, decl.min.value, decl.name),
                        value.loc, step, fieldName);
            }
            if (decl.max) {
                const double hi = decl.max.value.toDouble(&ok);
                if (ok && x > hi)
                    add(Severity::Error, "value-range", tr("%1 is above the maximum %2 of input '%3'").arg(v, decl.max.value, decl.name),
                        value.loc, step, fieldName);
            }
        }
        if (!decl.enumValues.isEmpty() && !decl.enumValues.contains(v))
            add(Severity::Warning, "value-enum",
                tr("'%1' is not one of the allowed values of input '%2': %3").arg(v, decl.name, decl.enumValues.join(QLatin1String(", "))),
                value.loc, step, fieldName);
    }

    void checkDataPath(const Field& path, const QString& step, const QString& field)
    {
        const QString p = path.value.trimmed();
        if (p.isEmpty() || isBindingText(p))
            return;
        if (isRemoteData(p)) {
            add(Severity::Info, "data-remote",
                tr("'%1' is resolved only when the pipeline runs in an Azure ML workspace").arg(p), path.loc, step, field);
            return;
        }
        QString local = p;
        if (local.startsWith(QLatin1String("file:")))
            local = local.mid(5);
        if (m_spec.file.isEmpty())
            return;
        const QString abs = QDir::cleanPath(QFileInfo(m_spec.file).absoluteDir().absoluteFilePath(local));
        if (!QFileInfo::exists(abs))
            add(Severity::Warning, "path-missing",
                tr("local path '%1' does not exist (looked for %2)").arg(p, QDir::toNativeSeparators(abs)), path.loc, step,
                field);
    }

    /// A local `code:` (of the step, its parallel task, or its component file) that is not there: run and submit both
    /// refuse it.
    void checkCode(const Step& s)
    {
        if (m_spec.file.isEmpty())
            return;
        const bool parallel = s.kind == StepKind::Parallel;
        const Field& own = parallel ? s.parallel.taskCode : s.code;
        const ComponentSpec* c = s.resolved.get();
        const Field& theirs = c ? (parallel ? c->parallel.taskCode : c->code) : own;
        const bool fromComponent = !own && c && theirs;
        const Field& code = fromComponent ? theirs : own;
        const QString v = code.value.trimmed();
        if (!code || v.isEmpty() || isBindingText(v) || v.startsWith(QLatin1String("azureml:"), Qt::CaseInsensitive)
            || v.contains(QLatin1String("://")) || v.startsWith(QLatin1String("git+"), Qt::CaseInsensitive))
            return;
        const QString file = fromComponent && !c->sourceFile.isEmpty() ? c->sourceFile : m_spec.file;
        const QString abs = QDir::cleanPath(QFileInfo(file).absoluteDir().absoluteFilePath(v.startsWith(QLatin1String("file:")) ? v.mid(5) : v));
        if (QFileInfo::exists(abs))
            return;
        const QString field = parallel ? QStringLiteral("task.code") : QStringLiteral("code");
        if (fromComponent && file != m_spec.file)
            add(Severity::Warning, "code-missing",
                tr("the code '%1' of component %2 (line %3) does not exist (looked for %4); running or submitting the step "
                   "needs it")
                    .arg(v, QDir::toNativeSeparators(file))
                    .arg(code.loc.line)
                    .arg(QDir::toNativeSeparators(abs)),
                s.component.field.loc.valid() ? s.component.field.loc : s.loc, s.name, QStringLiteral("component"));
        else
            add(Severity::Warning, "code-missing",
                tr("the code '%1' does not exist (looked for %2); running or submitting the step needs it")
                    .arg(v, QDir::toNativeSeparators(abs)),
                code.loc.valid() ? code.loc : s.loc, s.name, field);
    }

    // ----- "did you mean" ------------------------------------------------------------------------------

    static QString didYouMean(const QString& word, const QStringList& names)
    {
        const QString match = closestMatch(word, names);
        return match.isEmpty() ? QString() : QLatin1Char(' ') + tr("Did you mean '%1'?").arg(match);
    }

    static QStringList portNames(const QList<PortDecl>& ports)
    {
        QStringList out;
        for (const PortDecl& d : ports)
            out << d.name;
        return out;
    }

    QStringList stepNames() const
    {
        QStringList out;
        for (const Step& st : m_spec.steps)
            out << st.name;
        return out;
    }

    static QStringList outputNames(const Step& st)
    {
        QStringList out;
        for (const StepPort& p : st.outputs)
            out << p.name;
        if (st.resolved)
            for (const PortDecl& d : st.resolved->outputs)
                if (!out.contains(d.name))
                    out << d.name;
        return out;
    }

    /// A component file that is not there: a YAML file of the same folder with a name close to it.
    static QString similarFile(const QString& path, const QString& written)
    {
        const QFileInfo fi(path);
        if (path.isEmpty() || fi.exists() || !fi.absoluteDir().exists())
            return QString();
        const QStringList files = fi.absoluteDir().entryList({QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files);
        const QString match = closestMatch(fi.fileName(), files);
        if (match.isEmpty())
            return QString();
        // as the step would write it: the folder part as written, the file name found
        QString suggestion = written.trimmed();
        const qsizetype slash = suggestion.lastIndexOf(QLatin1Char('/'));
        suggestion = (slash >= 0 ? suggestion.left(slash + 1) : QString()) + match;
        return QLatin1Char(' ') + tr("Did you mean '%1'?").arg(suggestion);
    }

    void checkBinding(const Step& s, const StepPort& port, bool isInput)
    {
        const Binding& b = port.binding;
        const QString field = (isInput ? QStringLiteral("inputs.") : QStringLiteral("outputs.")) + port.name;
        const SourceLoc loc = port.loc;
        switch (b.kind) {
        case Binding::Kind::ParentInput:
            if (!m_spec.input(b.port))
                add(Severity::Error, "binding-unresolved",
                    tr("input '%1' of step '%2' is bound to pipeline input '%3', which is not declared under 'inputs'")
                            .arg(port.name, s.name, b.port)
                        + didYouMean(b.port, portNames(m_spec.inputs)),
                    loc, s.name, field);
            else if (isInput)
                checkEdgeTypes(s, port, m_spec.input(b.port)->type.value, tr("pipeline input '%1'").arg(b.port));
            break;
        case Binding::Kind::ParentOutput:
            if (!m_spec.output(b.port))
                add(Severity::Error, "binding-unresolved",
                    tr("output '%1' of step '%2' is bound to pipeline output '%3', which is not declared under 'outputs'")
                            .arg(port.name, s.name, b.port)
                        + didYouMean(b.port, portNames(m_spec.outputs)),
                    loc, s.name, field);
            break;
        case Binding::Kind::StepOutput: {
            if (!isInput) {
                add(Severity::Error, "binding-direction",
                    tr("output '%1' of step '%2' cannot be bound to another step's output").arg(port.name, s.name), loc,
                    s.name, field);
                break;
            }
            const Step* src = m_spec.step(b.step);
            if (!src) {
                add(Severity::Error, "binding-unresolved",
                    tr("input '%1' of step '%2' refers to step '%3', which does not exist").arg(port.name, s.name, b.step)
                        + didYouMean(b.step, stepNames()),
                    loc, s.name, field);
                break;
            }
            if (src->name == s.name) {
                add(Severity::Error, "graph-cycle",
                    tr("input '%1' of step '%2' is bound to the step's own output").arg(port.name, s.name), loc, s.name,
                    field);
                break;
            }
            const bool known = src->output(b.port) || (src->resolved && src->resolved->output(b.port));
            const bool canKnow = src->resolved || !src->outputs.isEmpty();
            if (!known && canKnow && src->kind != StepKind::Opaque) {
                add(Severity::Error, "binding-unresolved",
                    tr("input '%1' of step '%2' refers to output '%3' of step '%4', which has no such output")
                            .arg(port.name, s.name, b.port, b.step)
                        + didYouMean(b.port, outputNames(*src)),
                    loc, s.name, field);
                break;
            }
            if (known)
                checkEdgeTypes(s, port, src->outputType(b.port), tr("output '%1' of step '%2'").arg(b.port, b.step));
            break;
        }
        case Binding::Kind::Other: {
            const QString inner = b.text.trimmed();
            if (inner.contains(QLatin1String("${{parent.")) || inner.contains(QLatin1String("${{ parent."))) {
                // a pipeline's input and output names may hold dots (azure-ai-ml: IOConstants.VALID_KEY_PATTERN,
                // constants/_component.py)
                static const QRegularExpression re(QStringLiteral(R"(\$\{\{\s*parent\.(inputs|outputs)\.[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*\s*\}\}|\$\{\{\s*parent\.jobs\.[A-Za-z0-9_]+\.outputs\.[A-Za-z0-9_]+\s*\}\})"));
                QString rest = inner;
                rest.remove(re);
                if (rest.contains(QLatin1String("${{parent")) || rest.contains(QLatin1String("${{ parent")))
                    add(Severity::Error, "binding-syntax",
                        tr("'%1' is not a valid binding; use ${{parent.inputs.NAME}} or ${{parent.jobs.STEP.outputs.NAME}}")
                            .arg(inner),
                        loc, s.name, field);
            }
            break;
        }
        case Binding::Kind::StepInput:
            if (isInput)
                add(Severity::Error, "binding-syntax",
                    tr("${{inputs.%1}} refers to the step itself; bind step inputs with ${{parent.inputs.%1}}").arg(b.port),
                    loc, s.name, field);
            break;
        case Binding::Kind::Literal:
            if (isInput) {
                if (port.inlineDecl) {
                    checkDataPath(port.decl.path, s.name, field);
                } else if (s.resolved) {
                    if (const PortDecl* d = s.resolved->input(port.name); d && d->type) {
                        Field f;
                        f.present = true;
                        f.value = b.text;
                        f.loc = port.loc;
                        checkLiteral(*d, f, s.name, QStringLiteral("inputs"));
                    }
                }
            }
            break;
        case Binding::Kind::None:
            break;
        }
    }

    void checkEdgeTypes(const Step& s, const StepPort& port, const QString& fromType, const QString& fromWhat)
    {
        const QString toType = s.inputType(port.name);
        if (fromType.isEmpty() || toType.isEmpty() || isBindingText(fromType) || isBindingText(toType))
            return;
        const Compatibility c = typeCompatibility(fromType, toType);
        if (c == Compatibility::Incompatible)
            add(Severity::Error, "type-mismatch",
                tr("input '%1' of step '%2' expects %3 but %4 is %5").arg(port.name, s.name, toType, fromWhat, fromType),
                port.loc, s.name, QStringLiteral("inputs.") + port.name);
        else if (c == Compatibility::Questionable)
            add(Severity::Warning, "type-mismatch",
                tr("input '%1' of step '%2' is declared %3 but receives %4 (%5); check that the step reads it as such")
                    .arg(port.name, s.name, toType, fromWhat, fromType),
                port.loc, s.name, QStringLiteral("inputs.") + port.name);
    }

    void checkStep(const Step& s)
    {
        // azure-ai-ml: is_valid_node_name (_utils/utils.py): a Python identifier of lower-case letters, digits and
        // underscores, checked for every key under `jobs` (PipelineNodeNameStr, _schema/core/fields.py)
        static const QRegularExpression ident(QStringLiteral("^[a-z_][a-z\\d_]*$"),
                                              QRegularExpression::UseUnicodePropertiesOption);
        if (!ident.match(s.name).hasMatch())
            add(Severity::Error, "step-name",
                tr("step name '%1' is not valid: use lower-case letters, digits and underscores, not starting with a digit")
                    .arg(s.name),
                s.loc, s.name);
        if (s.kind == StepKind::Opaque) {
            if (!knownStepTypes().contains(s.type.value.trimmed().toLower()))
                add(Severity::Warning, "step-type",
                    unknownValueMessage(QStringLiteral("type"), s.type.value.trimmed(), knownStepTypes()),
                    s.type.loc.valid() ? s.type.loc : s.loc, s.name, QStringLiteral("type"));
            else if (s.type.value.trimmed().toLower() == QLatin1String("sweep"))
                add(Severity::Info, "step-opaque",
                    tr("sweep step '%1': its settings are kept as written (edit them in the YAML); on this machine it runs "
                       "as trials of its trial component")
                        .arg(s.name),
                    s.type.loc.valid() ? s.type.loc : s.loc, s.name, QStringLiteral("type"));
            else
                add(Severity::Info, "step-opaque",
                    tr("step '%1' of type '%2' is kept as written; it is not edited or run on this machine").arg(s.name, s.type.value),
                    s.type.loc.valid() ? s.type.loc : s.loc, s.name, QStringLiteral("type"));
            const QString opaqueType = s.type.value.trimmed().toLower();
            if (opaqueType == QLatin1String("automl"))
                checkAutomlStep(s, reporter());
            else if (opaqueType == QLatin1String("do_while") || opaqueType == QLatin1String("parallel_for")
                     || opaqueType == QLatin1String("if_else"))
                checkControlFlowStep(m_spec, s, opaqueType, m_loopBodies, reporter());
            else
                checkSweepOrSparkStep(m_spec, s, reporter());
            return;
        }
        // a component file that is not an Azure ML component (a prompt flow, say) is not checked
        // azure-ai-ml: NodeType (constants/_component.py), the types a component file may have
        static const QStringList componentTypes {QStringLiteral("command"), QStringLiteral("parallel"),
                                                 QStringLiteral("pipeline"), QStringLiteral("spark"),
                                                 QStringLiteral("sweep"), QStringLiteral("automl"),
                                                 QStringLiteral("import"), QStringLiteral("data_transfer")};
        const bool componentKnown = s.resolved && componentTypes.contains(s.resolved->type.value.trimmed().toLower());
        // component
        switch (s.component.kind) {
        case ComponentRef::Kind::File:
            if (!s.resolved)
                add(Severity::Error, "component-missing", s.componentError + similarFile(s.component.path, s.component.field.value),
                    s.component.field.loc, s.name, QStringLiteral("component"));
            break;
        case ComponentRef::Kind::Workspace:
        case ComponentRef::Kind::Registry:
            add(Severity::Info, "component-remote",
                tr("component '%1' is resolved only in an Azure ML workspace; its ports are not checked here")
                    .arg(s.component.field.value),
                s.component.field.loc, s.name, QStringLiteral("component"));
            break;
        case ComponentRef::Kind::None:
            if (s.kind == StepKind::Command && !s.command)
                add(Severity::Error, "component-required",
                    tr("step '%1' has neither 'component' nor 'command'").arg(s.name), s.loc, s.name);
            if (s.kind == StepKind::Command && s.command && !s.environment)
                add(Severity::Error, "environment-required",
                    tr("step '%1' runs a command but names no 'environment'").arg(s.name), s.command.loc, s.name,
                    QStringLiteral("environment"));
            if (s.kind == StepKind::Parallel && !s.parallel.hasTask)
                add(Severity::Error, "parallel-task", tr("parallel step '%1' has neither 'component' nor 'task'").arg(s.name),
                    s.loc, s.name, QStringLiteral("task"));
            if (s.kind == StepKind::Pipeline)
                add(Severity::Error, "component-required", tr("pipeline step '%1' names no 'component'").arg(s.name), s.loc,
                    s.name);
            break;
        case ComponentRef::Kind::Inline:
            break;
        }
        if (componentKnown && s.type.present) {
            const QString ct = s.resolved->type.value.trimmed().toLower();
            const QString st = s.type.value.trimmed().toLower();
            if (!ct.isEmpty() && ct != st && !(st == QLatin1String("command") && ct.isEmpty()))
                add(Severity::Error, "step-type",
                    tr("step '%1' is of type '%2' but its component is of type '%3'").arg(s.name, s.type.value, s.resolved->type.value),
                    s.type.loc, s.name, QStringLiteral("type"));
        }
        for (const auto& in : s.inputs) {
            if (componentKnown && !s.resolved->inputs.isEmpty() && !s.resolved->input(in.name) && !in.inlineDecl)
                add(Severity::Warning, "input-unknown",
                    tr("step '%1' sets input '%2', which its component does not declare; Azure ML ignores it").arg(s.name, in.name)
                        + didYouMean(in.name, portNames(s.resolved->inputs)),
                    in.loc, s.name, QStringLiteral("inputs.") + in.name);
            if (in.inlineDecl)
                checkPortDecls({in.decl}, QStringLiteral("inputs"), s.name, true);
            checkBinding(s, in, true);
        }
        for (const auto& out : s.outputs) {
            if (componentKnown && !s.resolved->outputs.isEmpty() && !s.resolved->output(out.name))
                add(Severity::Error, "output-unknown",
                    tr("step '%1' sets output '%2', which its component does not declare").arg(s.name, out.name)
                        + didYouMean(out.name, portNames(s.resolved->outputs)),
                    out.loc, s.name, QStringLiteral("outputs.") + out.name);
            if (out.inlineDecl)
                checkPortDecls({out.decl}, QStringLiteral("outputs"), s.name, false);
            checkBinding(s, out, false);
        }
        if (componentKnown) {
            for (const auto& d : s.resolved->inputs) {
                const bool optional = d.optional && d.optional.value.trimmed().toLower() == QLatin1String("true");
                if (!s.input(d.name) && !optional && !d.defaultValue.present && !d.isLiteralForm)
                    add(Severity::Error, "input-required",
                        tr("step '%1' does not set required input '%2'").arg(s.name, d.name), s.loc, s.name,
                        QStringLiteral("inputs.") + d.name);
            }
        }
        checkCompute(s.compute, s.name);
        checkCode(s);
        // resources and queue settings
        if (s.instanceCount && !isBindingText(s.instanceCount.value)) {
            qint64 n = 0;
            if (!parseInt(s.instanceCount.value, &n) || n < 1)
                add(Severity::Error, "resources",
                    tr("instance_count must be a whole number of at least 1, not '%1'").arg(s.instanceCount.value),
                    s.instanceCount.loc, s.name, QStringLiteral("resources.instance_count"));
        }
        if (s.jobTier && !isBindingText(s.jobTier.value)
            && !knownJobTiers().contains(s.jobTier.value.trimmed().toLower()))
            add(Severity::Warning, "queue-settings",
                unknownValueMessage(QStringLiteral("job_tier"), s.jobTier.value.trimmed(), knownJobTiers()),
                s.jobTier.loc, s.name, QStringLiteral("queue_settings.job_tier"));
        if (s.priority && !isBindingText(s.priority.value)
            && !knownPriorities().contains(s.priority.value.trimmed().toLower()))
            add(Severity::Warning, "queue-settings",
                unknownValueMessage(QStringLiteral("priority"), s.priority.value.trimmed(), knownPriorities()),
                s.priority.loc, s.name, QStringLiteral("queue_settings.priority"));
        if (s.identityType && !isBindingText(s.identityType.value)
            && !knownIdentityTypes().contains(camelToSnake(s.identityType.value.trimmed())))
            add(Severity::Warning, "identity",
                unknownValueMessage(QStringLiteral("identity.type"), s.identityType.value.trimmed(),
                                    knownIdentityTypes()),
                s.identityType.loc, s.name, QStringLiteral("identity.type"));
        if (s.distributionType && !isBindingText(s.distributionType.value)
            && !knownDistributionTypes().contains(s.distributionType.value.trimmed().toLower()))
            add(Severity::Warning, "distribution",
                unknownValueMessage(QStringLiteral("distribution.type"), s.distributionType.value.trimmed(),
                                    knownDistributionTypes()),
                s.distributionType.loc, s.name, QStringLiteral("distribution.type"));
        if (s.timeout && !isBindingText(s.timeout.value)) {
            qint64 t = 0;
            if (!parseInt(s.timeout.value, &t) || t <= 0)
                add(Severity::Error, "limits", tr("limits.timeout must be a positive number of seconds, not '%1'").arg(s.timeout.value),
                    s.timeout.loc, s.name, QStringLiteral("limits.timeout"));
        }
        checkK8sResources(s, reporter());
        if (s.kind == StepKind::Parallel && (componentKnown || !s.resolved))
            checkParallelSettings(s, reporter());
        if (s.kind == StepKind::Pipeline && s.resolved && s.resolved->pipeline)
            checkNested(*s.resolved->pipeline);
    }

    void checkNested(const PipelineSpec& nested)
    {
        if (m_nestedSeen.contains(nested.file))
            return;
        m_nestedSeen.insert(nested.file);
        PipelineGraph g;
        g.rebuild(nested);
        Checker c(nested, g);
        c.m_nestedSeen = m_nestedSeen;
        c.m_nestedComponent = true;
        c.run();
        out += c.out;
    }

    void checkCycles()
    {
        const QStringList c = m_graph.cycle();
        if (c.isEmpty())
            return;
        const Step* first = m_spec.step(c.first());
        add(Severity::Error, "graph-cycle",
            tr("the steps form a cycle: %1; a pipeline must be acyclic").arg(c.join(QStringLiteral(" → "))),
            first ? first->loc : SourceLoc {}, c.first());
    }

    const PipelineSpec& m_spec;
    const PipelineGraph& m_graph;
    QSet<QString> m_nestedSeen;
    QSet<QString> m_reported;
    QHash<QString, QString> m_loopBodies; // step name -> the loop whose body it is
    bool m_nestedComponent = false;
};

} // namespace

const QList<RuleInfo>& validationRules()
{
    static const QList<RuleInfo> rules {
        {"yaml-syntax", Severity::Error, "the file is not valid YAML"},
        {"yaml-type", Severity::Error, "a key holds the wrong kind of value (mapping, list, scalar)"},
        {"yaml-duplicate-key", Severity::Warning, "a key appears twice in one mapping"},
        {"yaml-multiple-documents", Severity::Warning, "the file holds more than one YAML document"},
        {"empty-file", Severity::Error, "the file is empty"},
        {"unknown-key", Severity::Warning, "a key Azure ML does not know (kept as written)"},
        {"not-a-pipeline", Severity::Error, "the file is not a `type: pipeline` job"},
        {"missing-jobs", Severity::Error, "the pipeline has no steps"},
        {"step-name", Severity::Error, "a step name is not an identifier of lower-case letters, digits and underscores"},
        {"step-type", Severity::Error, "a step's type differs from its component's type (error), or is not one Azure ML is known to accept (warning)"},
        {"step-opaque", Severity::Info, "a step type kept as written (sweep, automl, spark, …)"},
        {"sweep-objective", Severity::Error, "a sweep step without objective.primary_metric, or whose goal is not minimize or maximize"},
        {"spark-entry", Severity::Error, "a spark step whose entry names neither or both of file and class_name"},
        {"automl-step", Severity::Error, "an automl step without a known task, training data bound from the pipeline or a target column"},
        {"component-missing", Severity::Error, "a component file is missing or malformed"},
        {"code-missing", Severity::Warning, "a step's local code folder or file does not exist"},
        {"component-remote", Severity::Info, "a workspace or registry component, resolved only remotely"},
        {"component-required", Severity::Error, "a step without component or command"},
        {"environment-required", Severity::Error, "an inline command without environment"},
        {"input-unknown", Severity::Warning, "a step sets an input its component does not declare"},
        {"output-unknown", Severity::Error, "a step sets an output its component does not declare"},
        {"input-required", Severity::Error, "a required component input is not set"},
        {"binding-unresolved", Severity::Error, "a binding refers to something that does not exist"},
        {"binding-syntax", Severity::Error, "a binding expression is malformed"},
        {"binding-direction", Severity::Error, "an output bound to another step's output"},
        {"type-mismatch", Severity::Error, "an output feeds an input of an incompatible type"},
        {"graph-cycle", Severity::Error, "the steps form a cycle"},
        {"port-name", Severity::Error, "a component's input/output name is not valid or differs from another only in case (error); a pipeline job's is not one Azure ML is known to accept (warning)"},
        {"port-type", Severity::Error, "a component writes a type in the wrong case (error); a type Azure ML is not known to accept (warning)"},
        {"port-mode", Severity::Error, "a mode an input or output of its kind cannot use (error); a mode Azure ML is not known to accept (warning)"},
        {"value-type", Severity::Error, "a literal does not match its declared type"},
        {"value-range", Severity::Error, "a literal is outside its declared min/max"},
        {"value-enum", Severity::Warning, "a literal is not one of its declared enum values"},
        {"data-remote", Severity::Info, "a data asset or datastore URI, resolved only remotely"},
        {"path-missing", Severity::Warning, "a local input path does not exist"},
        {"compute-name", Severity::Error, "an empty compute name, or a default_compute neither azureml:<name> nor serverless"},
        {"resources", Severity::Error, "resources.instance_count is not a positive integer"},
        {"queue-settings", Severity::Warning, "job_tier or priority is not one Azure ML is known to accept"},
        {"identity", Severity::Warning, "identity.type is not one Azure ML is known to accept"},
        {"distribution", Severity::Warning, "distribution.type is not one Azure ML is known to accept"},
        {"limits", Severity::Error, "limits.timeout is not a positive integer"},
        {"k8s-resources", Severity::Error, "Kubernetes requests/limits rules (units, GPU only in limits, requests ≤ limits)"},
        {"parallel-range", Severity::Error, "a parallel setting is out of its range"},
        {"parallel-mini-batch-size", Severity::Error, "mini_batch_size does not follow ^\\d+([kKmMgG][bB])*$ (error), or is 0 (warning)"},
        {"parallel-logging-level", Severity::Warning, "logging_level is not one Azure ML is known to accept"},
        {"parallel-partition-keys", Severity::Error, "partition_keys is not a list"},
        {"parallel-input-data", Severity::Error, "input_data is missing or does not name an input (error), or names one that is not mltable/uri_folder (warning; error for a primitive)"},
        {"parallel-task", Severity::Error, "the parallel task lacks type, entry_script or environment (error), or its type is not one Azure ML is known to accept (warning)"},
        {"parallel-append-row", Severity::Error, "append_row_to does not name a declared output"},
        {"parallel-program-arguments", Severity::Error, "a predefined program argument is out of range or misspelt"},
    };
    return rules;
}

Diagnostics validate(const PipelineSpec& spec, const PipelineGraph& graph)
{
    Checker c(spec, graph);
    c.run();
    return c.out;
}

} // namespace pw
