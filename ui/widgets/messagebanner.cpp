// SPDX-License-Identifier: MIT
#include "messagebanner.h"
#include "icons.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace pw {

namespace {

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

} // namespace

MessageBanner::MessageBanner(QWidget* parent)
    : QWidget(parent)
    , m_frame(new QFrame(this))
    , m_icon(new QLabel(m_frame))
    , m_text(new QLabel(m_frame))
    , m_close(new QToolButton(m_frame))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    m_frame->setObjectName(QStringLiteral("messageBannerFrame"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 2);
    outer->addWidget(m_frame);
    m_text->setObjectName(QStringLiteral("messageBannerText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setTextFormat(Qt::PlainText);
    m_close->setObjectName(QStringLiteral("messageBannerClose"));
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close"));
    m_close->setAccessibleName(tr("Close message"));

    auto* layout = new QHBoxLayout(m_frame);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->setSpacing(8);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);

    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &MessageBanner::dismiss);
    connect(m_close, &QToolButton::clicked, this, &MessageBanner::dismiss);
    setAccessibleName(tr("Message"));
    hide();
}

void MessageBanner::showMessageFor(const QString& scope, const QString& text, Kind kind, int autoHideMs)
{
    showMessage(text, kind, autoHideMs);
    m_messageScope = scope;
}

void MessageBanner::setScope(const QString& scope)
{
    m_scope = scope;
    if (m_messageScope.isEmpty())
        return;
    if (scope == m_messageScope && m_waiting) {
        m_waiting = false;
        show();
    } else if (scope != m_messageScope && isVisible()) {
        m_waiting = true;
        hide(); // not dismissed: it comes back with its file's tab
    }
}

void MessageBanner::showMessage(const QString& text, Kind kind, int autoHideMs)
{
    m_messageScope.clear();
    m_waiting = false;
    m_kind = kind;
    m_text->setText(text);
    const QString iconName = kind == Kind::Error ? QStringLiteral("error")
        : kind == Kind::Warning                  ? QStringLiteral("warning")
                                                 : QStringLiteral("info");
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(appIcon(iconName).pixmap(size, size));
    restyle();
    show();
    if (autoHideMs < 0)
        autoHideMs = kind == Kind::Info ? 6000 : 0;
    if (autoHideMs > 0)
        m_timer->start(autoHideMs);
    else
        m_timer->stop();
}

QString MessageBanner::text() const
{
    return m_text->text();
}

void MessageBanner::dismiss()
{
    m_timer->stop();
    m_waiting = false;
    m_messageScope.clear();
    if (isHidden())
        return;
    hide();
    Q_EMIT dismissed();
}

void MessageBanner::restyle()
{
    const QPalette pal = palette();
    const QColor window = pal.color(QPalette::Window);
    const bool dark = window.lightness() < 128;
    QColor accent;
    switch (m_kind) {
    case Kind::Error:
        accent = dark ? QColor(0xf1, 0x4c, 0x4c) : QColor(0xd1, 0x34, 0x38);
        break;
    case Kind::Warning:
        accent = dark ? QColor(0xcc, 0xa7, 0x00) : QColor(0xc2, 0x8a, 0x00);
        break;
    case Kind::Info:
        accent = dark ? QColor(0x37, 0x94, 0xff) : QColor(0x1a, 0x73, 0xd9);
        break;
    }
    const QColor background = mix(window, accent, dark ? 0.22 : 0.12);
    const QColor border = mix(window, accent, 0.55);
    const QString sheet = (QStringLiteral("QFrame#messageBannerFrame { background: %1; border: 1px solid %2;"
                                 " border-left: 4px solid %3; border-radius: 3px; }"
                                 " QFrame#messageBannerFrame QLabel { background: transparent; border: none; }")
                      .arg(background.name(), border.name(), accent.name()));
    if (sheet != m_frame->styleSheet())
        m_frame->setStyleSheet(sheet);
}

void MessageBanner::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && isVisible())
        restyle();
    if (event->type() == QEvent::LanguageChange) {
        m_close->setToolTip(tr("Close"));
        m_close->setAccessibleName(tr("Close message"));
        setAccessibleName(tr("Message"));
    }
}

} // namespace pw
