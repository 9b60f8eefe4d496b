// SPDX-License-Identifier: MIT
// Logging: where the log goes, Qt messages routed into it, and credentials never written.
#include "logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTest>

#include <spdlog/spdlog.h>

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Q_LOGGING_CATEGORY(lcTest, "pw.test")

} // namespace

class TestLogging : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void redact_data();
    void redact();
    void redactLeavesPlainTextAlone();

    void logDirectoryFollowsXdg();
    void fileSinkAndQtMessages();
    void secretsNeverReachTheFile();
    void rotation();

private:
    QTemporaryDir m_state;
    QByteArray m_oldState;
};

void TestLogging::initTestCase()
{
    QVERIFY(m_state.isValid());
    m_oldState = qgetenv("XDG_STATE_HOME");
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_state.path()));
}

void TestLogging::cleanupTestCase()
{
    pw::shutdownLogging();
    if (m_oldState.isEmpty())
        qunsetenv("XDG_STATE_HOME");
    else
        qputenv("XDG_STATE_HOME", m_oldState);
}

void TestLogging::redact_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");

    QTest::newRow("authorization header") << QStringLiteral("Authorization: Bearer eyJ0eXAiOiJKV1QiLCJhbGciOi.abc.def")
                                          << QStringLiteral("Authorization: Bearer ***");
    QTest::newRow("authorization lower case") << QStringLiteral("authorization: bearer abcdefghijkl")
                                              << QStringLiteral("authorization: bearer ***");
    QTest::newRow("authorization basic") << QStringLiteral("Authorization: Basic dXNlcjpwYXNz")
                                         << QStringLiteral("Authorization: Basic ***");
    QTest::newRow("authorization in JSON") << QStringLiteral("{\"Authorization\": \"Bearer abc.def.ghi\", \"x\": 1}")
                                           << QStringLiteral("{\"Authorization\": \"Bearer ***\", \"x\": 1}");
    QTest::newRow("authorization without scheme") << QStringLiteral("Authorization: 0123456789abcdef")
                                                  << QStringLiteral("Authorization: ***");
    QTest::newRow("bearer elsewhere") << QStringLiteral("token is Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.sig_part-x")
                                      << QStringLiteral("token is Bearer ***");
    QTest::newRow("SAS signature in URL")
        << QStringLiteral("GET https://acct.blob.core.windows.net/c/b?sv=2021-08-06&se=2030-01-01&sp=r&sig=AbC%2Bdef%3D&x=1")
        << QStringLiteral("GET https://acct.blob.core.windows.net/c/b?sv=2021-08-06&se=2030-01-01&sp=r&sig=***&x=1");
    QTest::newRow("SAS signature at the end") << QStringLiteral("url=https://a/b?sig=xyz123") << QStringLiteral("url=https://a/b?sig=***");
    QTest::newRow("storage connection string")
        << QStringLiteral("DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=abc+def/ghi==;EndpointSuffix=core.windows.net")
        << QStringLiteral("DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=***;EndpointSuffix=core.windows.net");
    QTest::newRow("shared access key") << QStringLiteral("Endpoint=sb://x/;SharedAccessKeyName=k;SharedAccessKey=s3cr3t=")
                                       << QStringLiteral("Endpoint=sb://x/;SharedAccessKeyName=k;SharedAccessKey=***");
    QTest::newRow("client_secret in a form body")
        << QStringLiteral("grant_type=client_credentials&client_id=abc&client_secret=Sup3r~Secret.Value&scope=x")
        << QStringLiteral("grant_type=client_credentials&client_id=abc&client_secret=***&scope=x");
    QTest::newRow("client_secret in JSON") << QStringLiteral("{\"client_id\": \"abc\", \"client_secret\": \"p@ss word\"}")
                                           << QStringLiteral("{\"client_id\": \"abc\", \"client_secret\": \"***\"}");
    QTest::newRow("client_secret in YAML") << QStringLiteral("client_secret: my secret value")
                                           << QStringLiteral("client_secret: ***");
    QTest::newRow("environment variable") << QStringLiteral("AZURE_CLIENT_SECRET=abc123 AZURE_TENANT_ID=t")
                                          << QStringLiteral("AZURE_CLIENT_SECRET=*** AZURE_TENANT_ID=t");
    QTest::newRow("access token in JSON") << QStringLiteral("{\"access_token\":\"eyJabc\",\"expires_in\":3599}")
                                          << QStringLiteral("{\"access_token\":\"***\",\"expires_in\":3599}");
    QTest::newRow("refresh token in a form") << QStringLiteral("refresh_token=0.AAAA-bbb&grant_type=refresh_token")
                                             << QStringLiteral("refresh_token=***&grant_type=refresh_token");
    QTest::newRow("password") << QStringLiteral("password=hunter2") << QStringLiteral("password=***");
    // blanks and quotes between the name and its value, and the name within a longer one
    QTest::newRow("secret after blanks") << QStringLiteral("client_secret \t= abc123 next") << QStringLiteral("client_secret \t= *** next");
    QTest::newRow("quoted name, blank colon") << QStringLiteral("{'password' : 'x y'}") << QStringLiteral("{'password' : '***'}");
    QTest::newRow("authorization on the next line") << QStringLiteral("Proxy-Authorization\n: Negotiate YIIabc")
                                                    << QStringLiteral("Proxy-Authorization\n: Negotiate ***");
    QTest::newRow("bearer after a tab") << QStringLiteral("got Bearer\tabcdefghijkl") << QStringLiteral("got Bearer\t***");
    QTest::newRow("two secrets on a line") << QStringLiteral("Authorization: Bearer aaaaaaaaaaaa sig=bbb")
                                           << QStringLiteral("Authorization: Bearer *** sig=***");
    QTest::newRow("multi-line") << QStringLiteral("POST /token\nAuthorization: Bearer abcdefghijk\nHost: x")
                                << QStringLiteral("POST /token\nAuthorization: Bearer ***\nHost: x");
}

