// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QAbstractScrollArea>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QTimer;

namespace pw {

/// The critical path of a run: the chain of started steps, linked by their dependencies, whose durations
/// add up to the most time (running steps count until `now`). `dependencies` maps a step to the steps whose
/// outputs it reads. Returns the step names in order, first to last; empty when no step started.
QStringList criticalPath(const QList<StepRun>& steps, const QHash<QString, QStringList>& dependencies,
    const QDateTime& now = QDateTime::currentDateTimeUtc());

/// A Gantt chart of one job: a row per started step with a bar from its start to its end (to now while it
/// runs), coloured by status with the status glyph beside the name, the critical path outlined and linked,
/// a time axis, hover tool tips, zoom (Ctrl+wheel, +/-, fit) and keyboard selection.
class TimelineView : public QAbstractScrollArea {
    Q_OBJECT
public:
    struct Bar {
        QString step;
        RunStatus status = RunStatus::NotStarted;
        bool reused = false;
        QDateTime start;
        QDateTime end; // invalid while the step runs
        bool critical = false;
        int exitCode = -1;
        QString reason;
        double coreSeconds = 0;
        QStringList dependsOn;
        QString label; // what the row says; empty: the step's name
        bool child = false; // a part of the step above (a sweep's trial): indented, selects its step
        QString name() const { return label.isEmpty() ? step : label; }
        double seconds(const QDateTime& now) const;
    };

    explicit TimelineView(QWidget* parent = nullptr);
    ~TimelineView() override;

    /// Show a job; `dependencies` (step -> steps it reads from) find the critical path; `children` (step -> bars)
    /// are rows under their step (a sweep's trials), in the order given.
    void setJob(const JobRun& job, const QHash<QString, QStringList>& dependencies = {},
                const QHash<QString, QList<Bar>>& children = {});
    void clear();

    const QList<Bar>& bars() const { return m_bars; }
    /// Steps on the critical path, first to last.
    QStringList criticalPath() const { return m_critical; }
    int indexOf(const QString& step) const;
    /// The tool tip text of a bar (plain text, one fact per line).
    QString describe(int index) const;
    /// Index of the bar under a viewport position (the row counts), or -1.
    int barAt(const QPoint& pos) const;
    /// The bar's rectangle in viewport coordinates (empty when the step has no bar).
    QRect barRect(int index) const;

    void setSelectedStep(const QString& step);
    QString selectedStep() const;

    /// Horizontal scale.
    double pixelsPerSecond() const { return m_pps; }
    /// True while the scale follows the size of the view (until the user zooms).
    bool isFitting() const { return m_fit; }

public Q_SLOTS:
    void zoomToFit();
    void zoomIn();
    void zoomOut();

Q_SIGNALS:
    /// A bar was clicked or chosen with the keyboard.
    void stepClicked(const QString& step);
    /// A bar was double-clicked or Enter was pressed on it.
    void stepActivated(const QString& step);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void relayout();
    void updateScrollBars();
    void setScale(double pps, int anchorX);
    void updateAccessibleText();
    double totalSeconds() const;
    double secondsOf(const QDateTime& t) const;
    int rowHeight() const;
    int headerHeight() const;
    int labelWidth() const;
    int chartLeft() const { return labelWidth(); }
    int chartWidth() const;
    int xFor(double seconds) const; // viewport x
    QDateTime now() const;

    QList<Bar> m_bars; // started steps, by start time
    QStringList m_critical;
    QStringList m_notStarted;
    QDateTime m_origin; // the job's start
    QDateTime m_frozenNow; // the job's end once it ended
    double m_pps = 20; // pixels per second
    bool m_fit = true;
    int m_hover = -1;
    int m_selected = -1;
    int m_labelWidth = 120;
    QTimer* m_animation = nullptr;
    qreal m_phase = 0;
};

} // namespace pw
