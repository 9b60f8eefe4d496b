// SPDX-License-Identifier: MIT
// The peer of bench_startup: a bare QMainWindow program. It shows an empty QMainWindow of the given size and,
// exactly as `pipewright-studio --first-frame` does, prints the moment its first frame has been painted (on the
// system's monotonic clock) and quits.
//
//   bench_startup_peer [--size WxH]
#include <QApplication>
#include <QMainWindow>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace {

class FirstFrameProbe : public QObject {
public:
    explicit FirstFrameProbe(QWidget* window)
        : QObject(window)
        , m_window(window)
    {
        qApp->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_painted && watched->isWidgetType()
            && static_cast<QWidget*>(watched)->window() == m_window && m_window->isVisible()) {
            m_painted = true;
            qApp->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] {
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                std::printf("first-frame steady_ns=%lld size=%dx%d workspace=\n",
                    static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()),
                    m_window->width(), m_window->height());
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    QWidget* m_window;
    bool m_painted = false;
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    int width = 1280;
    int height = 800;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--size")) {
            const QStringList wh = args[++i].split(QLatin1Char('x'));
            if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) {
                width = wh[0].toInt();
                height = wh[1].toInt();
            }
        }
    }
    QMainWindow window;
    window.resize(width, height);
    new FirstFrameProbe(&window);
    window.show();
    return app.exec();
}
