// SPDX-License-Identifier: MIT
// libFuzzer target for the CSV reader the log panels use (models/core/csvmodel: processed_mini-batches.csv, the
// perf CSVs of a parallel step, any CSV output): any bytes are read as CSV text, and its header and every row must
// equal what a plain reference reader gives, in the rules the model documents (RFC 4180: a field that begins with
// a quote is quoted, "" inside it is one quote, a quote elsewhere is text; records end at LF or CRLF; blank lines
// between records are skipped; a UTF-8 byte order mark is skipped; the separator is the one the model detected).
// Each line, and the whole text, is also split as one record by csv::splitRecord, reusing its buffers from one
// to the next, and compared with a plain byte-at-a-time reading of the same rules. Findings abort (so libFuzzer
// saves the input).
#include "csvmodel.h"
#include "csvrecord.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what, const QStringList& got, const QStringList& expected)
{
    std::fprintf(stderr, "fuzz_csv: %s\n  model:     [%s]\n  reference: [%s]\n", what.c_str(),
                 got.join(QLatin1String("|")).toUtf8().constData(), expected.join(QLatin1String("|")).toUtf8().constData());
    std::abort();
}

/// Records of `text`, each a list of fields, read by the documented rules.
QList<QStringList> reference(const QByteArray& text, char separator)
{
    QList<QStringList> records;
    qsizetype i = text.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype n = text.size();
    while (i < n) {
        // blank lines between records
        if (text[i] == '\n' || text[i] == '\r') {
            ++i;
            continue;
        }
        QStringList fields;
        QByteArray field;
        bool quoted = false; // inside quotes
        bool fieldStart = true;
        qsizetype closedAt = 0; // the field's length when its closing quote was read
        for (; i < n; ++i) {
            const char c = text[i];
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && text[i + 1] == '"') {
                        field += '"';
                        ++i;
                    } else {
                        quoted = false;
                        closedAt = field.size();
                    }
                } else {
                    field += c;
                }
                continue;
            }
            if (c == '"' && fieldStart) {
                quoted = true;
                fieldStart = false;
            } else if (c == separator) {
                fields << QString::fromUtf8(field);
                field.clear();
                fieldStart = true;
                closedAt = 0;
            } else if (c == '\n') {
                ++i;
                break;
            } else if (c == '\r' && i + 1 < n && text[i + 1] == '\n') {
                // the CR of a CRLF
            } else if (c == '\r' && i + 1 == n) {
                // a CR at the very end
            } else {
                field += c;
                fieldStart = false;
            }
        }
        // a record's trailing CR and LF bytes are line ends, not content (a CR before a CRLF included): those after
        // the field's closing quote, or all of them when the text ends inside the quotes
        while (field.size() > (quoted ? 0 : closedAt) && (field.endsWith('\r') || field.endsWith('\n')))
            field.chop(1);
        fields << QString::fromUtf8(field);
        records << fields;
    }
    return records;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

/// One record split as csv::parseRecord documents it, a byte at a time into growing strings: the plain form
/// that csv::splitRecord (views into a scratch buffer it reuses) must agree with.
QStringList referenceRecord(const QByteArray& record, char separator, bool* complete)
{
    QStringList out;
    QByteArray field;
    bool quoted = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < record.size(); ++i) {
        const char c = record[i];
        if (quoted) {
            if (c == '"' && i + 1 < record.size() && record[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == separator) {
            out << QString::fromUtf8(field);
            field.clear();
            wasQuoted = false;
        } else if (c == '"' && field.isEmpty() && !wasQuoted) {
            quoted = wasQuoted = true;
        } else if (!(c == '\n' || (c == '\r' && (i + 1 == record.size() || record[i + 1] == '\n')))) {
            field += c;
        }
    }
    out << QString::fromUtf8(field);
    *complete = !quoted;
    return out;
}

/// Every line of `text`, and the whole of it, split with one field list and scratch reused from record to record
/// (longer and shorter ones in turn), as the parallel-log reader splits processed_mini-batches.csv.
void checkSplitRecords(const QByteArray& text, char separator)
{
    QList<QByteArrayView> fields;
    QByteArray scratch;
    QList<QByteArray> records = text.split('\n');
    records << text;
    for (const QByteArray& record : std::as_const(records)) {
        bool complete = true;
        pw::csv::splitRecord(record, separator, &fields, &scratch, &complete);
        QStringList got;
        for (QByteArrayView f : std::as_const(fields))
            got << QString::fromUtf8(f);
        bool expectedComplete = true;
        const QStringList expected = referenceRecord(record, separator, &expectedComplete);
        if (got != expected || complete != expectedComplete)
            finding("splitRecord differs", got, expected);
    }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QByteArray text(reinterpret_cast<const char*>(bytes), qsizetype(size));
    checkSplitRecords(text, ',');
    pw::CsvModel model;
    model.setCsvText(text);
    const QList<QStringList> records = reference(text, model.separator().toLatin1());
    if (records.isEmpty()) {
        if (model.rowCount() != 0 || !model.headers().isEmpty())
            finding("rows in a text without records", model.headers(), {});
        return 0;
    }
    if (model.headers() != records.first())
        finding("the header differs", model.headers(), records.first());
    if (model.rowCount() != records.size() - 1)
        finding("the row count differs (" + std::to_string(model.rowCount()) + " vs " + std::to_string(records.size() - 1) + ")",
                model.rowFields(model.rowCount() - 1), records.last());
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.rowFields(r) != records.at(r + 1))
            finding("row " + std::to_string(r) + " differs", model.rowFields(r), records.at(r + 1));
    return 0;
}
