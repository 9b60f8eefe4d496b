// SPDX-License-Identifier: MIT
#include "timelineview.h"

#include "runstatusstyle.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QSet>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>

namespace pw {

namespace {

    constexpr int ChartPad = 10;
    constexpr double MinPps = 1e-4;
    constexpr double MaxPps = 2e5;

    QColor mix(const QColor& a, const QColor& b, qreal t)
    {
        return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
            a.blueF() * (1 - t) + b.blueF() * t);
    }

    /// A "nice" tick interval in seconds for at least `minSeconds` between ticks.
    double niceStep(double minSeconds)
    {
        static const double steps[] = { 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60,
            120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400 };
        for (double s : steps)
            if (s >= minSeconds)
                return s;
        return std::ceil(minSeconds / 86400) * 86400;
    }

    QString tickLabel(double seconds, double step)
    {
        if (step < 1)
            return QStringLiteral("%1 s").arg(seconds, 0, 'f', step < 0.01 ? 3 : (step < 0.1 ? 2 : 1));
        const qint64 t = qRound64(seconds);
        if (step < 60 && t < 60)
            return QStringLiteral("%1 s").arg(t);
        if (t < 3600)
            return QStringLiteral("%1:%2").arg(t / 60).arg(t % 60, 2, 10, QLatin1Char('0'));
        return QStringLiteral("%1:%2:%3")
            .arg(t / 3600)
            .arg((t % 3600) / 60, 2, 10, QLatin1Char('0'))
            .arg(t % 60, 2, 10, QLatin1Char('0'));
    }

} // namespace

QStringList criticalPath(
    const QList<StepRun>& steps, const QHash<QString, QStringList>& dependencies, const QDateTime& now)
{
    QHash<QString, const StepRun*> started;
    for (const StepRun& s : steps)
        if (s.started.isValid())
            started.insert(s.name, &s);
    if (started.isEmpty())
        return {};
    auto weight = [&](const StepRun* s) {
        const QDateTime end = s->ended.isValid() ? s->ended : now;
        return qMax<qint64>(0, s->started.msecsTo(end));
    };
    QHash<QString, qint64> best; // longest chain ending in the step, in ms
    QHash<QString, QString> prev;
    QSet<QString> visiting;
    std::function<qint64(const QString&)> longest = [&](const QString& name) -> qint64 {
        auto it = best.constFind(name);
        if (it != best.constEnd())
            return *it;
        if (visiting.contains(name))
            return 0; // a cycle: the graph is not a DAG, ignore the back edge
        visiting.insert(name);
        const StepRun* s = started.value(name);
        qint64 before = 0;
        QString from;
        for (const QString& d : dependencies.value(name)) {
            if (!started.contains(d) || d == name)
                continue;
            const qint64 v = longest(d);
            const StepRun* ds = started.value(d);
            // ties: the dependency that ended later held the step up
            if (v > before
                || (v == before && !from.isEmpty() && ds->ended.isValid() && started.value(from)->ended.isValid()
                    && ds->ended > started.value(from)->ended)
                || (v == before && from.isEmpty())) {
                before = v;
                from = d;
            }
        }
        visiting.remove(name);
        const qint64 total = before + weight(s);
        best.insert(name, total);
        if (!from.isEmpty())
            prev.insert(name, from);
        return total;
    };
    QString last;
    qint64 lastValue = -1;
    QDateTime lastEnd;
    for (const StepRun& s : steps) {
        if (!s.started.isValid())
            continue;
        const qint64 v = longest(s.name);
        const QDateTime end = s.ended.isValid() ? s.ended : now;
        if (v > lastValue || (v == lastValue && end > lastEnd)) {
            last = s.name;
            lastValue = v;
            lastEnd = end;
        }
    }
    QStringList path;
    QSet<QString> seen;
    for (QString n = last; !n.isEmpty() && !seen.contains(n); n = prev.value(n)) {
        seen.insert(n);
        path.prepend(n);
    }
    return path;
}

double TimelineView::Bar::seconds(const QDateTime& now) const
{
    const QDateTime e = end.isValid() ? end : now;
    return qMax<qint64>(0, start.msecsTo(e)) / 1000.0;
}

