// SPDX-License-Identifier: MIT
// libcurl and the libraries it brings bind their symbols among themselves first (RTLD_DEEPBIND), not through the
// program's global scope, unless something interposes symbols (LD_PRELOAD, a sanitizer). Seen from what libcurl
// calls: this program exports a zlibVersion() of its own, ahead of zlib's in the global scope. libcurl's
// curl_version() names the zlib it calls: zlib's own version when deep-bound, this program's when not.
// Registered twice: as it is, and with LD_PRELOAD set (tst_curldeepbind.preload), where deep binding is not used.
#include "curlapi.h"
#include "ondemandlibrary.h"

#include <QLibrary>
#include <QRegularExpression>
#include <QTest>

extern "C" __attribute__((visibility("default"))) const char* zlibVersion(void)
{
    return "0.0-interposed-by-the-test";
}

class TestCurlDeepBind : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void libcurlFindsItsOwnLibrariesFirst()
    {
        QString why;
        QVERIFY2(pw::http::curlApi(&why), qPrintable(why));
        QLibrary curl(QStringLiteral("curl"), 4); // the same library, already read
        using VersionFn = char* (*)();
        const auto version = reinterpret_cast<VersionFn>(curl.resolve("curl_version"));
        QVERIFY2(version, qPrintable(curl.errorString()));
        const QString text = QString::fromLatin1(version());
        QVERIFY2(text.contains(QLatin1String("zlib/")), qPrintable(text)); // Debian's libcurl is built with zlib

        const bool preloaded = !qEnvironmentVariableIsEmpty("LD_PRELOAD");
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        const bool sanitized = true;
#else
        const bool sanitized = false;
#endif
        QCOMPARE(pw::onDemandCanBindDeep(), !preloaded && !sanitized);
        if (pw::onDemandCanBindDeep())
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("zlib/[1-9]"))) && !text.contains(QLatin1String("interposed")),
                     qPrintable(text)); // zlib's own
        else
            QVERIFY2(text.contains(QLatin1String("zlib/0.0-interposed-by-the-test")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestCurlDeepBind)
#include "tst_curldeepbind.moc"
