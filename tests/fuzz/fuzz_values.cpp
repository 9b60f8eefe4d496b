// SPDX-License-Identifier: MIT
// libFuzzer target for the small parsers of settings values: mini_batch_size (models/core/azuremlvalues), Kubernetes
// quantities, and the parallel runtime's own program arguments (models/backends/parallelsettings).
// Findings abort (so libFuzzer saves the input): a crash or sanitizer report (UBSan: an overflow), a size that is
// neither refused nor at least 1, a size that is not the number times its unit, a quantity that is negative or not
// finite, runtime options accepted outside their documented ranges.
//
// Input: the text, split at the first newline: a value for the two value parsers, then program arguments.
#include "azuremlvalues.h"
#include "parallelsettings.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what, const QString& input)
{
    std::fprintf(stderr, "fuzz_values: %s (input '%s')\n", what.c_str(), input.toUtf8().constData());
    std::abort();
}

bool asciiDigits(const QString& s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    return true;
}

void checkMiniBatchSize(const QString& value)
{
    QString error;
    const qint64 n = pw::parseMiniBatchSize(value, &error);
    if (n == -1) {
        if (error.isEmpty())
            finding("mini_batch_size refused without a message", value);
        return;
    }
    if (n == 0) {
        if (!value.contains(QLatin1String("${{")))
            finding("mini_batch_size 0 for a value that is not a binding", value);
        return;
    }
    if (n < 1)
        finding("mini_batch_size below 1 accepted", value);
    const QString v = value.trimmed();
    if (asciiDigits(v)) {
        bool ok = false;
        const qint64 plain = v.toLongLong(&ok);
        if (!ok || plain != n)
            finding("a plain number read as another", value);
        return;
    }
    const QString unit = v.right(2).toLower();
    const QString digits = v.left(v.size() - 2);
    const qint64 scale = unit == QLatin1String("kb") ? 1024 : unit == QLatin1String("mb") ? 1024 * 1024
                                                              : unit == QLatin1String("gb") ? qint64(1024) * 1024 * 1024 : 0;
    bool ok = false;
    const qint64 number = digits.toLongLong(&ok);
    if (!scale || !asciiDigits(digits) || !ok || number > std::numeric_limits<qint64>::max() / scale || number * scale != n)
        finding("a size is not its number times its unit", value);
}

void checkQuantity(const QString& value)
{
    for (bool memory : {false, true}) {
        double out = -1;
        if (pw::parseK8sQuantity(value, memory, &out) && (!std::isfinite(out) || out < 0))
            finding("a quantity that is negative or not finite", value);
    }
}

void checkProgramArguments(const QString& line, int maxRetries, int timeout)
{
    pw::ParallelPlan plan;
    plan.maxRetries = maxRetries;
    plan.retryTimeoutSeconds = timeout;
    pw::ParallelOptions o;
    QString error;
    const QStringList args = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!pw::parseParallelOptions(args, plan, &o, &error)) {
        if (error.isEmpty())
            finding("program arguments refused without a message", line);
        return;
    }
    const int day3 = 259200;
    if (o.errorThreshold < -1)
        finding("--error_threshold below -1 accepted", line);
    if (!(o.allowedFailedPercent >= 0 && o.allowedFailedPercent <= 100))
        finding("--allowed_failed_percent outside [0, 100] accepted", line);
    if (o.taskOverheadTimeout <= 0 || o.taskOverheadTimeout > day3)
        finding("--task_overhead_timeout outside (0, 259200] accepted", line);
    if (o.progressUpdateTimeout < 0 || o.progressUpdateTimeout > day3)
        finding("--progress_update_timeout outside (0, 259200] accepted", line);
    if (o.firstTaskCreationTimeout <= 0 || o.firstTaskCreationTimeout > day3)
        finding("--first_task_creation_timeout outside (0, 259200] accepted", line);
    if (o.resourceMonitorInterval < 0)
        finding("--resource_monitor_interval below 0 accepted", line);
    if (pw::parallelAttempts(plan) < 1)
        finding("fewer than one attempt per mini-batch", line);
    if (pw::effectiveProgressUpdateTimeout(o, plan) <= 0)
        finding("a progress timeout of zero or less", line);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    if (size < 2)
        return 0;
    // two bytes for the plan's retries and timeout, then the text
    const int maxRetries = int(bytes[0] % 8);
    const int timeout = 1 + int(bytes[1]) * 1000;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(bytes) + 2, qsizetype(size) - 2);
    const qsizetype nl = text.indexOf(QLatin1Char('\n'));
    const QString value = nl < 0 ? text : text.left(nl);
    checkMiniBatchSize(value);
    checkQuantity(value);
    checkProgramArguments(nl < 0 ? QString() : text.mid(nl + 1), maxRetries, timeout);
    return 0;
}
