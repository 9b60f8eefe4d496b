// SPDX-License-Identifier: MIT
// The line diff Compare shows of two runs' pipeline files (runcomparison.h): hunks with their context, removals
// before additions, separate hunks for changes far apart, additions at the start and end, and a limit on size.
#include "runcomparison.h"

#include <QTest>

using namespace pw;

namespace {

QStringList numbered(int n)
{
    QStringList l;
    for (int i = 1; i <= n; ++i)
        l << QStringLiteral("line %1").arg(i);
    return l;
}

} // namespace

class TestUnifiedDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameFilesHaveNoDiff() { QVERIFY(unifiedDiff(numbered(5), numbered(5), QStringLiteral("a"), QStringLiteral("b")).isEmpty()); }

    void changesFarApartAreTwoHunks()
    {
        QStringList b = numbered(30);
        b[1] = QStringLiteral("two");
        b[24] = QStringLiteral("twenty-five");
        int added = 0, removed = 0;
        const QString d = unifiedDiff(numbered(30), b, QStringLiteral("a"), QStringLiteral("b"), 3, &added, &removed);
        QCOMPARE(added, 2);
        QCOMPARE(removed, 2);
        QCOMPARE(d,
                 QStringLiteral("--- a\n+++ b\n"
                                "@@ -1,5 +1,5 @@\n line 1\n-line 2\n+two\n line 3\n line 4\n line 5\n"
                                "@@ -22,7 +22,7 @@\n line 22\n line 23\n line 24\n-line 25\n+twenty-five\n line 26\n line 27\n line 28\n"));
    }

    void changesCloseTogetherShareAHunk()
    {
        QStringList b = numbered(20);
        b[5] = QStringLiteral("six");
        b[10] = QStringLiteral("eleven");
        const QString d = unifiedDiff(numbered(20), b, QStringLiteral("a"), QStringLiteral("b"));
        QCOMPARE(d.count(QLatin1String("@@ -")), 1);
        QVERIFY(d.contains(QLatin1String("@@ -3,12 +3,12 @@")));
    }

    void linesAddedAtTheEndsAndToAnEmptyFile()
    {
        QStringList b = numbered(3);
        b.prepend(QStringLiteral("first"));
        b.append(QStringLiteral("last"));
        const QString d = unifiedDiff(numbered(3), b, QStringLiteral("a"), QStringLiteral("b"), 0);
        QVERIFY2(d.contains(QLatin1String("@@ -0,0 +1,1 @@\n+first\n")), qPrintable(d));
        QVERIFY2(d.contains(QLatin1String("@@ -3,0 +5,1 @@\n+last\n")), qPrintable(d));
        QCOMPARE(unifiedDiff({}, numbered(2), QStringLiteral("a"), QStringLiteral("b")),
                 QStringLiteral("--- a\n+++ b\n@@ -0,0 +1,2 @@\n+line 1\n+line 2\n"));
    }

    void tooLargeIsSaidSo()
    {
        QStringList a, b;
        for (int i = 0; i < 3000; ++i) {
            a << QStringLiteral("a%1").arg(i);
            b << QStringLiteral("b%1").arg(i);
        }
        bool tooLarge = false;
        QVERIFY(unifiedDiff(a, b, QStringLiteral("a"), QStringLiteral("b"), 3, nullptr, nullptr, &tooLarge).isEmpty());
        QVERIFY(tooLarge);
    }
};

QTEST_GUILESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
