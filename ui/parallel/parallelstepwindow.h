// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace pw {

class ParallelStepPanel;

/// A window holding one parallel-step panel, with what it shows in its title (the step of a job, the step in
/// design, or a logs folder). Opening the same thing again raises its window.
class ParallelStepWindow : public QWidget
{
    Q_OBJECT
public:
    /// The window for `key` (a run folder, or "design:<file>:<step>"), made when there is none yet.
    static ParallelStepWindow* open(QWidget* parent, const QString& key, const QString& title, const QString& subtitle);
    static ParallelStepWindow* find(const QString& key);

    ParallelStepPanel* panel() const { return m_panel; }
    QString key() const { return m_key; }
    void setSubtitle(const QString& subtitle);

private:
    ParallelStepWindow(QWidget* parent, const QString& key);

    QString m_key;
    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    ParallelStepPanel* m_panel = nullptr;
};

} // namespace pw
