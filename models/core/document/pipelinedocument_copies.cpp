// SPDX-License-Identifier: MIT
// PipelineDocument's edits of several entries at once: removing entries (deleting steps and links), copies of steps
// (duplicate, the clipboard's text, paste) and promoting a step's input to a pipeline input. Each one is one undo
// step made on a private copy of the text (YamlScratch) and pushed as one text change.
#include "pipelinedocument.h"

#include "yamlscratch.h"
#include "yamltree.h"

#include <algorithm>
#include <utility>

namespace pw {

namespace {

    std::string u8(const QString& s)
    {
        const QByteArray b = s.toUtf8();
        return std::string(b.constData(), static_cast<std::size_t>(b.size()));
    }

    QString qs(const std::string& s)
    {
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    }

    const QString kJobs = QStringLiteral("jobs");

    // Rewrite the binding of each scalar input (or of an input's `path`); an input whose binding `rewrite` refuses
    // is dropped, and an inputs mapping left empty goes away.
    void rewriteInputs(yaml::Value& step, const BindingRewrite& rewrite)
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
                        const std::optional<QString> replaced = rewrite ? rewrite(b) : std::optional<QString>(b.text);
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

bool PipelineDocument::removeEntries(const QList<YamlPath>& paths, const QList<YamlPath>& emptied, const QString& label)
{
    if (m_readOnly || !m_parsed || paths.isEmpty())
        return false;
    YamlScratch work(text());
    if (!work.ok())
        return false;
    for (const YamlPath& path : paths)
        work.remove(path);
    for (const YamlPath& path : emptied)
        work.removeIfEmpty(path);
    if (work.text() == text())
        return false;
    return pushEdit(work.text(), label, QString());
}

QList<StepCopy> PipelineDocument::stepCopies(const QStringList& names) const
{
    QList<StepCopy> out;
    for (const QString& n : names)
        if (const yaml::Node* node = nodeAt({kJobs, n}); node && node->isMap())
            out.append({n, std::make_shared<const yaml::Value>(yaml::toValue(*node))});
    return out;
}

QList<StepCopy> PipelineDocument::stepsInText(const QString& text)
{
    QList<StepCopy> out;
    yaml::Document clip;
    if (!yaml::parse(u8(text), clip, nullptr) || !clip.root || !clip.root->isMap())
        return out;
    const yaml::Node* source = clip.root.get();
    if (const yaml::Node* jobs = source->get("jobs"); jobs && jobs->isMap())
        source = jobs;
    for (const yaml::Entry& e : source->entries) {
        if (!e.key || !e.value || !e.value->isMap())
            continue;
        const yaml::Node* v = e.value.get();
        if (!v->get("type") && !v->get("component") && !v->get("command"))
            continue;
        out.append({qs(e.key->value), std::make_shared<const yaml::Value>(yaml::toValue(*v))});
    }
    return out;
}

QString PipelineDocument::stepsText(const QStringList& names) const
{
    const yaml::Node* jobs = nodeAt({kJobs});
    if (!jobs || !jobs->isMap())
        return QString();
    const std::string& t = m_yaml->text;
    QString out;
    for (const QString& n : names) {
        const yaml::Entry* e = jobs->entry(u8(n));
        if (!e || !e->key || !e->value)
            continue;
        std::size_t begin = e->key->begin;
        while (begin > 0 && t[begin - 1] != '\n')
            --begin;
        std::size_t end = std::max(e->value->end, e->key->end);
        while (end < t.size() && t[end] != '\n')
            ++end;
        const int indent = e->key->pos.col - 1;
        const QStringList lines = qs(t.substr(begin, end - begin)).split(QLatin1Char('\n'));
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

QStringList PipelineDocument::insertSteps(
    const QList<QPair<QString, StepCopy>>& steps, const BindingRewrite& rewrite, const QString& label)
{
    QStringList created;
    if (m_readOnly || !m_parsed || steps.isEmpty())
        return created;
    QList<QPair<QString, yaml::Value>> values;
    for (const auto& [name, copy] : steps) {
        if (!copy.value)
            continue;
        yaml::Value v = *copy.value;
        dropParentOutputs(v);
        rewriteInputs(v, rewrite);
        values.append({name, std::move(v)});
    }
    YamlScratch work(text());
    if (!work.ok())
        return created;
    if (const yaml::Node* jobs = work.at({kJobs}); jobs && jobs->isMap()) {
        for (const auto& [name, v] : std::as_const(values))
            if (work.insert({kJobs}, name, v))
                created << name;
        if (created.isEmpty() || !pushEdit(work.text(), label, QString()))
            return {};
        return created;
    }
    // no jobs yet: the mapping is written whole (false when `jobs` holds something that is not a mapping)
    yaml::Value jobs = yaml::Value::mapping();
    for (const auto& [name, v] : std::as_const(values)) {
        jobs.set(u8(name), v);
        created << name;
    }
    if (created.isEmpty() || !setValue({kJobs}, jobs, label))
        return {};
    return created;
}

bool PipelineDocument::promoteInput(const QString& stepName, const QString& input, const QString& name, const QString& label)
{
    if (m_readOnly || !m_parsed)
        return false;
    const Step* step = m_spec->step(stepName);
    if (!step || !step->inputNames().contains(input) || m_spec->input(name))
        return false;
    const StepPort* bound = step->input(input);
    const QString type = step->inputType(input);
    const PortDecl* decl = step->resolved ? step->resolved->input(input) : nullptr;
    const YamlPath inputPath {kJobs, stepName, QStringLiteral("inputs"), input};
    yaml::Value value;
    if (const yaml::Node* literal = nodeAt(inputPath);
        literal && bound && bound->binding.kind == Binding::Kind::Literal && !bound->inlineDecl) {
        value = yaml::toValue(*literal);
    } else if (portFamily(type) == QLatin1String("primitive") && decl && decl->defaultValue) {
        value = yaml::Value::mapping();
        value.set("type", yaml::Value::str(u8(type)));
        value.set("default", yaml::Value::raw(u8(decl->defaultValue.value)));
    } else {
        value = yaml::Value::mapping();
        value.set("type", yaml::Value::str(u8(type.isEmpty() ? QStringLiteral("string") : type)));
        if (bound && bound->inlineDecl && bound->decl.path)
            value.set("path", yaml::Value::str(u8(bound->decl.path.value)));
    }
    // the declaration and the binding as one text change
    YamlScratch work(text());
    if (!work.ok() || !work.set({QStringLiteral("inputs"), name}, value)
        || !work.setScalar(inputPath, QStringLiteral("${{parent.inputs.%1}}").arg(name)))
        return false;
    return pushEdit(work.text(), label, QString());
}

} // namespace pw
