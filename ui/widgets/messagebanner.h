// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QFrame;
class QLabel;
class QTimer;
class QToolButton;

namespace pw {

/// A non-modal message strip above the documents, for problems the user can fix (a file that could not
/// be read or saved, a pipeline that did not parse). Information hides itself after a few seconds;
/// warnings and errors stay until closed or replaced.
class MessageBanner : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error };

    explicit MessageBanner(QWidget* parent = nullptr);

    /// Show `text`; autoHideMs < 0 means the default (info: 6 s, others: stay), 0 = stay.
    void showMessage(const QString& text, Kind kind = Kind::Info, int autoHideMs = -1);
    /// Show `text` about one file (`scope`, its path): shown only while that file's tab is current (setScope).
    void showMessageFor(const QString& scope, const QString& text, Kind kind = Kind::Info, int autoHideMs = -1);
    /// The file whose tab is current: a message about another file steps aside, and comes back with its tab.
    void setScope(const QString& scope);
    QString text() const;
    Kind kind() const { return m_kind; }
    /// The file the message is about; empty for a message about the window.
    QString messageScope() const { return m_messageScope; }
    void dismiss();

Q_SIGNALS:
    void dismissed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();

    QFrame* m_frame;
    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_close;
    QTimer* m_timer;
    Kind m_kind = Kind::Info;
    QString m_messageScope;
    QString m_scope;
    bool m_waiting = false; // a message about another file than the current one, not dismissed
};

} // namespace pw
