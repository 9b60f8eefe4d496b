// SPDX-License-Identifier: MIT
// The validator's checks of the step types whose settings are kept as written: automl, sweep and spark steps, and the
// control-flow nodes (do_while, parallel_for, if_else). Each says what the service (or the SDK that submits) refuses
// before the step runs, so that validate, the studio's Problems, submit and a local run stop on the same finding.
#include "validator_p.h"
#include "azuremlvalues.h"
#include "resolvedstep.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw {

namespace {

using namespace azureml;

class StepTypeChecker
{
    Q_DECLARE_TR_FUNCTIONS(pw::Checker)

public:
    StepTypeChecker(const PipelineSpec& spec, const ValidationReport& report) : m_spec(spec), m_report(report) { }

    /// What Azure ML refuses in an automl step before it runs: the task, its training data (a binding: a pipeline
    /// input or a step's output) and its target column (every task but text_ner). Submit checks the rest of the
    /// task's schema (azuresubmit_automl.cpp).
    void checkAutoml(const Step& s)
    {
        const yaml::Node* n = s.node.get();
        if (!n || !n->isMap())
            return;
        auto at = [](const yaml::Node* v) { return SourceLoc {v->pos.line, v->pos.col}; };
        const yaml::Node* task = n->get("task");
        const QString name = azureml::camelToSnake(task && task->isScalar() ? QString::fromStdString(task->value).trimmed() : QString());
        if (!task || name.isEmpty())
            add(Severity::Error, "automl-step",
                tr("automl step '%1' needs task: (%2)").arg(s.name, azureml::knownAutomlTasks().join(QStringLiteral(", "))), s.loc,
                s.name, QStringLiteral("task"));
        else if (!azureml::knownAutomlTasks().contains(name))
            add(Severity::Error, "automl-step",
                tr("task '%1' is not an AutoML task (%2)").arg(QString::fromStdString(task->value).trimmed(),
                                                               azureml::knownAutomlTasks().join(QStringLiteral(", "))),
                at(task), s.name, QStringLiteral("task"));
        const yaml::Node* data = n->get("training_data");
        if (!data)
            add(Severity::Error, "automl-step", tr("automl step '%1' needs training_data").arg(s.name), s.loc, s.name,
                QStringLiteral("training_data"));
        for (const char* key : {"training_data", "validation_data", "test_data"})
            if (const yaml::Node* d = n->get(key); d && !(d->isScalar() && azureml::isBindingText(QString::fromStdString(d->value))))
                add(Severity::Error, "automl-step",
                    tr("%1 of automl step '%2' must name a pipeline input or another step's output; give the data to the "
                       "pipeline as an input and bind it here").arg(QLatin1String(key), s.name),
                    at(d), s.name, QLatin1String(key));
        if (name != QLatin1String("text_ner") && !n->get("target_column_name"))
            add(Severity::Error, "automl-step",
                tr("automl step '%1' needs target_column_name, the column it learns to predict").arg(s.name), s.loc, s.name,
                QStringLiteral("target_column_name"));
    }

