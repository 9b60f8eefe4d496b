// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "pipelinegraph.h"
#include "pipelinespec.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace pw::yaml {
struct Document;
struct Node;
struct Value;
}

namespace pw {

class ComponentCache;
class UndoStack;

/// The result of reading and checking a text, made off the GUI thread by PipelineDocument::prepare() and then
/// adopted by a document on its own thread.
struct PreparedContent
{
    QString path;
    QString error; // non-empty: the file could not be read at all
    std::shared_ptr<yaml::Document> yaml;
    std::shared_ptr<PipelineSpec> spec;
    Diagnostics loadDiagnostics;
    Diagnostics diagnostics; // all of them, sorted
    bool parsed = false;
    bool readOnly = false;
};

/// A key path into the YAML document, e.g. {"jobs", "train", "inputs", "lr"}.
using YamlPath = QStringList;

/// A step the designer adds: from a component file, or a new command or parallel step written from a template that
/// runs as it is (an echo; a run_function over a folder) for the user to change.
struct NewStep
{
    enum class Kind { Component, Command, Parallel };
    Kind kind = Kind::Command;
    QString component; // Component: the reference written (./components/train.yml)
    QString componentType = QStringLiteral("command"); // Component: the component's type
};

/// A step's YAML taken from a document or from text (the clipboard), to be written under jobs again by
/// PipelineDocument::insertSteps. What it holds is the document's business; callers see its name.
struct StepCopy
{
    QString name; // the name the step had where it was taken from
    std::shared_ptr<const yaml::Value> value;
};

/// A copied step's input binding rewritten: the new binding text, or nullopt to leave the input unbound.
using BindingRewrite = std::function<std::optional<QString>(const Binding&)>;

/// What a key path of the document holds, seen without the YAML tree: the panels and views read through it.
struct DocumentField
{
    enum class Kind { Missing, Scalar, Map, Sequence };
    Kind kind = Kind::Missing;
    QString text; // a scalar's value
    bool quoted = false; // a scalar written in quotes or as a block, not plain
    QStringList keys; // a map's keys, in order
    bool exists() const { return kind != Kind::Missing; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isMap() const { return kind == Kind::Map; }
    bool isStructured() const { return kind == Kind::Map || kind == Kind::Sequence; }
};

/// An open pipeline file: its exact text, the syntax tree, the typed spec derived from it, the id-based
/// graph, diagnostics and the undo stack. Every edit is a minimal change of the text: saving an unedited
/// document writes back the same bytes, and an edit rewrites only what it changes.
class PipelineDocument : public QObject
{
    Q_OBJECT
public:
    explicit PipelineDocument(QObject* parent = nullptr);
    ~PipelineDocument() override;

    /// Load a file. Returns false only when the file cannot be read at all (errorString() tells why);
    /// malformed YAML still loads, with diagnostics, so the user can see and fix the text.
    bool load(const QString& path);
    /// Load from text (path used for resolving relative component references and for messages).
    void setContent(const QByteArray& text, const QString& path);
    /// Save atomically (QSaveFile). An empty path means the current one.
    bool save(const QString& path = QString());
    /// yaml-cpp's message for a syntax error, said in words: what is wrong at that place and what to do.
    static QString yamlErrorInWords(const std::string& message);
    /// Parse, build and validate a text: thread-safe, touches no document. Use it from a worker thread for
    /// large files, then hand the result to adopt() on the document's thread.
    static std::shared_ptr<PreparedContent> prepare(const QByteArray& text, const QString& path,
                                                    const std::shared_ptr<ComponentCache>& components);
    /// Read a file and prepare it (worker-thread friendly); the result's error says why a file was unreadable.
    static std::shared_ptr<PreparedContent> readAndPrepare(const QString& path,
                                                           const std::shared_ptr<ComponentCache>& components);
    /// Take over prepared content as a freshly opened file (clears the undo history).
    void adopt(const std::shared_ptr<PreparedContent>& prepared);
    std::shared_ptr<ComponentCache> componentCache() const { return m_components; }
    QString errorString() const { return m_error; }

    QString filePath() const { return m_path; }
    QString displayName() const;
    QByteArray text() const;
    bool isModified() const;
    /// True when the text parsed as YAML.
    bool isParsed() const;
    /// A file that is not UTF-8 text is shown but never edited or saved, so no byte of it is lost.
    bool isReadOnly() const { return m_readOnly; }
    /// True for `type: pipeline` files; false for component files and other YAML.
    bool isPipeline() const;

    const PipelineSpec& spec() const { return *m_spec; }
    const PipelineGraph& graph() const { return m_graph; }
    /// Loader diagnostics plus validation results.
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    int errorCount() const;
    int warningCount() const;