TimelineView::TimelineView(QWidget* parent)
    : QAbstractScrollArea(parent)
    , m_animation(new QTimer(this))
{
    setObjectName(QStringLiteral("timelineView"));
    setAccessibleName(tr("Step timeline"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_animation->setInterval(80);
    connect(m_animation, &QTimer::timeout, this, [this] {
        m_phase = std::fmod(m_phase + 0.04, 1.0);
        if (m_fit)
            zoomToFit();
        else
            updateScrollBars();
        viewport()->update();
    });
}

TimelineView::~TimelineView() = default;

QDateTime TimelineView::now() const
{
    return m_frozenNow.isValid() ? m_frozenNow : QDateTime::currentDateTimeUtc();
}

void TimelineView::clear()
{
    m_bars.clear();
    m_critical.clear();
    m_notStarted.clear();
    m_origin = QDateTime();
    m_frozenNow = QDateTime();
    m_hover = m_selected = -1;
    m_animation->stop();
    relayout();
}

void TimelineView::setJob(const JobRun& job, const QHash<QString, QStringList>& dependencies,
                          const QHash<QString, QList<Bar>>& children)
{
    const QString selected = selectedStep();
    m_bars.clear();
    m_notStarted.clear();
    bool running = false;
    QDateTime latestEnd;
    for (const StepRun& s : job.steps) {
        if (!s.started.isValid()) {
            m_notStarted << s.name;
            continue;
        }
        Bar b;
        b.step = s.name;
        b.status = s.status;
        b.reused = s.isReused();
        b.start = s.started;
        b.end = s.ended;
        if (!b.end.isValid() && isTerminal(s.status))
            b.end = s.started; // ended without a recorded time
        b.exitCode = s.exitCode;
        b.reason = s.reason;
        b.coreSeconds = s.coreSeconds;
        b.dependsOn = dependencies.value(s.name);
        if (!b.end.isValid())
            running = true;
        else if (!latestEnd.isValid() || b.end > latestEnd)
            latestEnd = b.end;
        m_bars << b;
    }
    std::stable_sort(m_bars.begin(), m_bars.end(), [](const Bar& a, const Bar& b) { return a.start < b.start; });
    for (int i = int(m_bars.size()) - 1; i >= 0; --i) {
        int at = i + 1;
        for (Bar c : children.value(m_bars.at(i).step)) {
            if (!c.start.isValid())
                continue;
            c.step = m_bars.at(i).step;
            c.child = true;
            if (!c.end.isValid() && !isTerminal(c.status))
                running = true;
            m_bars.insert(at++, c);
        }
    }
    m_origin = job.started.isValid() ? job.started : QDateTime();
    for (const Bar& b : std::as_const(m_bars))
        if (!m_origin.isValid() || b.start < m_origin)
            m_origin = b.start;
    if (running || !isTerminal(job.status))
        m_frozenNow = QDateTime();
    else
        m_frozenNow = job.ended.isValid() && (!latestEnd.isValid() || job.ended > latestEnd) ? job.ended : latestEnd;
    m_critical = pw::criticalPath(job.steps, dependencies, now());
    const QSet<QString> critical(m_critical.cbegin(), m_critical.cend());
    for (Bar& b : m_bars)
        b.critical = !b.child && critical.contains(b.step);
    m_selected = indexOf(selected);
    m_hover = -1;
    if (running)
        m_animation->start();
    else
        m_animation->stop();
    relayout();
    updateAccessibleText();
}

int TimelineView::indexOf(const QString& step) const
{
    if (step.isEmpty())
        return -1;
    for (int i = 0; i < m_bars.size(); ++i)
        if (m_bars[i].step == step)
            return i;
    return -1;
}

void TimelineView::setSelectedStep(const QString& step)
{
    const int i = indexOf(step);
    if (i == m_selected)
        return;
    m_selected = i;
    if (i >= 0) {
        const QRect r = barRect(i);
        const int top = headerHeight();
        if (r.top() < top)
            verticalScrollBar()->setValue(verticalScrollBar()->value() - (top - r.top()) - rowHeight() / 4);
        else if (r.bottom() > viewport()->height())
            verticalScrollBar()->setValue(
                verticalScrollBar()->value() + r.bottom() - viewport()->height() + rowHeight() / 4);
    }
    viewport()->update();
}

QString TimelineView::selectedStep() const
{
    return m_selected >= 0 && m_selected < m_bars.size() ? m_bars[m_selected].step : QString();
}

double TimelineView::secondsOf(const QDateTime& t) const
{
    if (!m_origin.isValid() || !t.isValid())
        return 0;
    return m_origin.msecsTo(t) / 1000.0;
}

double TimelineView::totalSeconds() const
{
    double total = 0;
    const QDateTime n = now();
    for (const Bar& b : m_bars)
        total = qMax(total, secondsOf(b.end.isValid() ? b.end : n));
    return total;
}

int TimelineView::rowHeight() const
{
    return qMax(24, fontMetrics().height() + 12);
}

int TimelineView::headerHeight() const
{
    return fontMetrics().height() + 14;
}

int TimelineView::labelWidth() const
{
    return qMin(m_labelWidth, qMax(80, viewport()->width() * 2 / 5));
}

int TimelineView::chartWidth() const
{
    return qMax(40, viewport()->width() - labelWidth());
}

int TimelineView::xFor(double seconds) const
{
    return chartLeft() + ChartPad + int(std::lround(seconds * m_pps)) - horizontalScrollBar()->value();
}

void TimelineView::relayout()
{
    const QFontMetrics fm = fontMetrics();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics bfm(bold); // names on the critical path are bold
    int widest = fm.horizontalAdvance(tr("Critical path")) + 24;
    for (const Bar& b : std::as_const(m_bars))
        widest = qMax(widest, bfm.horizontalAdvance(b.name()) + (b.child ? rowHeight() : 0));
    m_labelWidth = 8 + rowHeight() - 8 + 6 + widest + 12 + 12; // glyph, name, critical mark
    if (m_fit)
        zoomToFit();
    else
        updateScrollBars();
    viewport()->update();
}

void TimelineView::updateScrollBars()
{
    const int durationRoom = fontMetrics().horizontalAdvance(QStringLiteral("00 min 00 s")) + 24;
    const int content = int(totalSeconds() * m_pps) + 2 * ChartPad + durationRoom;
    horizontalScrollBar()->setRange(0, m_fit ? 0 : qMax(0, content - chartWidth()));
    horizontalScrollBar()->setPageStep(chartWidth());
    horizontalScrollBar()->setSingleStep(20);
    const int height = headerHeight() + int(m_bars.size()) * rowHeight() + (m_notStarted.isEmpty() ? 0 : rowHeight());
    verticalScrollBar()->setRange(0, qMax(0, height - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(rowHeight());
}

void TimelineView::zoomToFit()
{
    m_fit = true;
    const double total = totalSeconds();
    const int durationRoom = fontMetrics().horizontalAdvance(QStringLiteral("00 min 00 s")) + 24;
    const int room = qMax(20, chartWidth() - 2 * ChartPad - durationRoom);
    m_pps = total > 0 ? qBound(MinPps, room / total, MaxPps) : 50.0;
    updateScrollBars();
    horizontalScrollBar()->setValue(0);
    viewport()->update();
}

void TimelineView::setScale(double pps, int anchorX)
{
    pps = qBound(MinPps, pps, MaxPps);
    const int anchor = qBound(0, anchorX - chartLeft() - ChartPad, chartWidth());
    const double secondsAtAnchor = (anchor + horizontalScrollBar()->value()) / m_pps;
    m_pps = pps;
    m_fit = false;
    updateScrollBars();
    horizontalScrollBar()->setValue(int(std::lround(secondsAtAnchor * m_pps)) - anchor);
    viewport()->update();
}

void TimelineView::zoomIn()
{
    setScale(m_pps * 1.5, chartLeft() + chartWidth() / 2);
}

void TimelineView::zoomOut()
{
    setScale(m_pps / 1.5, chartLeft() + chartWidth() / 2);
}

QRect TimelineView::barRect(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return QRect();
    const Bar& b = m_bars[index];
    const int r = rowHeight();
    const int y = headerHeight() + index * r - verticalScrollBar()->value();
    const int x0 = xFor(secondsOf(b.start));
    const int x1 = qMax(x0 + 3, xFor(secondsOf(b.end.isValid() ? b.end : now())));
    return QRect(x0, y + r / 5, x1 - x0, r - 2 * (r / 5));
}

int TimelineView::barAt(const QPoint& pos) const
{
    if (pos.y() < headerHeight())
        return -1;
    const int row = (pos.y() - headerHeight() + verticalScrollBar()->value()) / rowHeight();
    return row >= 0 && row < m_bars.size() ? row : -1;
}

QString TimelineView::describe(int index) const
{
    if (index < 0 || index >= m_bars.size())
        return QString();
    const Bar& b = m_bars[index];
    const QLocale locale;
    QStringList lines;
    lines << (b.child ? b.step + QStringLiteral(" · ") + b.name() : b.step);
    lines << tr("Status: %1").arg(runStatusLabel(b.status, b.reused));
    lines << tr("Started: %1").arg(locale.toString(b.start.toLocalTime(), QLocale::ShortFormat));
    if (b.end.isValid())
        lines << tr("Ended: %1").arg(locale.toString(b.end.toLocalTime(), QLocale::ShortFormat));
    lines << tr("Duration: %1").arg(formatRunDuration(b.seconds(now())));
    if (b.exitCode >= 0)
        lines << tr("Exit code: %1").arg(b.exitCode);
    if (!b.reason.isEmpty())
        lines << tr("Reason: %1").arg(b.reason);
    if (b.coreSeconds > 0)
        lines << tr("Cores × seconds: %1").arg(b.coreSeconds, 0, 'f', 1);
    if (!b.dependsOn.isEmpty())
        lines << tr("Waits for: %1").arg(b.dependsOn.join(QStringLiteral(", ")));
    if (b.critical)
        lines << tr("On the critical path");
    return lines.join(QLatin1Char('\n'));
}

void TimelineView::updateAccessibleText()
{
    QStringList parts;
    parts << tr("%n step(s) started", nullptr, int(m_bars.size()));
    if (!m_critical.isEmpty())
        parts << tr("critical path: %1").arg(m_critical.join(QStringLiteral(" → ")));
    setAccessibleDescription(parts.join(QStringLiteral("; ")));
}

void TimelineView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor muted = mix(text, base, 0.45);
    const QColor grid = mix(base, text, 0.10);
    const QColor line = mix(base, text, 0.22);
    const QFontMetrics fm = fontMetrics();
    const int W = viewport()->width();
    const int H = viewport()->height();
    const int header = headerHeight();
    const int rh = rowHeight();
    const int left = labelWidth();
    const int vs = verticalScrollBar()->value();
    const QDateTime n = now();

    p.fillRect(viewport()->rect(), base);

    if (m_bars.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
            m_origin.isValid() || !m_notStarted.isEmpty() ? tr("No step has started yet.") : tr("No run selected."));
        return;
    }

    // rows
    for (int i = 0; i < m_bars.size(); ++i) {
        const int y = header + i * rh - vs;
        if (y + rh < header || y > H)
            continue;
        QRect row(0, y, W, rh);
        if (i == m_selected) {
            QColor sel = pal.color(QPalette::Highlight);
            sel.setAlphaF(hasFocus() ? 0.22 : 0.14);
            p.fillRect(row, sel);
        } else if (i == m_hover) {
            p.fillRect(row, mix(base, text, 0.05));
        } else if (i % 2 == 1) {
            p.fillRect(row, mix(base, text, 0.025));
        }
    }

    // grid and axis ticks
    const double minTickSeconds = (fm.horizontalAdvance(QStringLiteral("00:00:00")) + 24) / m_pps;
    const double step = niceStep(minTickSeconds);
    const double firstVisible = qMax(0.0, (horizontalScrollBar()->value() - ChartPad) / m_pps);
    const double lastVisible = (horizontalScrollBar()->value() + chartWidth()) / m_pps;
    p.save();
    p.setClipRect(QRect(left, 0, W - left, H));
    for (double t = std::floor(firstVisible / step) * step; t <= lastVisible + step; t += step) {
        const int x = xFor(t);
        if (x < left)
            continue;
        p.setPen(QPen(grid, 1));
        p.drawLine(QPointF(x + 0.5, header), QPointF(x + 0.5, H));
    }
    p.restore();

    // critical-path connectors (behind the bars)
    const QColor criticalInk = text;
    p.save();
    p.setClipRect(QRect(left, header, W - left, H - header));
    for (int k = 1; k < m_critical.size(); ++k) {
        const QRect a = barRect(indexOf(m_critical[k - 1]));
        const QRect b = barRect(indexOf(m_critical[k]));
        if (a.isEmpty() || b.isEmpty())
            continue;
        QPainterPath path;
        const QPointF from(a.right() + 1, a.center().y() + 0.5);
        const QPointF to(b.left(), b.center().y() + 0.5);
        const qreal midX = qMax(from.x() + 4, to.x() - 6);
        path.moveTo(from);
        path.lineTo(midX, from.y());
        path.lineTo(midX, to.y());
        path.lineTo(to);
        p.setPen(QPen(criticalInk, 1.4, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }

    // bars
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar& b = m_bars[i];
        const QRect r = barRect(i);
        if (r.bottom() < header || r.top() > H)
            continue;
        const QColor c = runStatusColor(b.status, pal);
        QColor fill = b.reused ? mix(c, base, 0.45) : c;
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(r), 3, 3);
        if (b.status == RunStatus::Running) { // moving stripes: the step is alive
            p.save();
            QPainterPath clip;
            clip.addRoundedRect(QRectF(r), 3, 3);
            p.setClipPath(clip, Qt::IntersectClip);
            QColor stripe = QColor(255, 255, 255, 70);
            p.setPen(QPen(stripe, 4));
            const int spacing = 12;
            const int offset = int(m_phase * spacing * 2) % spacing;
            for (int x = r.left() - r.height() - spacing + offset; x < r.right() + spacing; x += spacing)
                p.drawLine(x, r.bottom(), x + r.height(), r.top());
            p.restore();
        }
        if (b.critical) {
            p.setPen(QPen(criticalInk, 2.2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(r).adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4);
        }
        // duration after the bar, with the recycle mark for reused steps
        int tx = r.right() + 7;
        if (b.reused) {
            const int g = fm.height() - 2;
            paintRecycleGlyph(
                &p, QRectF(tx, r.center().y() - g / 2.0, g, g), runStatusColor(RunStatus::Completed, pal));
            tx += g + 3;
        }
        p.setPen(b.critical ? text : muted);
        QFont f = font();
        f.setBold(b.critical);
        p.setFont(f);
        p.drawText(QRect(tx, r.top() - 4, 400, r.height() + 8), Qt::AlignVCenter | Qt::AlignLeft,
            formatRunDuration(b.seconds(n)));
        p.setFont(font());
    }
    // "now" while running
    if (!m_frozenNow.isValid()) {
        const int x = xFor(secondsOf(n));
        QColor c = runStatusColor(RunStatus::Running, pal);
        c.setAlphaF(0.6);
        p.setPen(QPen(c, 1, Qt::DashLine));
        p.drawLine(x, header, x, H);
    }
    p.restore();

    // label column
    p.fillRect(QRect(0, header, left, H - header), Qt::transparent);
    p.save();
    p.setClipRect(QRect(0, header, left, H - header));
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar& b = m_bars[i];
        const int y = header + i * rh - vs;
        if (y + rh < header || y > H)
            continue;
        const int g = qMin(rh - 8, fm.height() + 2);
        paintRunStatusGlyph(&p, QRectF(8 + (b.child ? rh : 0), y + (rh - g) / 2.0, g, g), b.status, b.reused, pal,
            b.status == RunStatus::Running ? m_phase : 0);
        const int nameX = 8 + g + 6 + (b.child ? rh : 0);
        const int markRoom = 14;
        QFont f = font();
        f.setBold(b.critical);
        p.setFont(f);
        p.setPen(i == m_selected && hasFocus() ? text : text);
        const QFontMetrics bfm(f);
        const QString name = bfm.elidedText(b.name(), Qt::ElideMiddle, left - nameX - markRoom - 6);
        p.drawText(QRect(nameX, y, left - nameX - markRoom, rh), Qt::AlignVCenter | Qt::AlignLeft, name);
        p.setFont(font());
        if (b.critical) { // a diamond: critical without relying on colour
            const QPointF c(left - markRoom / 2.0 - 4, y + rh / 2.0);
            const qreal d = 4;
            QPainterPath diamond;
            diamond.moveTo(c.x(), c.y() - d);
            diamond.lineTo(c.x() + d, c.y());
            diamond.lineTo(c.x(), c.y() + d);
            diamond.lineTo(c.x() - d, c.y());
            diamond.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(text);
            p.drawPath(diamond);
        }
    }
    // steps that never started: one line at the end
    if (!m_notStarted.isEmpty()) {
        const int y = header + int(m_bars.size()) * rh - vs;
        p.setClipping(false);
        p.setPen(muted);
        p.drawText(QRect(8, y, W - 16, rh), Qt::AlignVCenter | Qt::AlignLeft,
            fm.elidedText(tr("Not started: %1").arg(m_notStarted.join(QStringLiteral(", "))), Qt::ElideRight, W - 16));
    }
    p.restore();
    p.setPen(QPen(line, 1));
    p.drawLine(QPointF(left - 0.5, header), QPointF(left - 0.5, H));

    // header: legend on the left, time axis on the right
    p.fillRect(QRect(0, 0, W, header), mix(base, pal.color(QPalette::Window), 0.7));
    p.setPen(QPen(line, 1));
    p.drawLine(QPointF(0, header - 0.5), QPointF(W, header - 0.5));
    {
        const QRect sw(8, header / 2 - 5, 18, 10);
        p.setPen(QPen(criticalInk, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(sw), 3, 3);
        p.setPen(text);
        const QString legend = tr("Critical path");
        p.drawText(QRect(sw.right() + 6, 0, left - sw.right() - 10, header), Qt::AlignVCenter | Qt::AlignLeft,
            fm.elidedText(legend, Qt::ElideRight, left - sw.right() - 10));
    }
    p.save();
    p.setClipRect(QRect(left, 0, W - left, header));
    p.setPen(muted);
    for (double t = std::floor(firstVisible / step) * step; t <= lastVisible + step; t += step) {
        const int x = xFor(t);
        if (x < left - 40)
            continue;
        p.setPen(QPen(line, 1));
        p.drawLine(QPointF(x + 0.5, header - 5), QPointF(x + 0.5, header));
        p.setPen(muted);
        p.drawText(QRect(x + 3, 0, 200, header - 3), Qt::AlignBottom | Qt::AlignLeft, tickLabel(t, step));
    }
    p.restore();
    p.setPen(QPen(line, 1));
    p.drawLine(QPointF(left - 0.5, 0), QPointF(left - 0.5, header));
}

void TimelineView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (m_fit)
        zoomToFit();
    else
        updateScrollBars();
}

void TimelineView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void TimelineView::mousePressEvent(QMouseEvent* event)
{
    const int i = barAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && i >= 0) {
        m_selected = i;
        viewport()->update();
        Q_EMIT stepClicked(m_bars[i].step);
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int i = barAt(event->position().toPoint());
    if (i >= 0)
        Q_EMIT stepActivated(m_bars[i].step);
}

void TimelineView::mouseMoveEvent(QMouseEvent* event)
{
    const int i = barAt(event->position().toPoint());
    if (i != m_hover) {
        m_hover = i;
        viewport()->update();
    }
    QAbstractScrollArea::mouseMoveEvent(event);
}

void TimelineView::leaveEvent(QEvent* event)
{
    if (m_hover != -1) {
        m_hover = -1;
        viewport()->update();
    }
    QAbstractScrollArea::leaveEvent(event);
}

void TimelineView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int dy = event->angleDelta().y();
        if (dy != 0)
            setScale(m_pps * std::pow(1.0015, dy), int(event->position().x()));
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void TimelineView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (m_bars.isEmpty())
            break;
        int i = m_selected < 0 ? 0 : m_selected + (event->key() == Qt::Key_Up ? -1 : 1);
        i = qBound(0, i, int(m_bars.size()) - 1);
        setSelectedStep(m_bars[i].step);
        Q_EMIT stepClicked(m_bars[i].step);
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_selected >= 0)
            Q_EMIT stepActivated(m_bars[m_selected].step);
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
    case Qt::Key_Home:
        zoomToFit();
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void TimelineView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        relayout();
    else if (event->type() == QEvent::PaletteChange)
        viewport()->update();
    else if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Step timeline"));
        updateAccessibleText();
        relayout();
    }
    QAbstractScrollArea::changeEvent(event);
}

bool TimelineView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int i = barAt(help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(), describe(i), viewport(),
                barRect(i).united(QRect(0, barRect(i).top(), labelWidth(), barRect(i).height())));
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace pw