    /// What azure-ai-ml refuses in a control-flow node (LoopNode and ConditionNode, entities/_builders): a loop's
    /// body (do_while, parallel_for) names a command or pipeline step of this pipeline as ${{parent.jobs.NAME}}, and no
    /// step is the body of two loops; a do_while has its condition, a parallel_for its items; an if_else has a
    /// condition that is a binding or a boolean and at least one of true_block and false_block, each naming a step,
    /// not the same one.
    void checkControlFlow(const Step& s, const QString& type, QHash<QString, QString>& loopBodies)
    {
        const yaml::Node* n = s.node.get();
        if (!n || !n->isMap())
            return;
        auto at = [&](const yaml::Node* v) { return v ? SourceLoc {v->pos.line, v->pos.col} : s.loc; };
        static const QRegularExpression stepRef(QStringLiteral("^\\$\\{\\{\\s*parent\\.jobs\\.([A-Za-z_][\\w]*)\\s*\\}\\}$"));
        // the step a block names, or null with the finding added
        auto block = [&](const char* key, bool required) -> const Step* {
            const yaml::Node* v = n->get(key);
            if (!v) {
                if (required)
                    add(Severity::Error, "control-flow",
                        tr("%1 step '%2' needs %3: the step it runs, as ${{parent.jobs.NAME}}").arg(type, s.name, QLatin1String(key)),
                        s.loc, s.name, QLatin1String(key));
                return nullptr;
            }
            const QRegularExpressionMatch m = stepRef.match(v->isScalar() ? QString::fromStdString(v->value).trimmed() : QString());
            if (!m.hasMatch()) {
                add(Severity::Error, "control-flow",
                    tr("%1 of %2 step '%3' must name a step of this pipeline as ${{parent.jobs.NAME}}").arg(QLatin1String(key), type, s.name),
                    at(v), s.name, QLatin1String(key));
                return nullptr;
            }
            const QString name = m.captured(1);
            for (const Step& other : m_spec.steps)
                if (other.name == name) {
                    if (&other == &s)
                        break;
                    return &other;
                }
            add(Severity::Error, "control-flow",
                tr("%1 of %2 step '%3' names step '%4', which is not in this pipeline").arg(QLatin1String(key), type, s.name, name),
                at(v), s.name, QLatin1String(key));
            return nullptr;
        };
        auto scalarText = [&](const char* key) {
            const yaml::Node* v = n->get(key);
            return v && v->isScalar() ? QString::fromStdString(v->value).trimmed() : QString();
        };
        if (type == QLatin1String("if_else")) {
            const yaml::Node* condition = n->get("condition");
            const QString c = scalarText("condition");
            if (!condition || c.isEmpty())
                add(Severity::Error, "control-flow",
                    tr("if_else step '%1' needs condition: a control output of a step, as ${{parent.jobs.NAME.outputs.OUTPUT}}").arg(s.name),
                    s.loc, s.name, QStringLiteral("condition"));
            else if (!azureml::isBindingText(c) && c.compare(QLatin1String("true"), Qt::CaseInsensitive) != 0
                     && c.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
                add(Severity::Error, "control-flow",
                    tr("condition of if_else step '%1' must be a binding (for example ${{parent.jobs.check.outputs.passed}}) or true/false")
                        .arg(s.name),
                    at(condition), s.name, QStringLiteral("condition"));
            if (!n->get("true_block") && !n->get("false_block")) {
                add(Severity::Error, "control-flow",
                    tr("if_else step '%1' needs true_block or false_block: the step to run when the condition holds or not").arg(s.name),
                    s.loc, s.name, QStringLiteral("true_block"));
                return;
            }
            const Step* whenTrue = block("true_block", false);
            const Step* whenFalse = block("false_block", false);
            if (whenTrue && whenTrue == whenFalse)
                add(Severity::Error, "control-flow",
                    tr("true_block and false_block of if_else step '%1' name the same step '%2'").arg(s.name, whenTrue->name),
                    at(n->get("false_block")), s.name, QStringLiteral("false_block"));
            return;
        }
        // a loop
        if (const Step* body = block("body", true)) {
            if (body->kind != StepKind::Command && body->kind != StepKind::Pipeline)
                add(Severity::Error, "control-flow",
                    tr("the body of %1 step '%2' is step '%3', a %4 step; a loop runs a command or pipeline step")
                        .arg(type, s.name, body->name, body->type.value.trimmed().isEmpty() ? QStringLiteral("command") : body->type.value.trimmed()),
                    at(n->get("body")), s.name, QStringLiteral("body"));
            else if (const QString loop = loopBodies.value(body->name); !loop.isEmpty())
                add(Severity::Error, "control-flow",
                    tr("step '%1' is already the body of loop '%2'; a step is the body of one loop only").arg(body->name, loop),
                    at(n->get("body")), s.name, QStringLiteral("body"));
            else
                loopBodies.insert(body->name, s.name);
        }
        if (type == QLatin1String("do_while") && scalarText("condition").isEmpty() && !(n->get("condition") && !n->get("condition")->isScalar()))
            add(Severity::Error, "control-flow",
                tr("do_while step '%1' needs condition: the body's control output that says whether to run again").arg(s.name),
                s.loc, s.name, QStringLiteral("condition"));
        if (type == QLatin1String("parallel_for") && !n->get("items"))
            add(Severity::Error, "control-flow",
                tr("parallel_for step '%1' needs items: the inputs of each run of its body").arg(s.name), s.loc, s.name,
                QStringLiteral("items"));
    }

    /// What Azure ML refuses in a sweep or spark step before it runs, read from the step resolved over its component
    /// as both backends read it: a sweep's objective (the metric and whether it is minimized or maximized) and a spark
    /// step's entry (one of file and class_name). A value in a component file is reported in the step (its line).
    void checkSweepOrSpark(const Step& s)
    {
        if (s.component.kind == ComponentRef::Kind::Workspace || s.component.kind == ComponentRef::Kind::Registry)
            return; // a workspace's or registry's component holds what is not written here
        const ResolvedStep rs = resolveStep(m_spec, s);
        auto place = [&](const ResolvedValue& v) { return v.isSet() && v.file == m_spec.file && v.loc.valid() ? v.loc : s.loc; };
        if (rs.isSweep) {
            const ResolvedValue& o = rs.sweep.objective;
            const QString metric = o.member(QStringLiteral("primary_metric")).toString().trimmed();
            const QString goal = o.member(QStringLiteral("goal")).toString().trimmed().toLower();
            if (!o.isSet() || metric.isEmpty())
                add(Severity::Error, "sweep-objective",
                    tr("sweep step '%1' needs objective.primary_metric: the metric its trials log that chooses the best one").arg(s.name),
                    place(o), s.name, QStringLiteral("objective"));
            else if (goal != QLatin1String("minimize") && goal != QLatin1String("maximize") && !azureml::isBindingText(goal))
                add(Severity::Error, "sweep-objective",
                    tr("sweep step '%1': objective.goal must be minimize or maximize").arg(s.name), place(o), s.name,
                    QStringLiteral("objective"));
        }
        if (rs.isSpark) {
            const ResolvedValue& e = rs.spark.entry;
            const QString file = e.member(QStringLiteral("file")).toString().trimmed();
            const QString className = e.member(QStringLiteral("class_name")).toString().trimmed();
            if (file.isEmpty() == className.isEmpty())
                add(Severity::Error, "spark-entry",
                    tr("spark step '%1' needs entry with one of file (a Python file or a jar) and class_name").arg(s.name), place(e),
                    s.name, QStringLiteral("entry"));
        }
    }


private:
    void add(Severity sev, const char* rule, const QString& msg, SourceLoc loc, const QString& step = {},
             const QString& field = {})
    {
        m_report(sev, rule, msg, loc, step, field);
    }

    const PipelineSpec& m_spec;
    const ValidationReport& m_report;
};

} // namespace

void checkAutomlStep(const Step& s, const ValidationReport& report)
{
    static const PipelineSpec none;
    StepTypeChecker(none, report).checkAutoml(s);
}

void checkSweepOrSparkStep(const PipelineSpec& spec, const Step& s, const ValidationReport& report)
{
    StepTypeChecker(spec, report).checkSweepOrSpark(s);
}

void checkControlFlowStep(const PipelineSpec& spec, const Step& s, const QString& type, QHash<QString, QString>& loopBodies,
                          const ValidationReport& report)
{
    StepTypeChecker(spec, report).checkControlFlow(s, type, loopBodies);
}

} // namespace pw