void TestLogging::redact()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(pw::redact(input), expected);
    // idempotent
    QCOMPARE(pw::redact(expected), expected);
}

void TestLogging::redactLeavesPlainTextAlone()
{
    for (const QString& s :
         {QStringLiteral("loaded pipeline.yml: 3 steps"), QStringLiteral("jobs.train.inputs.key_column = id"),
          QStringLiteral("signature of the component changed"), QStringLiteral("the token ${{parent.inputs.x}} is bound"),
          QStringLiteral("azure: a token from PIPEWRIGHT_ACCESS_TOKEN until 2026-12-04T23:00:00Z"),
          QString(), QStringLiteral("keys: a, b")})
        QCOMPARE(pw::redact(s), s);
}

void TestLogging::logDirectoryFollowsXdg()
{
    QCOMPARE(pw::logDirectory(), QDir::cleanPath(m_state.path() + QStringLiteral("/pipewright/logs")));
    const QByteArray saved = qgetenv("XDG_STATE_HOME");
    qunsetenv("XDG_STATE_HOME");
    QCOMPARE(pw::logDirectory(), QDir::homePath() + QStringLiteral("/.local/state/pipewright/logs"));
    qputenv("XDG_STATE_HOME", "relative/path"); // ignored, as the XDG spec says
    QCOMPARE(pw::logDirectory(), QDir::homePath() + QStringLiteral("/.local/state/pipewright/logs"));
    qputenv("XDG_STATE_HOME", saved);
}

void TestLogging::fileSinkAndQtMessages()
{
    pw::initLogging(QStringLiteral("Pipewright Test"), false, false);
    const QString file = pw::logFilePath();
    QCOMPARE(file, pw::logDirectory() + QStringLiteral("/pipewright-test.log"));
    spdlog::info("hello from spdlog {}", 42);
    qWarning("a Qt warning %d", 7);
    qCInfo(lcTest) << "a categorised message";
    qDebug() << "a Qt debug line";
    spdlog::default_logger()->flush();
    const QByteArray log = readAll(file);
    QVERIFY2(log.contains("[info] hello from spdlog 42"), log.constData());
    QVERIFY2(log.contains("[warning] a Qt warning 7"), log.constData());
    QVERIFY2(log.contains("[info] [pw.test] a categorised message"), log.constData());
    QVERIFY2(log.contains("[debug] a Qt debug line"), log.constData());
}

void TestLogging::secretsNeverReachTheFile()
{
    pw::initLogging(QStringLiteral("secrets"), true, false);
    spdlog::info("request headers: Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.secretpayload");
    spdlog::warn("upload to https://a.blob.core.windows.net/c?sv=1&sig=TOPSECRETSIG");
    qWarning() << "token response" << "{\"access_token\":\"TOPSECRETTOKEN\"}";
    qInfo("conn: AccountName=a;AccountKey=TOPSECRETKEY==;");
    spdlog::default_logger()->flush();
    const QByteArray log = readAll(pw::logFilePath());
    QVERIFY(log.contains("Authorization: Bearer ***"));
    for (const char* secret : {"secretpayload", "TOPSECRETSIG", "TOPSECRETTOKEN", "TOPSECRETKEY"})
        QVERIFY2(!log.contains(secret), secret);
}

void TestLogging::rotation()
{
    pw::initLogging(QStringLiteral("rotation"), false, false);
    const QString file = pw::logFilePath();
    const std::string line(1000, 'x');
    for (int i = 0; i < 16 * 1024; ++i) // ~16 MB through a 5 MB × 3 rotation
        spdlog::info("{} {}", i, line);
    spdlog::default_logger()->flush();
    QVERIFY(QFile::exists(file));
    QVERIFY(QFile::exists(pw::logDirectory() + QStringLiteral("/rotation.1.log")));
    QVERIFY(QFile::exists(pw::logDirectory() + QStringLiteral("/rotation.3.log")));
    QVERIFY(!QFile::exists(pw::logDirectory() + QStringLiteral("/rotation.4.log")));
    QVERIFY(QFileInfo(file).size() <= 5 * 1024 * 1024);
}

QTEST_GUILESS_MAIN(TestLogging)
#include "tst_logging.moc"
