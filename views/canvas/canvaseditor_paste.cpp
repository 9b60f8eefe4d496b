// SPDX-License-Identifier: MIT
// CanvasEditor's copies: duplicating steps, their YAML text for the clipboard, and pasting steps with their
// bindings and layout.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "yamlscratch.h"

#include <QHash>
#include <QUndoStack>

#include <functional>
#include <optional>

namespace pw {

using namespace canvasedit;

namespace {

    // Rewrite ${{parent.jobs.<old>.outputs.x}} in the scalar inputs of a step value; drop bindings `keep` refuses.
    void rewriteInputs(yaml::Value& step, const std::function<std::optional<QString>(const Binding&)>& mapBinding)
    {
        for (auto& [key, val] : step.map) {
            if (key != "inputs" || val.kind != yaml::Kind::Map)
                continue;
            std::vector<std::pair<std::string, yaml::Value>> kept;
            for (auto& [name, in] : val.map) {
                yaml::Value* scalar = &in;
                if (in.kind == yaml::Kind::Map) {
                    scalar = nullptr;
                    for (auto& [k, v] : in.map)
                        if (k == "path" && v.kind == yaml::Kind::Scalar)
                            scalar = &v;
                }
                if (scalar && scalar->kind == yaml::Kind::Scalar) {
                    const Binding b = Binding::parse(qs(scalar->scalar));
                    if (b.isExpression()) {
                        const std::optional<QString> replaced = mapBinding(b);
                        if (!replaced)
                            continue; // dropped
                        if (*replaced != b.text)
                            *scalar = yaml::Value::str(u8(*replaced));
                    }
                }
                kept.emplace_back(name, in);
            }
            val.map = std::move(kept);
        }
        // an inputs mapping left empty goes away
        std::erase_if(step.map, [](const auto& kv) {
            return kv.first == "inputs" && kv.second.kind == yaml::Kind::Map && kv.second.map.empty();
        });
    }

    // Step outputs bound to pipeline outputs are not copied: a pipeline output takes one producer.
    void dropParentOutputs(yaml::Value& step)
    {
        for (auto& [key, val] : step.map) {
            if (key != "outputs" || val.kind != yaml::Kind::Map)
                continue;
            std::erase_if(val.map, [](const auto& kv) {
                return kv.second.kind == yaml::Kind::Scalar
                    && Binding::parse(qs(kv.second.scalar)).kind == Binding::Kind::ParentOutput;
            });
        }
        std::erase_if(step.map, [](const auto& kv) {
            return kv.first == "outputs" && kv.second.kind == yaml::Kind::Map && kv.second.map.empty();
        });
    }

} // namespace

QStringList CanvasEditor::duplicateSteps(const QStringList& names, const QPointF& offset)
{
    QStringList created;
    if (m_document->isReadOnly() || names.isEmpty())
        return created;
    YamlScratch work(m_document->text());
    if (!work.ok() || !work.at({ QStringLiteral("jobs") }))
        return created;
    QHash<QString, QString> renamed;
    for (const QString& n : names)
        if (m_document->spec().step(n))
            renamed.insert(n, uniqueStepName(n + QStringLiteral("_copy"), renamed.values()));
    QHash<QString, QPointF> positions;
    for (const QString& n : names) {
        if (!renamed.contains(n))
            continue;
        const yaml::Node* node = work.at({ QStringLiteral("jobs"), n });
        if (!node)
            continue;
        yaml::Value v = yaml::toValue(*node);
        dropParentOutputs(v);
        rewriteInputs(v, [&](const Binding& b) -> std::optional<QString> {
            if (b.kind == Binding::Kind::StepOutput && renamed.contains(b.step))
                return stepBinding(renamed.value(b.step), b.port);
            return b.text;
        });
        const QString newName = renamed.value(n);
        if (!work.insert({ QStringLiteral("jobs") }, newName, v))
            continue;
        created << newName;
        if (m_layout && m_layout->hasPosition(CanvasLayout::stepKey(n)))
            positions.insert(CanvasLayout::stepKey(newName), m_layout->position(CanvasLayout::stepKey(n)) + offset);
    }
    if (created.isEmpty())
        return created;
    const QString label = created.size() == 1 ? tr("Duplicate %1").arg(names.first())
                                              : tr("Duplicate %n steps", nullptr, int(created.size()));
    UndoMacro macro(m_document->undoStack(), label, true);
    if (m_layout && !positions.isEmpty())
        m_layout->movePositions(m_document->undoStack(), positions, label);
    pushText(work.text(), label);
    return created;
}

QString CanvasEditor::copyText(const QStringList& names) const
{
    const yaml::Node* jobs = m_document->nodeAt({ QStringLiteral("jobs") });
    if (!jobs || !jobs->isMap())
        return QString();
    const std::string& text = m_document->yaml().text;
    QString out;
    for (const QString& n : names) {
        const yaml::Entry* e = jobs->entry(u8(n));
        if (!e || !e->key || !e->value)
            continue;
        std::size_t begin = e->key->begin;
        while (begin > 0 && text[begin - 1] != '\n')
            --begin;
        std::size_t end = std::max(e->value->end, e->key->end);
        while (end < text.size() && text[end] != '\n')
            ++end;
        const int indent = e->key->pos.col - 1;
        const QStringList lines = qs(text.substr(begin, end - begin)).split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            QString l = line;
            if (l.endsWith(QLatin1Char('\r')))
                l.chop(1);
            int strip = 0;
            while (strip < indent && strip < l.size() && l.at(strip) == QLatin1Char(' '))
                ++strip;
            out += l.mid(strip) + QLatin1Char('\n');
        }
    }
    return out;
}

