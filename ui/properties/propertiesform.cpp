// SPDX-License-Identifier: MIT
// The rows of the Properties panel: editors, messages, checking and writing what is typed.

#include "propertiespanel.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"
#include "undostack.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw {

using namespace properties;

// ----- building the form -----------------------------------------------------------------------------------------

QFormLayout* PropertiesPanel::addSection(const QString& title, const QString& objectName)
{
    auto* box = new QGroupBox(title, m_content);
    box->setObjectName(objectName);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_layout->addWidget(box);
    return form;
}

PropertiesPanel::Row& PropertiesPanel::addRow(QFormLayout* form, const QString& label, const QString& field,
                                              const QStringList& path, Kind kind, QWidget* editor,
                                              const QString& help, QWidget* cellContent)
{
    Row row;
    row.field = field;
    row.path = path;
    row.rule.kind = kind;
    row.editor = editor;
    editor->setProperty(FieldProperty, field);
    editor->setAccessibleName(label);
    auto* cell = new QWidget(form->parentWidget());
    auto* v = new QVBoxLayout(cell);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(cellContent ? cellContent : editor);
    row.message = new QLabel(cell);
    row.message->setWordWrap(true);
    row.message->setObjectName(QStringLiteral("fieldMessage"));
    row.message->hide();
    v->addWidget(row.message);
    auto* l = new QLabel(label, form->parentWidget());
    l->setBuddy(editor);
    if (!help.isEmpty()) {
        auto* h = new QLabel(help, cell);
        h->setWordWrap(true);
        QFont f = h->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        h->setFont(f);
        h->setForegroundRole(QPalette::PlaceholderText);
        v->addWidget(h);
        // the explanation is also one hover (or Shift+F1) away
        editor->setWhatsThis(help);
        editor->setAccessibleDescription(help);
        l->setToolTip(help);
        if (editor->property("pwValueTip").toString().isEmpty()) {
            editor->setProperty("pwValueTip", help);
            editor->setToolTip(help);
        }
    }
    form->addRow(l, cell);
    m_order << field;
    return m_rows[field] = row;
}

QWidget* PropertiesPanel::lineEditor(const QString& field, const QString& value, Kind kind)
{
    auto* edit = new QLineEdit(value, m_content);
    edit->setCursorPosition(0); // long bindings show their beginning
    edit->setProperty("pwValueTip", value);
    edit->setToolTip(value);
    edit->setClearButtonEnabled(kind != Kind::Name);
    if (kind == Kind::Name) {
        connectRename(edit, field);
    } else {
        // clearing a field removes its key, but only once the user leaves it: typing a new value over the old
        // one must not move the key or lose its comment
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString& text) {
            if (!text.trimmed().isEmpty())
                commit(field, text);
            else if (auto it = m_rows.find(field); it != m_rows.end())
                setRowMessage(*it, QString(), true);
        });
        connect(edit, &QLineEdit::editingFinished, this, [this, field, edit] {
            if (edit->text().trimmed().isEmpty() && !m_writing)
                commit(field, QString());
        });
    }
    return edit;
}

QWidget* PropertiesPanel::scriptEditor(const QString& field, const QString& value)
{
    auto* edit = new QPlainTextEdit(m_content);
    edit->setPlainText(value);
    edit->setTabChangesFocus(true); // the form stays usable with the keyboard alone
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const int lines = qBound(3, int(value.count(QLatin1Char('\n'))) + 2, 8);
    edit->setFixedHeight(QFontMetrics(edit->font()).lineSpacing() * lines + 2 * edit->frameWidth()
                         + int(edit->document()->documentMargin() * 2) + 2);
    edit->installEventFilter(this);
    connect(edit, &QPlainTextEdit::textChanged, this, [this, field, edit] {
        const QString text = edit->toPlainText();
        if (!text.trimmed().isEmpty())
            commit(field, text);
        else if (auto it = m_rows.find(field); it != m_rows.end())
            setRowMessage(*it, QString(), true);
    });
    return edit;
}

QPushButton* PropertiesPanel::browseButton(const QString& field, Browse browse)
{
    auto* b = new QPushButton(tr("Browse…"), m_content);
    b->setObjectName(QStringLiteral("browse:") + field);
    b->setToolTip(browse == Browse::Folder ? tr("Choose a local folder")
                                           : (browse == Browse::Environment ? tr("Choose a conda file or an environment definition")
                                                                            : tr("Choose a local file")));
    connect(b, &QPushButton::clicked, this, [this, field, browse] { this->browse(field, browse); });
    return b;
}

