// SPDX-License-Identifier: MIT
#include "csvrecord.h"

namespace pw::csv {

char detectSeparator(const QByteArray& head)
{
    int comma = 0, semicolon = 0, tab = 0;
    bool quoted = false;
    for (const char c : head) {
        if (c == '"')
            quoted = !quoted;
        else if (quoted)
            continue;
        else if (c == '\n')
            break;
        else if (c == ',')
            ++comma;
        else if (c == ';')
            ++semicolon;
        else if (c == '\t')
            ++tab;
    }
    if (tab > comma && tab >= semicolon)
        return '\t';
    if (semicolon > comma)
        return ';';
    return ',';
}

QStringList parseRecord(const QByteArray& record, char separator, bool* complete)
{
    QList<QByteArrayView> fields;
    QByteArray scratch;
    splitRecord(record, separator, &fields, &scratch, complete);
    QStringList out;
    out.reserve(fields.size());
    for (QByteArrayView f : std::as_const(fields))
        out << QString::fromUtf8(f);
    return out;
}

void splitRecord(QByteArrayView record, char separator, QList<QByteArrayView>* fields, QByteArray* scratch,
                           bool* complete)
{
    fields->clear();
    // a field is never longer than the record: sized once, the scratch does not move while views point into it
    if (scratch->size() < record.size())
        scratch->resize(record.size());
    char* const begin = scratch->data();
    char* out = begin;
    char* field = out;
    bool quoted = false; // inside quotes
    bool wasQuoted = false; // the field began with a quote
    const char* in = record.data();
    const qsizetype n = record.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = in[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < n && in[i + 1] == '"') {
                    *out++ = '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                *out++ = c;
            }
            continue;
        }
        if (c == separator) {
            fields->append(QByteArrayView(field, out - field));
            field = out;
            wasQuoted = false;
        } else if (c == '"' && out == field && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
        } else if (c == '\r' && (i + 1 == n || in[i + 1] == '\n')) {
            // line end
        } else if (c == '\n') {
            // line end
        } else {
            *out++ = c; // also a stray quote inside an unquoted field, kept as written
        }
    }
    fields->append(QByteArrayView(field, out - field));
    if (complete)
        *complete = !quoted;
}

} // namespace pw::csv
