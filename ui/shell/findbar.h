// SPDX-License-Identifier: MIT
#pragma once

#include <QTextDocument>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace pw {

class YamlEditor;

/// A one-line search bar under the source editor. Enter finds the next match, Shift+Enter the previous
/// one, Escape closes it and returns to the editor.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(YamlEditor* editor, QWidget* parent = nullptr);

    /// Show, take the editor's selection as the search text and focus the field.
    void activate();
    QString text() const;
    void setText(const QString& text);
    bool findNext();
    bool findPrevious();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    bool find(QTextDocument::FindFlags flags);
    void setNotFound(bool notFound);
    void retranslateUi();

    YamlEditor* m_editor;
    QLineEdit* m_edit;
    QToolButton* m_previous;
    QToolButton* m_next;
    QCheckBox* m_matchCase;
    QLabel* m_status;
    QToolButton* m_close;
};

} // namespace pw
