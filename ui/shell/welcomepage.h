// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QVBoxLayout;


namespace pw {

/// Shown in the centre while no pipeline is open: what the studio is, how to start, recent files.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);

    void setActions(QAction* open, QAction* openFolder);
    /// The sample workspace shipped with the studio; its button is shown when there is one.
    void setSampleWorkspace(const QString& folder);
    QString sampleWorkspace() const { return m_sample; }
    void setRecentFiles(const QStringList& files);
    /// The recent files shown (at most six), most recent first.
    QStringList shownRecentFiles() const;

Q_SIGNALS:
    void recentFileActivated(const QString& path);
    void sampleWorkspaceRequested(const QString& folder);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildRecent();

    QLabel* m_logo;
    QLabel* m_title;
    QLabel* m_subtitle;
    QPushButton* m_openButton;
    QPushButton* m_folderButton;
    QPushButton* m_sampleButton;
    QString m_sample;
    QPointer<QAction> m_openAction;
    QPointer<QAction> m_folderAction;
    QLabel* m_recentTitle;
    QWidget* m_recentList; // a RecentFileButton per file
    QVBoxLayout* m_recentLayout;
    QLabel* m_hint;
    QStringList m_recent;
};

} // namespace pw
