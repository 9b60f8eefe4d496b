// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace pw {

class CsvView;
class LogView;

/// A log file of a step, shown as it grows (pw::LogView: memory-mapped, any size, live tail, long lines scroll
/// sideways): the file name, a find field (Enter: next match, Shift+Enter: previous), "Follow" (keep the end in
/// view) and "open in the system's viewer". A CSV file opens as a table instead (pw::CsvView: sort, filter). A
/// file that does not exist yet is waited for.
class RunLogPane : public QWidget {
    Q_OBJECT
public:
    explicit RunLogPane(QWidget* parent = nullptr);
    ~RunLogPane() override;

    /// Show `path` and follow it as it grows.
    void openFile(const QString& path);
    /// Show `path` at `line` (1-based) with `highlight` marked and its first match from the start of that line
    /// selected: where a search result points. Following the end stops, so the line stays in view as it grows.
    void openFileAt(const QString& path, qint64 line, const QString& highlight = QString());
    /// Show a message instead of a file.
    void showMessage(const QString& message);
    QString fileName() const { return m_path; }
    /// The first lines of the file as shown (up to `maxLines`), for checks and assistive tools.
    QString text(int maxLines = 10000) const;
    bool followTail() const;
    void setFollowTail(bool on);
    /// Highlight `text` and go to its next (previous) match; the result shows beside the find field.
    void find(const QString& text, bool backward = false);
    /// Look for changes of the file now (instead of at the next poll).
    void poll();
    LogView* logView() const { return m_view; }
    CsvView* csvView() const { return m_csv; }
    /// True while a CSV file is shown as a table.
    bool showsTable() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void tryOpen();
    void goToPending();

    QLabel* m_title;
    QLineEdit* m_find;
    QLabel* m_findResult;
    QCheckBox* m_follow;
    QToolButton* m_open;
    QStackedWidget* m_stack;
    QLabel* m_message;
    LogView* m_view;
    CsvView* m_csv;
    QTimer* m_wait;
    QString m_path;
    QString m_messageText;
    qint64 m_pendingLine = 0; // a line to go to once the file can be shown (openFileAt)
    QString m_pendingHighlight;
    QMetaObject::Connection m_pendingWait; // until the line is indexed
    QMetaObject::Connection m_pendingDone;
};

} // namespace pw