PropertiesPanel::Row& PropertiesPanel::textRow(QFormLayout* form, const QString& label, const QString& field,
                                               const QStringList& path, Kind kind, const QString& help,
                                               const QString& placeholder, Browse browse)
{
    const DocumentField node = stepField(path);
    const bool structured = node.isStructured();
    const QString value = node.isScalar() ? node.text : QString();
    QWidget* editor = kind == Kind::Script ? scriptEditor(field, value) : lineEditor(field, value, kind);
    const QString shownPlaceholder = structured ? tr("(a list or mapping: edit it in the YAML source)") : placeholder;
    if (auto* le = qobject_cast<QLineEdit*>(editor))
        le->setPlaceholderText(shownPlaceholder);
    else if (auto* pe = qobject_cast<QPlainTextEdit*>(editor))
        pe->setPlaceholderText(shownPlaceholder);
    if (structured) {
        editor->setProperty("pwAlwaysReadOnly", true);
        editor->setEnabled(false);
    }
    QWidget* content = nullptr;
    if (browse != Browse::None) {
        content = new QWidget(m_content);
        auto* h = new QHBoxLayout(content);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(editor, 1);
        QPushButton* b = browseButton(field, browse);
        if (structured)
            b->setProperty("pwAlwaysReadOnly", true);
        h->addWidget(b);
    }
    return addRow(form, label, field, path, kind, editor, help, content);
}

PropertiesPanel::Row& PropertiesPanel::enumRow(QFormLayout* form, const QString& label, const QString& field,
                                               const QStringList& path, const QList<QPair<QString, QString>>& choices,
                                               const QString& unsetText, const QString& help, Kind kind)
{
    auto* combo = new QComboBox(m_content);
    combo->addItem(unsetText, QString());
    QStringList values;
    for (const auto& c : choices) {
        combo->addItem(c.second, c.first);
        values << c.first;
    }
    const QString current = scalarAt(path).trimmed();
    int index = 0;
    if (!current.isEmpty()) {
        index = -1;
        for (int i = 1; i < combo->count() && index < 0; ++i)
            if (combo->itemData(i).toString().compare(current, Qt::CaseInsensitive) == 0)
                index = i; // "spot" is Spot: choosing it again keeps the file's spelling
        if (index > 0 && combo->itemData(index).toString() != current)
            combo->setItemData(index, current);
        if (index < 0) {
            combo->addItem(current, current);
            index = combo->count() - 1;
        }
    }
    combo->setCurrentIndex(index);
    connect(combo, &QComboBox::activated, this, [this, field, combo](int i) { commit(field, combo->itemData(i).toString()); });
    Row& row = addRow(form, label, field, path, kind, combo, help);
    row.rule.choices = values;
    if (index > 0 && !values.contains(current))
        row.rule.choices << current; // written differently (or unknown): the validator has its say on the value
    return row;
}

// ----- local files -----------------------------------------------------------------------------------------------

QString PropertiesPanel::choosePath(const QString& title, const QString& startDir, const QString& filter, bool folder)
{
    if (m_chooser)
        return m_chooser(title, startDir, filter, folder);
    if (folder)
        return QFileDialog::getExistingDirectory(this, title, startDir);
    return QFileDialog::getOpenFileName(this, title, startDir, filter);
}

void PropertiesPanel::browse(const QString& field, Browse browse)
{
    if (browse == Browse::Environment) {
        chooseEnvironmentFile(field);
        return;
    }
    if (!m_document || !m_rows.contains(field))
        return;
    const bool folder = browse == Browse::Folder;
    const QString base = baseDir();
    QString start = base;
    if (const QString current = localPathOf(editorText(m_rows[field])); !current.isEmpty()) {
        const QFileInfo fi(QDir(base).absoluteFilePath(current));
        if (fi.exists())
            start = fi.isDir() ? fi.absoluteFilePath() : fi.absolutePath();
    }
    const QString chosen = choosePath(folder ? tr("Choose a folder") : tr("Choose a file"), start,
                                      tr("All files (*)"), folder);
    if (chosen.isEmpty() || !m_rows.contains(field))
        return;
    const QString rel = relativeFrom(base, chosen);
    if (auto* le = qobject_cast<QLineEdit*>(m_rows[field].editor))
        le->setText(rel);
    commit(field, rel);
    m_created = Creation(); // a pick is an undo step of its own
    refreshSoon();
}

// ----- validation and writing ------------------------------------------------------------------------------------

QString PropertiesPanel::validate(const Row& row, const QString& input) const
{
    // what the check needs to know of the pipeline: the names taken by other steps, the step's ports
    FieldScope scope;
    if (m_document && row.rule.kind == Kind::Name) {
        for (const Step& other : m_document->spec().steps)
            if (other.name != m_step)
                scope.takenStepNames << other.name;
    }
    if (m_document && (row.rule.kind == Kind::InputBinding || row.rule.kind == Kind::OutputBinding)) {
        if (const Step* s = m_document->spec().step(m_step)) {
            scope.portsKnown = true;
            scope.inputs = s->inputNames();
            scope.outputs = s->outputNames();
        }
    }
    return checkField(row.rule, input, scope);
}

