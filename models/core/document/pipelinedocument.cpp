// SPDX-License-Identifier: MIT
#include "pipelinedocument.h"
#include "preparepipeline.h"
#include "fileio.h"
#include "componentcache.h"
#include "specbuilder.h"
#include "undostack.h"
#include "validator.h"
#include "yamlscratch.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace pw {

namespace {

std::string u8(const QString& s)
{
    const QByteArray b = s.toUtf8();
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

} // namespace

/// One change of the document's text. Undo restores the previous bytes exactly.
class TextChangeCommand : public UndoCommand
{
public:
    TextChangeCommand(PipelineDocument* doc, QByteArray before, QByteArray after, const QString& label,
                      QString mergeKey)
        : UndoCommand(label)
        , m_doc(doc)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeKey(std::move(mergeKey))
        , m_time(QDateTime::currentMSecsSinceEpoch())
    {
    }
    void redo() override
    {
        // the first redo() is the push itself; a later one comes back from an undo
        if (m_applied)
            m_sealed = true;
        m_applied = true;
        m_doc->applyText(m_after);
    }
    void undo() override
    {
        m_sealed = true; // an undone or redone step is closed: the next edit starts a step of its own
        m_doc->applyText(m_before);
    }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 0x5057; }
    bool mergeWith(const UndoCommand* other) override
    {
        const auto* o = static_cast<const TextChangeCommand*>(other);
        // typing merges into one step; a pause of two seconds starts a new one
        if (m_sealed || o->m_mergeKey != m_mergeKey || o->m_time - m_time > 2000)
            return false;
        m_after = o->m_after;
        m_time = o->m_time;
        return true;
    }

private:
    PipelineDocument* m_doc;
    QByteArray m_before;
    QByteArray m_after;
    QString m_mergeKey;
    qint64 m_time;
    bool m_applied = false;
    bool m_sealed = false;
};

