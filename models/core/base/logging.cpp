// SPDX-License-Identifier: MIT
#include "logging.h"

#include <QDir>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtGlobal>

#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace pw {

namespace {

constexpr std::size_t MaxFileSize = 5 * 1024 * 1024;
constexpr std::size_t MaxFiles = 3;

/// Cheap test before the regular expressions: could this text hold a credential at all? It holds what each rule
/// below needs (ASCII case ignored), so a text that fails it is left as it is without compiling them (some tenths of
/// a millisecond, the first time in a process): `bearer` and blanks, `sig=`, or a name with one of the words that
/// name secrets (authorization, AccountKey, client_secret, password, access_token, …, each perhaps within a longer
/// name) followed by an optional quote, blanks and `:` or `=`. "a token from PIPEWRIGHT_ACCESS_TOKEN until …" fails it.
bool mayHoldSecret(std::string_view s)
{
    std::string lower(s);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    auto isNameChar = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'; };
    if (lower.find("sig=") != std::string::npos)
        return true;
    for (std::size_t at = lower.find("bearer"); at != std::string::npos; at = lower.find("bearer", at + 1))
        if (at + 6 < lower.size() && isBlank(lower[at + 6]))
            return true;
    static const char* const names[] = {"auth", "key", "secret", "passw", "_token", "signature", "assertion"};
    for (const char* w : names) {
        const std::size_t length = std::strlen(w);
        for (std::size_t at = lower.find(w); at != std::string::npos; at = lower.find(w, at + 1)) {
            std::size_t i = at + length;
            while (i < lower.size() && isNameChar(lower[i]))
                ++i;
            if (i < lower.size() && (lower[i] == '"' || lower[i] == '\''))
                ++i;
            while (i < lower.size() && isBlank(lower[i]))
                ++i;
            if (i < lower.size() && (lower[i] == ':' || lower[i] == '='))
                return true;
        }
    }
    return false;
}

struct Rule
{
    QRegularExpression re;
    QString replacement;
};

const std::vector<Rule>& rules()
{
    static const std::vector<Rule> r = [] {
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        // names whose values are secrets, in `name=value`, `name: value` and `"name": "value"` forms
        const QString names = QStringLiteral(
            "(?<![A-Za-z0-9])(?:client_secret|client_assertion|password|passwd|access_token|refresh_token|id_token|"
            "api[_-]?key|x-api-key|secret)");
        std::vector<Rule> v;
        // Authorization: <scheme> <credential>   (HTTP header, JSON, YAML)
        v.push_back({QRegularExpression(QStringLiteral("((?<![A-Za-z0-9])(?:proxy-)?authorization[\"']?\\s*[:=]\\s*[\"']?)"
                                                       "((?:bearer|basic|sharedkey|sharedaccesssignature|digest|"
                                                       "negotiate|ntlm|token)\\s+)?[^\\s\"',;]+"),
                                    ci),
                     QStringLiteral("\\1\\2***")});
        // a bearer token anywhere else
        v.push_back({QRegularExpression(QStringLiteral("(\\bbearer\\s+)[A-Za-z0-9\\-._~+/]{8,}=*"), ci),
                     QStringLiteral("\\1***")});
        // SAS signatures and storage keys
        v.push_back({QRegularExpression(QStringLiteral("((?<![A-Za-z0-9])sig=)[^&\\s\"';,]+"), ci),
                     QStringLiteral("\\1***")});
        v.push_back({QRegularExpression(
                         QStringLiteral("((?<![A-Za-z0-9])(?:AccountKey|SharedAccessKey|SharedAccessSignature)=)[^;\\s\"']+"),
                         ci),
                     QStringLiteral("\\1***")});
        // quoted values first, then bare ones
        v.push_back({QRegularExpression(QStringLiteral("(") + names + QStringLiteral("[\"']?\\s*[:=]\\s*)([\"'])(?:(?!\\2).)*\\2"),
                                        ci),
                     QStringLiteral("\\1\\2***\\2")});
        // `name: value` (YAML, headers): up to the end of the line; `name=value` (queries, forms): one token
        v.push_back({QRegularExpression(QStringLiteral("(") + names + QStringLiteral("[\"']?[ \\t]*:[ \\t]*)[^\"'\\s,;}*][^\\r\\n\"',;}]*"),
                                        ci),
                     QStringLiteral("\\1***")});
        v.push_back({QRegularExpression(QStringLiteral("(") + names + QStringLiteral("[\"']?[ \\t]*=[ \\t]*)[^\"'&\\s,;}*][^\"'&\\s,;}]*"),
                                        ci),
                     QStringLiteral("\\1***")});
        return v;
    }();
    return r;
}

/// Passes every message, redacted, to the real sinks (each with its own level and pattern).
class RedactingSink final : public spdlog::sinks::base_sink<std::mutex>
{
public:
    void add(std::shared_ptr<spdlog::sinks::sink> s) { m_sinks.push_back(std::move(s)); }

protected:
    void sink_it_(const spdlog::details::log_msg& msg) override
    {
        const std::string_view payload(msg.payload.data(), msg.payload.size());
        if (!mayHoldSecret(payload)) {
            forward(msg);
            return;
        }
        const std::string clean =
            redact(QString::fromUtf8(payload.data(), static_cast<qsizetype>(payload.size()))).toStdString();
        spdlog::details::log_msg copy = msg;
        copy.payload = spdlog::string_view_t(clean.data(), clean.size());
        forward(copy);
    }

