// SPDX-License-Identifier: MIT
// libFuzzer target for the instance type reader (models/core/instancetypeyaml) and writer (models/core/instancetype):
// any bytes are read as an InstanceType or InstanceTypeList document. Findings abort (so libFuzzer saves the input): a
// crash or sanitizer report, a diagnostic without a message or rule or outside the text, a type marked valid that the
// validator refuses, or valid types that writeInstanceTypes() writes and the reader does not give back the same (with
// any finding, or written a second time as other text).
#include "instancetype.h"
#include "instancetypeyaml.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_instancetype: %s\n", what.c_str());
    std::abort();
}

/// Every diagnostic names the file, a rule, a message and a place inside the text.
void checkDiagnostics(const pw::InstanceTypeRead& r, const QByteArray& text, const QString& file)
{
    const QList<QByteArray> lines = text.split('\n');
    for (const pw::Diagnostic& d : r.diagnostics) {
        if (d.message.isEmpty() || d.ruleId.isEmpty() || d.file != file)
            finding("a diagnostic without a message, rule or file");
        if (d.line < 1 || d.line > lines.size())
            finding("a diagnostic outside the text: line " + std::to_string(d.line));
        if (d.col < 1 || d.col > lines.at(d.line - 1).size() + 1)
            finding("a diagnostic outside its line: " + d.toString().toStdString());
    }
    if (r.types.size() != r.valid.size() || r.types.size() != r.places.size())
        finding("types, places and validity differ in number");
}

bool same(const pw::InstanceTypeSpec& a, const pw::InstanceTypeSpec& b)
{
    return a.name == b.name && a.nodeSelector == b.nodeSelector && a.requestsCpu == b.requestsCpu
        && a.requestsMemory == b.requestsMemory && a.limitsCpu == b.limitsCpu && a.limitsMemory == b.limitsMemory
        && a.limitsGpu == b.limitsGpu && a.requestsGpu == b.requestsGpu && a.isDefault == b.isDefault;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QByteArray text(reinterpret_cast<const char*>(bytes), qsizetype(size));
    const QString file = QStringLiteral("input.yaml");
    const pw::InstanceTypeRead r = pw::readInstanceTypes(text, file);
    checkDiagnostics(r, text, file);

    const QList<pw::InstanceTypeSpec> valid = r.validTypes();
    for (const pw::InstanceTypeSpec& t : valid)
        for (const pw::Diagnostic& d : pw::validateInstanceType(t))
            if (d.severity == pw::Severity::Error)
                finding("a type read as valid that the validator refuses: " + d.message.toStdString());
    if (valid.isEmpty())
        return 0;

    // valid types survive being written for kubectl and read back
    const QByteArray written = pw::writeInstanceTypes(valid);
    const QString out = QStringLiteral("written.yaml");
    const pw::InstanceTypeRead back = pw::readInstanceTypes(written, out);
    checkDiagnostics(back, written, out);
    if (!back.diagnostics.isEmpty())
        finding("written types read back with a finding: " + back.diagnostics.first().toString().toStdString() + "\n"
                + written.toStdString());
    if (back.types.size() != valid.size())
        finding("written types read back as another number of types\n" + written.toStdString());
    for (qsizetype i = 0; i < valid.size(); ++i)
        if (!same(valid.at(i), back.types.at(i)))
            finding("a written type reads back changed: " + valid.at(i).name.toStdString() + "\n" + written.toStdString());
    if (pw::writeInstanceTypes(back.types) != written)
        finding("types read back are written as other text");
    return 0;
}