PipelineDocument::PipelineDocument(QObject* parent)
    : QObject(parent)
    , m_yaml(std::make_shared<yaml::Document>())
    , m_spec(std::make_shared<PipelineSpec>())
    , m_undo(new UndoStack(this))
    , m_components(std::make_shared<ComponentCache>())
{
    connect(m_undo, &UndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

PipelineDocument::~PipelineDocument() = default;

bool PipelineDocument::load(const QString& path)
{
    QByteArray bytes;
    if (!readFileBytes(path, bytes, &m_error))
        return false;
    setContent(bytes, path);
    return true;
}

void PipelineDocument::setContent(const QByteArray& text, const QString& path)
{
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_undo->clear();
    applyText(text);
    m_undo->setClean();
    Q_EMIT filePathChanged(m_path);
}

bool PipelineDocument::save(const QString& path)
{
    const QString target = path.isEmpty() ? m_path : QFileInfo(path).absoluteFilePath();
    if (target.isEmpty()) {
        m_error = tr("the document has no file name yet; use Save As");
        return false;
    }
    if (m_readOnly) {
        m_error = tr("'%1' is not UTF-8 text; it is shown read-only and is not saved, so nothing in it is lost")
                      .arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    if (!writeFileAtomically(target, text(), &m_error))
        return false;
    const bool moved = target != m_path;
    m_path = target;
    m_undo->setClean();
    if (moved) {
        applyText(text()); // relative references now resolve from the new folder
        Q_EMIT filePathChanged(m_path);
    }
    return true;
}

QString PipelineDocument::displayName() const
{
    return m_path.isEmpty() ? tr("untitled.yml") : QFileInfo(m_path).fileName();
}

QByteArray PipelineDocument::text() const
{
    return QByteArray(m_yaml->text.data(), static_cast<qsizetype>(m_yaml->text.size()));
}

bool PipelineDocument::isModified() const
{
    return !m_undo->isClean();
}

bool PipelineDocument::isParsed() const
{
    return m_parsed;
}

bool PipelineDocument::isPipeline() const
{
    return m_spec->type.value.trimmed().compare(QLatin1String("pipeline"), Qt::CaseInsensitive) == 0;
}

int PipelineDocument::errorCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                                          [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

int PipelineDocument::warningCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                                          [](const Diagnostic& d) { return d.severity == Severity::Warning; }));
}

void PipelineDocument::setComponentCache(std::shared_ptr<ComponentCache> cache)
{
    m_components = cache ? std::move(cache) : std::make_shared<ComponentCache>();
    rebuild();
}

QString PipelineDocument::yamlErrorInWords(const std::string& message)
{
    // yaml-cpp's messages (ErrorMsg in yaml-cpp/exceptions.h), said as what is wrong at that place
    const QString m = QString::fromStdString(message);
    struct Known
    {
        const char* start;
        const char* words;
    };
    static const Known known[] = {
        {"end of map not found", QT_TR_NOOP("a line here does not continue the mapping above it: it is indented differently from "
                                            "the keys beside it, or it is not 'key: value'")},
        {"end of map flow not found", QT_TR_NOOP("a mapping opened with '{' is not closed with '}'")},
        {"end of sequence not found", QT_TR_NOOP("a line here does not continue the list above it: each item starts with '- ' at "
                                                 "the same indentation")},
        {"end of sequence flow not found", QT_TR_NOOP("a list opened with '[' is not closed with ']'")},
        {"illegal map value", QT_TR_NOOP("a ':' followed by a space where a value cannot have one; put the value in quotes "
                                         "(for example command: \"echo a: b\")")},
        {"illegal map key", QT_TR_NOOP("a key where none can start here; check the indentation")},
        {"illegal block entry", QT_TR_NOOP("a list item ('- ') where none can start: indent it under the key it belongs to")},
        {"illegal EOF in scalar", QT_TR_NOOP("a quoted text is not closed before the end of the file")},
        {"illegal document indicator in scalar", QT_TR_NOOP("'---' or '...' inside a quoted text")},
        {"illegal character in scalar", QT_TR_NOOP("a character that cannot stand in a plain value here; put the value in quotes")},
        {"illegal flow end", QT_TR_NOOP("a ']' or '}' that closes nothing")},
        {"unknown escape character: ", QT_TR_NOOP("an escape ('\\' and a letter) that double quotes do not know; use single "
                                                  "quotes, or write '\\\\'")},
        {"the referenced anchor is not defined", QT_TR_NOOP("an alias (*name) names an anchor (&name) that is not defined "
                                                            "before it")},
        {"unexpected character in block scalar", QT_TR_NOOP("text after '|' or '>' on the same line")},
        {"unknown token", QT_TR_NOOP("text the YAML reader cannot make sense of here")},
        {"alias not found after *", QT_TR_NOOP("a '*' without an alias name after it")},
        {"anchor not found after &", QT_TR_NOOP("a '&' without an anchor name after it")},
    };
    for (const Known& k : known)
        if (m.startsWith(QLatin1String(k.start)))
            return tr(k.words);
    return m;
}

std::shared_ptr<PreparedContent> PipelineDocument::prepare(const QByteArray& text, const QString& path,
                                                           const std::shared_ptr<ComponentCache>& components)
{
    return preparePipeline(text, path, components, PrepareChecks::Validate);
}

std::shared_ptr<PreparedContent> preparePipeline(const QByteArray& text, const QString& path,
                                                 const std::shared_ptr<ComponentCache>& components, PrepareChecks checks)
{
    auto out = std::make_shared<PreparedContent>();
    out->path = path;
    yaml::ParseError err;
    out->yaml = std::make_shared<yaml::Document>();
    out->parsed = yaml::parse(std::string(text.constData(), static_cast<std::size_t>(text.size())), *out->yaml, &err);
    out->readOnly = !out->parsed && err.message.find("UTF-8") != std::string::npos;
    const yaml::Document& doc = *out->yaml;
    if (!out->parsed) {
        Diagnostic d;
        d.severity = Severity::Error;
        d.ruleId = QStringLiteral("yaml-syntax");
        d.message = PipelineDocument::tr("YAML syntax error: %1").arg(PipelineDocument::yamlErrorInWords(err.message));
        d.file = path;
        d.line = err.pos.line;
        d.col = err.pos.col;
        out->loadDiagnostics << d;
    } else if (!doc.root || doc.root->isNull()) {
        Diagnostic d;
        d.severity = Severity::Error;
        d.ruleId = QStringLiteral("empty-file");
        d.message = PipelineDocument::tr("the file is empty; a pipeline needs at least 'type: pipeline' and 'jobs'");
        d.file = path;
        d.line = 1;
        d.col = 1;
        out->loadDiagnostics << d;
    }
    for (const auto& w : doc.warnings) {
        Diagnostic d;
        d.severity = Severity::Warning;
        const bool dup = w.message.rfind("duplicate key", 0) == 0;
        d.ruleId = dup ? QStringLiteral("yaml-duplicate-key") : QStringLiteral("yaml-multiple-documents");
        d.message = dup ? PipelineDocument::tr("%1; the last one wins in Azure ML, the others are ignored").arg(QString::fromStdString(w.message))
                        : PipelineDocument::tr("the file holds more than one YAML document; only the first is used");
        d.file = path;
        d.line = w.pos.line;
        d.col = w.pos.col;
        out->loadDiagnostics << d;
    }
    Diagnostics buildDiags;
    out->spec = std::make_shared<PipelineSpec>(
        buildPipelineSpec(out->parsed ? doc.root.get() : nullptr, path, components.get(), &buildDiags));
    out->diagnostics = out->loadDiagnostics + buildDiags;
    if (checks == PrepareChecks::Validate && out->parsed && doc.root && !doc.root->isNull()) {
        PipelineGraph g;
        g.rebuild(*out->spec);
        out->diagnostics += validate(*out->spec, g);
    }
    std::stable_sort(out->diagnostics.begin(), out->diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        if (a.file != b.file)
            return a.file < b.file;
        if (a.line != b.line)
            return a.line < b.line;
        return a.col < b.col;
    });
    return out;
}

