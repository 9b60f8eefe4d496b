// SPDX-License-Identifier: MIT
#pragma once
// What the tests of the HTTP client share: waiting for an answer while this thread serves the loopback server.

#include "httpclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFuture>

namespace {

/// The answer to a request, events processed while it comes (the loopback server answers on this thread); an
/// answer with an error when none came within `ms`.
pw::http::Response wait(QFuture<pw::http::Response> f, int ms = 20000)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    if (!f.isFinished() || f.resultCount() == 0) {
        pw::http::Response none;
        none.error = QStringLiteral("test: no answer");
        return none;
    }
    return f.result();
}

} // namespace