    UndoStack* undoStack() const { return m_undo; }
    const yaml::Document& yaml() const { return *m_yaml; }
    /// Node at a key path, or nullptr.
    const yaml::Node* nodeAt(const YamlPath& path) const;
    /// What `path` holds (Kind::Missing when nothing).
    DocumentField field(const YamlPath& path) const;
    /// The text of the node at `path` as a document of its own (a step's inline pipeline, say): a block mapping
    /// without the indentation it has in the file; empty when there is nothing there.
    QByteArray blockText(const YamlPath& path) const;
    /// A map's entries, each key with what it holds; empty when `path` is not a map.
    QList<QPair<QString, DocumentField>> entries(const YamlPath& path) const;
    /// 1-based line/column of the node at path (the key's position for map entries).
    SourceLoc locationOf(const YamlPath& path) const;

    // ----- edits (each one undoable; `label` is the undo text) -----------------------------------
    /// Set a scalar at path, creating missing parent maps. Typing into the same field merges.
    bool setScalar(const YamlPath& path, const QString& value, const QString& label = QString());
    /// Set a typed value at path (integers, booleans and collections are written unquoted).
    bool setValue(const YamlPath& path, const yaml::Value& value, const QString& label = QString());
    /// Set a value written as it is typed, unquoted: a number or a boolean stays one.
    bool setUnquoted(const YamlPath& path, const QString& text, const QString& label = QString());
    /// Set a string written as a new string is (plain when it reads back the same, else quoted), whatever the
    /// style of the value it replaces.
    bool setString(const YamlPath& path, const QString& text, const QString& label = QString());
    /// Set a mapping of strings (an inline environment's image and conda file, say), in the order given.
    bool setStringMap(const YamlPath& path, const QList<QPair<QString, QString>>& entries, const QString& label = QString());
    /// Set a sequence of strings, each written as a new string is.
    bool setStringList(const YamlPath& path, const QStringList& items, const QString& label = QString());
    /// Rewrite a folded or literal block scalar where it stands: `change` gets the block as written (its header
    /// line and indented lines) and returns its new text, or an empty string to leave it. False when `path` is not
    /// such a block or nothing was written; the rest of the file is untouched.
    bool editBlockScalar(const YamlPath& path, const std::function<QString(const QString&)>& change,
                         const QString& label = QString());
    /// Write a new step `name` under jobs (one undo step); false when jobs is not a mapping.
    bool addStep(const QString& name, const NewStep& step, const QString& label = QString());
    /// Remove the entries at `paths`, then each of `emptied` that was left empty (`inputs:` with nothing left), as
    /// one undo step; steps separated by blank lines stay separated by one. False when nothing was removed.
    bool removeEntries(const QList<YamlPath>& paths, const QList<YamlPath>& emptied, const QString& label);
    /// The steps `names` of this document as copies (those that exist, in the order given).
    QList<StepCopy> stepCopies(const QStringList& names) const;
    /// The steps in `text`: step entries, or a mapping with `jobs`; a mapping counts as a step when it has a
    /// `type`, `component` or `command`. Empty when there are none or the text is not YAML.
    static QList<StepCopy> stepsInText(const QString& text);
    /// The YAML text of the steps `names`, unindented, as the clipboard holds them.
    QString stepsText(const QStringList& names) const;
    /// Write copies under jobs as new steps (name → copy), as one undo step, jobs created when missing: outputs
    /// bound to the pipeline's outputs are not copied (a pipeline output has one producer) and each input binding
    /// goes through `rewrite`. Returns the names written; empty when jobs is not a mapping.
    QStringList insertSteps(const QList<QPair<QString, StepCopy>>& steps, const BindingRewrite& rewrite, const QString& label);
    /// Declare pipeline input `name` from `step`'s input `input` and bind the input to it, as one undo step: a
    /// literal value stays a literal, a primitive with a component default keeps the default, a data input keeps its
    /// type (and the path of an inline declaration).
    bool promoteInput(const QString& step, const QString& input, const QString& name, const QString& label);
    bool remove(const YamlPath& path, const QString& label = QString());
    bool renameKey(const YamlPath& path, const QString& newKey, const QString& label = QString());
    /// Rename a step and every binding that refers to it, as one undoable change. Fails when the new name is
    /// taken or not a valid identifier.
    bool renameStep(const QString& oldName, const QString& newName);
    /// Replace the whole text (the source editor); undoable.
    void replaceText(const QByteArray& text, const QString& label = QString());

    /// Components are resolved through this cache (shared between documents of a workspace).
    void setComponentCache(std::shared_ptr<ComponentCache> cache);
    /// Re-run the validator (e.g. after a component file changed on disk).
    void revalidate();

Q_SIGNALS:
    void changed();
    void diagnosticsChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    friend class TextChangeCommand;
    void applyText(const QByteArray& text);
    bool pushEdit(const QByteArray& newText, const QString& label, const QString& mergeKey);
    void rebuild();

    QString m_path;
    QString m_error;
    void install(const std::shared_ptr<PreparedContent>& prepared);
    std::shared_ptr<yaml::Document> m_yaml;
    std::shared_ptr<PipelineSpec> m_spec;
    PipelineGraph m_graph;
    Diagnostics m_diagnostics;
    UndoStack* m_undo = nullptr;
    std::shared_ptr<ComponentCache> m_components;
    bool m_parsed = false;
    bool m_readOnly = false;
};

} // namespace pw