std::shared_ptr<PreparedContent> PipelineDocument::readAndPrepare(const QString& path,
                                                                  const std::shared_ptr<ComponentCache>& components)
{
    QByteArray bytes;
    QString error;
    const QString abs = QFileInfo(path).absoluteFilePath();
    if (!readFileBytes(abs, bytes, &error)) {
        auto out = std::make_shared<PreparedContent>();
        out->path = abs;
        out->error = error;
        return out;
    }
    return prepare(bytes, abs, components);
}

void PipelineDocument::install(const std::shared_ptr<PreparedContent>& p)
{
    m_yaml = p->yaml;
    m_spec = p->spec;
    m_parsed = p->parsed;
    m_readOnly = p->readOnly;
    m_diagnostics = p->diagnostics;
    m_graph.rebuild(*m_spec);
    Q_EMIT changed();
    Q_EMIT diagnosticsChanged();
}

void PipelineDocument::adopt(const std::shared_ptr<PreparedContent>& prepared)
{
    if (!prepared || !prepared->error.isEmpty())
        return;
    m_path = prepared->path;
    m_undo->clear();
    install(prepared);
    m_undo->setClean();
    Q_EMIT filePathChanged(m_path);
}

void PipelineDocument::applyText(const QByteArray& text)
{
    install(prepare(text, m_path, m_components));
}

void PipelineDocument::rebuild()
{
    applyText(text());
}

void PipelineDocument::revalidate()
{
    m_components->clear();
    rebuild();
}

const yaml::Node* PipelineDocument::nodeAt(const YamlPath& path) const
{
    return nodeAtPath(*m_yaml, path);
}

SourceLoc PipelineDocument::locationOf(const YamlPath& path) const
{
    if (path.isEmpty())
        return {1, 1};
    const yaml::Node* parent = nodeAt(path.mid(0, path.size() - 1));
    if (parent && parent->isMap())
        if (const yaml::Entry* e = parent->entry(u8(path.last())))
            return {e->key->pos.line, e->key->pos.col};
    if (const yaml::Node* n = nodeAt(path))
        return {n->pos.line, n->pos.col};
    return {};
}

bool PipelineDocument::pushEdit(const QByteArray& newText, const QString& label, const QString& mergeKey)
{
    if (m_readOnly)
        return false;
    const QByteArray old = text();
    if (old == newText)
        return true;
    m_undo->push(new TextChangeCommand(this, old, newText, label, mergeKey));
    return true;
}

bool PipelineDocument::setValue(const YamlPath& path, const yaml::Value& value, const QString& label)
{
    if (!m_parsed || path.isEmpty() || m_readOnly)
        return false;
    const std::optional<yaml::TextEdit> edit = setValueEdit(*m_yaml, path, value);
    if (!edit)
        return false;
    const QString text = label.isEmpty() ? tr("Set %1").arg(path.join(QLatin1Char('.'))) : label;
    return pushEdit(QByteArray::fromStdString(yaml::Editor::apply(m_yaml->text, *edit)), text, QString());
}

bool PipelineDocument::setScalar(const YamlPath& path, const QString& value, const QString& label)
{
    if (!m_parsed || path.isEmpty() || m_readOnly)
        return false;
    bool inPlace = false;
    const std::optional<yaml::TextEdit> edit = setScalarEdit(*m_yaml, path, value, &inPlace);
    if (!edit)
        return false;
    const QString text = label.isEmpty() ? tr("Set %1").arg(path.join(QLatin1Char('.'))) : label;
    // typing into one field merges into one undo step
    const QString key = inPlace ? QStringLiteral("scalar:") + path.join(QLatin1Char('\x1f')) : QString();
    return pushEdit(QByteArray::fromStdString(yaml::Editor::apply(m_yaml->text, *edit)), text, key);
}

