// SPDX-License-Identifier: MIT
#include "pipelinedocument.h"
#include "yamltree.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pw;

class TestDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QVERIFY(true); }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
