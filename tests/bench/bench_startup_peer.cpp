// SPDX-License-Identifier: MIT
// The peer of bench_startup: a bare QMainWindow program. It shows an empty QMainWindow of the given size and,
// exactly as `pipewright-studio --first-frame` does, prints the moment its first frame has been painted (on the
// system's monotonic clock) and quits.
//
//   bench_startup_peer [--size WxH]
#include "firstframeprobe.h"

#include <QApplication>
#include <QMainWindow>
#include <QTimer>


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
    new pw::FirstFrameProbe(&window, [] { return QString(); });
    window.show();
    return app.exec();
}