bool PipelineDocument::remove(const YamlPath& path, const QString& label)
{
    if (!m_parsed || path.isEmpty() || m_readOnly)
        return false;
    const yaml::Node* parent = nodeAt(path.mid(0, path.size() - 1));
    if (!parent)
        return false;
    const yaml::Editor ed(*m_yaml);
    std::optional<yaml::TextEdit> edit;
    if (parent->isMap()) {
        edit = ed.removeEntry(*parent, u8(path.last()));
    } else if (parent->isSeq()) {
        bool ok = false;
        const int idx = path.last().toInt(&ok);
        if (ok && idx >= 0)
            edit = ed.removeItem(*parent, static_cast<std::size_t>(idx));
    }
    if (!edit)
        return false;
    const QString text = label.isEmpty() ? tr("Remove %1").arg(path.join(QLatin1Char('.'))) : label;
    return pushEdit(QByteArray::fromStdString(yaml::Editor::apply(m_yaml->text, *edit)), text, QString());
}

bool PipelineDocument::renameKey(const YamlPath& path, const QString& newKey, const QString& label)
{
    if (!m_parsed || path.isEmpty() || m_readOnly)
        return false;
    const yaml::Node* parent = nodeAt(path.mid(0, path.size() - 1));
    if (!parent || !parent->isMap())
        return false;
    const yaml::Editor ed(*m_yaml);
    auto edit = ed.renameKey(*parent, u8(path.last()), u8(newKey));
    if (!edit)
        return false;
    if (path.size() == 2 && path.first() == QLatin1String("jobs"))
        m_graph.renameNode(NodeKind::Step, path.last(), newKey);
    const QString text = label.isEmpty() ? tr("Rename %1 to %2").arg(path.last(), newKey) : label;
    return pushEdit(QByteArray::fromStdString(yaml::Editor::apply(m_yaml->text, *edit)), text, QString());
}

bool PipelineDocument::renameStep(const QString& oldName, const QString& newName)
{
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!m_parsed || m_readOnly || oldName == newName || !ident.match(newName).hasMatch())
        return false;
    const yaml::Node* jobs = nodeAt({QStringLiteral("jobs")});
    if (!jobs || !jobs->isMap() || !jobs->entry(u8(oldName)) || jobs->entry(u8(newName)))
        return false;
    // every edit against the document as it is: the key, and each scalar whose binding names the step; their
    // spans do not meet, so they are spliced from the end of the text backwards and the result is parsed once
    // (not once per binding: a step read by many others in a large pipeline)
    const yaml::Document& doc = *m_yaml;
    const yaml::Editor ed(doc);
    auto keyEdit = ed.renameKey(*jobs, u8(oldName), u8(newName));
    if (!keyEdit)
        return false;
    std::vector<yaml::TextEdit> edits { *keyEdit };
    const std::string from = "parent.jobs." + u8(oldName) + ".";
    const std::string to = "parent.jobs." + u8(newName) + ".";
    std::function<void(const yaml::Node&)> visit = [&](const yaml::Node& n) {
        if (n.isScalar() && n.value.find(from) != std::string::npos) {
            std::string v = n.value;
            for (std::size_t p = v.find(from); p != std::string::npos; p = v.find(from, p + to.size()))
                v.replace(p, from.size(), to);
            const auto type = n.style == yaml::Style::Plain && yaml::plainSafe(v) ? yaml::ScalarType::Raw
                                                                                  : yaml::ScalarType::String;
            edits.push_back(ed.setScalar(n, v, type));
            return;
        }
        for (const auto& e : n.entries)
            visit(*e.value);
        for (const auto& item : n.items)
            visit(*item);
    };
    visit(*doc.root);
    std::sort(edits.begin(), edits.end(), [](const yaml::TextEdit& a, const yaml::TextEdit& b) { return a.begin > b.begin; });
    for (std::size_t k = 1; k < edits.size(); ++k)
        if (edits[k].end > edits[k - 1].begin)
            return false; // spans that meet: nothing is changed rather than something broken
    std::string text = doc.text;
    for (const yaml::TextEdit& e : edits)
        text = yaml::Editor::apply(text, e);
    m_graph.renameNode(NodeKind::Step, oldName, newName);
    return pushEdit(QByteArray::fromStdString(text), tr("Rename step %1 to %2").arg(oldName, newName), QString());
}

void PipelineDocument::replaceText(const QByteArray& text, const QString& label)
{
    pushEdit(text, label.isEmpty() ? tr("Edit text") : label, QStringLiteral("source-text"));
}

} // namespace pw
