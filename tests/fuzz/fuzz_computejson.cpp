// SPDX-License-Identifier: MIT
// libFuzzer target for the compute and quota answers of a workspace (models/core/computejson): any bytes are read as
// a usages, quotas, VM sizes, computes and node-list answer, and as a saved compute snapshot. Findings abort (so
// libFuzzer saves the input): a crash or sanitizer report, an issue without a message or place, a negative count,
// or a snapshot that does not survive being written and read back (written twice, the texts must be equal).
#include "computejson.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_computejson: %s\n", what.c_str());
    std::abort();
}

void checkIssues(const QList<pw::JsonIssue>& issues)
{
    for (const pw::JsonIssue& i : issues)
        if (i.message.isEmpty() || i.source.isEmpty())
            finding("an issue without a message or a source");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(bytes), qsizetype(size));
    const QString source = QStringLiteral("input.json");

    const pw::UsageParseResult usages = pw::parseUsages(json, source);
    checkIssues(usages.issues);
    const pw::UsageParseResult quotas = pw::parseQuotas(json, source);
    checkIssues(quotas.issues);
    const pw::VmSizeParseResult sizes = pw::parseVmSizes(json, source);
    checkIssues(sizes.issues);
    for (const pw::VmSize& s : sizes.sizes)
        if (s.vCpus < 0 || s.gpus < 0 || s.memoryGB < 0)
            finding("a VM size with a negative count");
    const pw::ComputeParseResult computes = pw::parseComputes(json, source);
    checkIssues(computes.issues);
    const pw::NodeParseResult nodes = pw::parseComputeNodes(json, source);
    checkIssues(nodes.issues);

    // what was read, as a snapshot: written, read back and written again gives the same text
    pw::ComputeSnapshot snapshot;
    snapshot.backendId = QStringLiteral("fuzz");
    snapshot.usages = pw::joinQuotas(usages.rows, quotas.rows);
    snapshot.vmSizes = sizes.sizes;
    snapshot.computes = computes.computes;
    for (pw::ComputeTarget& t : snapshot.computes)
        pw::applyNodeCounts(t, nodes.nodes);
    const QByteArray once = QJsonDocument(pw::snapshotToJson(snapshot)).toJson(QJsonDocument::Compact);
    const pw::SnapshotParseResult back = pw::snapshotFromJson(once, source);
    if (!back.issues.isEmpty())
        finding("a written snapshot reads back with issues: " + back.issues.first().toString().toStdString());
    const QByteArray twice = QJsonDocument(pw::snapshotToJson(back.snapshot)).toJson(QJsonDocument::Compact);
    if (once != twice)
        finding("a snapshot does not survive being written and read back");

    // the input itself as a saved snapshot
    checkIssues(pw::snapshotFromJson(json, source).issues);
    return 0;
}
