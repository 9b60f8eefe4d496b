// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

/// The records of CSV text (RFC 4180), one at a time: what CsvModel shows and the parallel runtime's logs
/// (`processed_mini_batches.csv`, the performance tables) are read with. Nothing here needs a GUI.
namespace pw::csv {

/// Split one record into fields (RFC 4180). `complete` is set to false when the record ends inside quotes.
QStringList parseRecord(const QByteArray& record, char separator, bool* complete = nullptr);
/// The fields of one record as parseRecord() reads them, as bytes, without a string made for each: every field
/// is written into `scratch` (quotes removed, "" read as ", line ends dropped) and `fields` gets views into it,
/// valid until `scratch` is next changed. Pass the same list and scratch for every record of a file: neither is
/// allocated again once it is large enough.
void splitRecord(QByteArrayView record, char separator, QList<QByteArrayView>* fields, QByteArray* scratch,
                 bool* complete = nullptr);
/// The separator the first line of `head` uses most, outside quotes: ',' (the default), ';' or '\t'.
char detectSeparator(const QByteArray& head);

} // namespace pw::csv