QString PropertiesPanel::warningFor(const Row& row, const QString& input) const
{
    if (!m_document || m_document->filePath().isEmpty())
        return QString();
    QString codeFolder;
    if (row.rule.kind == Kind::EntryScript) {
        if (const auto code = m_rows.constFind(row.codeField); code != m_rows.cend())
            codeFolder = editorText(*code);
    }
    return checkLocalPath(row.rule.kind, input, baseDir(), codeFolder);
}

QString PropertiesPanel::editorText(const Row& row) const
{
    if (auto* le = qobject_cast<QLineEdit*>(row.editor))
        return le->text();
    if (auto* pe = qobject_cast<QPlainTextEdit*>(row.editor))
        return pe->toPlainText();
    if (auto* combo = qobject_cast<QComboBox*>(row.editor))
        return combo->currentData().toString();
    return QString();
}

bool PropertiesPanel::removeKey(const QStringList& path, const QString& label)
{
    // climb while the map above would be left empty, but never above the step's own keys
    QStringList p = path;
    while (p.size() > 3) {
        const DocumentField parent = m_document->field(p.mid(0, p.size() - 1));
        if (!parent.isMap() || parent.keys.size() != 1)
            break;
        p.removeLast();
    }
    return m_document->field(p).exists() && m_document->remove(p, label);
}

void PropertiesPanel::commit(const QString& field, const QString& input)
{
    auto it = m_rows.find(field);
    if (it == m_rows.end() || !m_document)
        return;
    Row& row = *it;
    const QString error = validate(row, input);
    setRowMessage(row, error, true);
    if (!error.isEmpty())
        return;
    const QString text = input.trimmed();
    const QStringList path = QStringList {QStringLiteral("jobs"), m_step} + row.path;
    const QString label = tr("Edit %1 of %2").arg(field, m_step);
    UndoStack* undo = m_document->undoStack();
    // typing into a field whose key did not exist: the key written at the first keystroke is taken back and written
    // again with the whole value, so the typing stays one undo step (as it is for a key that was there)
    const bool typing = !qobject_cast<QComboBox*>(row.editor);
    const bool continuing = typing && m_created.step == m_step && m_created.field == field
        && m_created.index == undo->index() && m_created.text == m_document->text();
    m_created = Creation();
    m_writing = true;
    if (continuing)
        undo->undo();
    const bool existed = m_document->field(path).exists();
    if (text.isEmpty()) {
        if (existed)
            removeKey(path, label);
    } else if (existed || startsWithBinding(text)
               || (row.rule.kind != Kind::Integer && row.rule.kind != Kind::Number && row.rule.kind != Kind::Boolean
                   && row.rule.kind != Kind::MiniBatch)) {
        m_document->setScalar(path, text, label);
    } else {
        // a new typed value is written unquoted (an integer stays an integer)
        bool isInt = false;
        text.toLongLong(&isInt);
        const bool plain = row.rule.kind == Kind::Boolean || row.rule.kind == Kind::Number || isInt;
        if (plain)
            m_document->setUnquoted(path, text, label);
        else
            m_document->setScalar(path, text, label);
    }
    if (typing && !existed && !text.isEmpty() && m_document->field(path).exists())
        m_created = {m_step, field, undo->index(), m_document->text()};
    m_writing = false;
}

void PropertiesPanel::setRowMessage(Row& row, const QString& message, bool isError)
{
    const bool moved = row.message->text() != message || row.message->isHidden() != message.isEmpty();
    row.invalid = isError && !message.isEmpty();
    row.message->setText(message);
    row.message->setVisible(!message.isEmpty());
    const QColor colour = isError ? QColor(0xc4, 0x2b, 0x1c) : QColor(0x9d, 0x5d, 0x00);
    row.message->setStyleSheet(QStringLiteral("color: %1;").arg(colour.name()));
    row.editor->setStyleSheet(row.invalid ? invalidStyle() : QString());
    row.editor->setProperty("pwInvalid", row.invalid);
    row.editor->setToolTip(row.invalid ? message : row.editor->property("pwValueTip").toString());
    if (moved)
        relayout();
}

void PropertiesPanel::relayout()
{
    // a form layout keeps the rows it arranged for the sizes it knew: when a field or a message appears or grows
    // while the form is shown, the explanations below it would be drawn over the fields under them
    if (!m_content)
        return;
    for (QLayout* layout : m_content->findChildren<QLayout*>())
        layout->invalidate();
}

} // namespace pw