QStringList CanvasEditor::pasteText(
    const QString& text, const QPointF& position, QString* error, const QHash<QString, QPointF>& relative)
{
    QStringList created;
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return QStringList();
    };
    if (m_document->isReadOnly() || !m_document->isParsed())
        return fail(tr("Steps can only be pasted into a pipeline that parses."));
    yaml::Document clip;
    yaml::ParseError parseError;
    if (!yaml::parse(u8(text), clip, &parseError) || !clip.root || !clip.root->isMap())
        return fail(tr("The clipboard holds no pipeline steps (YAML step entries or a 'jobs' mapping)."));
    const yaml::Node* source = clip.root.get();
    if (const yaml::Node* jobs = source->get("jobs"); jobs && jobs->isMap())
        source = jobs;
    QList<QPair<QString, yaml::Value>> steps;
    for (const yaml::Entry& e : source->entries) {
        if (!e.key || !e.value || !e.value->isMap())
            continue;
        const yaml::Node* v = e.value.get();
        if (!v->get("type") && !v->get("component") && !v->get("command"))
            continue;
        steps.append({ qs(e.key->value), yaml::toValue(*v) });
    }
    if (steps.isEmpty())
        return fail(tr("The clipboard holds no pipeline steps (YAML step entries or a 'jobs' mapping)."));

    QHash<QString, QString> renamed;
    for (const auto& [name, value] : std::as_const(steps))
        renamed.insert(name, uniqueStepName(name, renamed.values()));
    const PipelineSpec& spec = m_document->spec();
    QHash<QString, QPointF> positions;
    yaml::Value jobs = yaml::Value::mapping();
    int column = 0;
    // steps that came without a place go in a row below the ones that kept their layout
    qreal below = 0;
    bool anyKept = false;
    for (const auto& [name, value] : std::as_const(steps))
        if (relative.contains(name)) {
            below = qMax(below, relative.value(name).y() + 160);
            anyKept = true;
        }
    for (auto& [name, value] : steps) {
        dropParentOutputs(value);
        rewriteInputs(value, [&](const Binding& b) -> std::optional<QString> {
            if (b.kind == Binding::Kind::StepOutput) {
                if (renamed.contains(b.step))
                    return stepBinding(renamed.value(b.step), b.port);
                if (spec.step(b.step))
                    return b.text;
                return std::nullopt; // refers to a step this pipeline does not have: left unbound
            }
            if (b.kind == Binding::Kind::ParentInput)
                return spec.input(b.port) ? std::optional<QString>(b.text) : std::nullopt;
            return b.text;
        });
        const QString newName = renamed.value(name);
        jobs.set(u8(newName), value);
        created << newName;
        if (relative.contains(name)) {
            positions.insert(CanvasLayout::stepKey(newName), position + relative.value(name));
            continue;
        }
        positions.insert(CanvasLayout::stepKey(newName),
            position + QPointF(column * 300.0, (anyKept ? below : 0) + column * 40.0));
        ++column;
    }

    YamlScratch work(m_document->text());
    if (!work.ok())
        return fail(tr("Steps can only be pasted into a pipeline that parses."));
    if (const yaml::Node* j = work.at({ QStringLiteral("jobs") }); j && j->isMap()) {
        for (const auto& [k, v] : jobs.map)
            work.insert({ QStringLiteral("jobs") }, qs(k), v);
    } else {
        const QString label = tr("Paste");
        UndoMacro macro(m_document->undoStack(), label, true);
        if (m_layout)
            m_layout->movePositions(m_document->undoStack(), positions, label);
        if (!m_document->setValue({ QStringLiteral("jobs") }, jobs, label))
            return fail(tr("The steps could not be written: the pipeline's 'jobs' is not a mapping."));
        return created;
    }
    const QString label = created.size() == 1 ? tr("Paste %1").arg(created.first())
                                              : tr("Paste %n steps", nullptr, int(created.size()));
    UndoMacro macro(m_document->undoStack(), label, true);
    if (m_layout)
        m_layout->movePositions(m_document->undoStack(), positions, label);
    pushText(work.text(), label);
    return created;
}

} // namespace pw