    void flush_() override
    {
        for (const auto& s : m_sinks)
            s->flush();
    }

private:
    void forward(const spdlog::details::log_msg& msg)
    {
        for (const auto& s : m_sinks)
            if (s->should_log(msg.level))
                s->log(msg);
    }

    std::vector<std::shared_ptr<spdlog::sinks::sink>> m_sinks;
};

QMutex g_mutex;
std::shared_ptr<spdlog::logger> g_logger;
QString g_logFile;
bool g_atExitRegistered = false;

std::shared_ptr<spdlog::logger> currentLogger()
{
    QMutexLocker lock(&g_mutex);
    return g_logger;
}

void qtMessageHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const auto logger = currentLogger();
    if (!logger)
        return;
    spdlog::level::level_enum level = spdlog::level::info;
    switch (type) {
    case QtDebugMsg:
        level = spdlog::level::debug;
        break;
    case QtInfoMsg:
        level = spdlog::level::info;
        break;
    case QtWarningMsg:
        level = spdlog::level::warn;
        break;
    case QtCriticalMsg:
        level = spdlog::level::err;
        break;
    case QtFatalMsg:
        level = spdlog::level::critical;
        break;
    }
    std::string text;
    if (context.category && std::strcmp(context.category, "default") != 0)
        text = std::string("[") + context.category + "] ";
    text += message.toStdString();
    logger->log(level, spdlog::string_view_t(text.data(), text.size()));
    if (type == QtFatalMsg)
        logger->flush(); // Qt aborts after this handler returns
}

QString fileBaseName(const QString& appName)
{
    QString name = appName.trimmed().toLower();
    for (QChar& c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('-');
    return name.isEmpty() ? QStringLiteral("pipewright") : name;
}

} // namespace

QString redact(const QString& text)
{
    if (text.isEmpty() || !mayHoldSecret(text.toStdString()))
        return text;
    QString out = text;
    for (const Rule& r : rules())
        out.replace(r.re, r.replacement);
    return out;
}

QString logDirectory()
{
    QString state = qEnvironmentVariable("XDG_STATE_HOME");
    if (state.isEmpty() || QDir::isRelativePath(state)) // the XDG spec says relative paths are to be ignored
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return QDir::cleanPath(state + QStringLiteral("/pipewright/logs"));
}

QString logFilePath()
{
    QMutexLocker lock(&g_mutex);
    return g_logFile;
}

void initLogging(const QString& appName, bool verbose, bool toStderr)
{
    const std::string name = fileBaseName(appName).toStdString();
    auto redacting = std::make_shared<RedactingSink>();
    redacting->set_level(spdlog::level::trace);

    QString fileError;
    QString logFile;
    const QString dir = logDirectory();
    if (QDir().mkpath(dir)) {
        logFile = dir + QLatin1Char('/') + fileBaseName(appName) + QStringLiteral(".log");
        try {
            auto file = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(logFile.toStdString(), MaxFileSize,
                                                                               MaxFiles);
            file->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%P:%t] [%l] %v");
            file->set_level(spdlog::level::debug);
            redacting->add(file);
        } catch (const spdlog::spdlog_ex& e) {
            fileError = QString::fromStdString(e.what());
            logFile.clear();
        }
    } else {
        fileError = QStringLiteral("cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
    }

    if (toStderr) {
        auto err = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        err->set_pattern(verbose ? "%H:%M:%S.%e %^%l%$: %v" : "%^%l%$: %v");
        err->set_level(verbose ? spdlog::level::debug : spdlog::level::info);
        redacting->add(err);
    }

    auto logger = std::make_shared<spdlog::logger>(name, redacting);
    logger->set_level(spdlog::level::debug);
    logger->flush_on(spdlog::level::warn);

    {
        QMutexLocker lock(&g_mutex);
        if (g_logger)
            g_logger->flush();
        g_logger = logger;
        g_logFile = logFile;
    }
    spdlog::set_default_logger(logger);
    qInstallMessageHandler(qtMessageHandler);
    if (!g_atExitRegistered) {
        g_atExitRegistered = true;
        std::atexit(shutdownLogging);
    }

    if (!fileError.isEmpty())
        logger->warn("no log file: {}", fileError.toStdString());
    else
        logger->debug("log file {}", logFile.toStdString());
}

void shutdownLogging()
{
    std::shared_ptr<spdlog::logger> old;
    {
        QMutexLocker lock(&g_mutex);
        old = std::move(g_logger);
        g_logger.reset();
        g_logFile.clear();
    }
    if (!old)
        return;
    qInstallMessageHandler(nullptr);
    old->flush();
    // anything logged later goes nowhere instead of to a closed file
    spdlog::set_default_logger(std::make_shared<spdlog::logger>(old->name()));
}

} // namespace pw
