// SPDX-License-Identifier: MIT
// LogView, offscreen: first screen, go to line, search highlight and find next/previous, follow tail, copy.
#include "logview.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QInputDialog>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

QByteArray numberedLines(int from, int count, const char* extra = "")
{
    QByteArray out;
    for (int i = from; i < from + count; ++i)
        out += "line " + QByteArray::number(i) + " of the step log" + extra + '\n';
    return out;
}

bool writeFile(const QString& path, const QByteArray& data, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile f(path);
    return f.open(mode) && f.write(data) == data.size();
}

bool waitIndexed(LogView& view)
{
    LogFile* file = view.logFile();
    if (!file || !file->isIndexing())
        return true;
    QSignalSpy spy(file, &LogFile::indexingFinished);
    return spy.wait(20000) || !file->isIndexing();
}

QColor mixed(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
        float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

bool nearlyEqual(const QColor& a, const QColor& b)
{
    return qAbs(a.red() - b.red()) <= 3 && qAbs(a.green() - b.green()) <= 3 && qAbs(a.blue() - b.blue()) <= 3;
}

} // namespace

class TestLogView : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void firstScreenShowsFirstLines()
    {
        const QString p = path(QStringLiteral("first.log"));
        QVERIFY(writeFile(p, numberedLines(1, 5000)));
        LogView view;
        view.resize(900, 600);
        QVERIFY(view.openFile(p));
        QCOMPARE(view.accessibleName(), QStringLiteral("Log"));
        QCOMPARE(view.fileName(), p);
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());
        const QStringList shown = view.visibleLines();
        QVERIFY(shown.size() >= view.visibleLineCount());
        QCOMPARE(shown.first(), QStringLiteral("line 1 of the step log"));
        QCOMPARE(shown.at(9), QStringLiteral("line 10 of the step log"));
        QCOMPARE(view.firstVisibleLine(), qint64(1));
        QCOMPARE(view.currentLine(), qint64(1));

        // text is really painted: the first line's text cells hold glyph pixels, the background does not
        const QImage vp = view.viewport()->grab().toImage();
        const QRect cell = view.cellRect(1, 0).united(view.cellRect(1, 3));
        QVERIFY(cell.isValid());
        const QColor bg = vp.pixelColor(cell.right() + 200, cell.bottom() + view.cellRect(2, 0).height() * 2);
        int ink = 0;
        for (int y = cell.top(); y <= cell.bottom(); ++y) {
            for (int x = cell.left(); x <= cell.right(); ++x)
                ink += vp.pixelColor(x, y) != vp.pixelColor(cell.left(), cell.top()) ? 1 : 0;
        }
        QVERIFY2(ink > 10, "no glyphs in the first line");
        QVERIFY(bg.isValid());
    }

    void firstScreenBeforeIndexIsComplete()
    {
        // big enough that the worker is still indexing when the first paint happens
        const QString p = path(QStringLiteral("big.log"));
        {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray block = numberedLines(1, 20000, " with some padding to make it longer");
            for (int i = 0; i < 60; ++i)
                QVERIFY(f.write(block) == block.size());
        }
        LogView view;
        view.resize(1600, 1000);
        QSignalSpy progress(&view, &LogView::indexingProgress);
        QVERIFY(view.openFile(p));
        view.grab();
        QCOMPARE(
            view.visibleLines().value(0), QStringLiteral("line 1 of the step log with some padding to make it longer"));
        QVERIFY(view.visibleLines().size() >= view.visibleLineCount());
        // Escape stops indexing; the lines found so far stay readable
        QTest::keyClick(&view, Qt::Key_Escape);
        QVERIFY(!view.logFile()->isIndexing());
        if (view.logFile()->isIndexingCancelled()) {
            QVERIFY(view.logFile()->lineCount() < 20000 * 60);
            view.grab();
            QCOMPARE(view.visibleLines().value(0),
                QStringLiteral("line 1 of the step log with some padding to make it longer"));
            view.logFile()->resumeIndexing();
        }
        QVERIFY(waitIndexed(view));
        QCOMPARE(view.logFile()->lineCount(), qint64(20000 * 60));
        QVERIFY(!progress.isEmpty());
        view.goToLine(1000000);
        view.grab();
        QCOMPARE(view.currentLine(), qint64(1000000));
        QVERIFY(view.visibleLines().contains(
            QStringLiteral("line 20000 of the step log with some padding to make it longer")));
    }

    void goToLine()
    {
        const QString p = path(QStringLiteral("goto.log"));
        QVERIFY(writeFile(p, numberedLines(1, 5000)));
        LogView view;
        view.resize(800, 500);
        QVERIFY(view.openFile(p));
        QVERIFY(waitIndexed(view));
        QSignalSpy current(&view, &LogView::currentLineChanged);
        view.goToLine(2500);
        QCOMPARE(view.currentLine(), qint64(2500));
        QCOMPARE(current.last().at(0).toLongLong(), qint64(2500));
        QVERIFY(view.firstVisibleLine() <= 2500 && 2500 < view.firstVisibleLine() + view.visibleLineCount());
        view.grab();
        QVERIFY(view.visibleLines().contains(QStringLiteral("line 2500 of the step log")));
        QCOMPARE(view.verticalScrollBar()->value(), int(view.firstVisibleLine() - 1));

        // Ctrl+G asks for the line in a dialog that does not block
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_G, Qt::ControlModifier);
        auto* dialog = view.findChild<QInputDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setIntValue(4000);
        dialog->accept();
        QCOMPARE(view.currentLine(), qint64(4000));
        // beyond the end: the last line
        view.goToLine(999999);
        QCOMPARE(view.currentLine(), qint64(5000));
        view.grab();
        QCOMPARE(view.visibleLines().last(), QStringLiteral("line 5000 of the step log"));
    }

    void searchHighlightAndFind()
    {
        const QString p = path(QStringLiteral("search.log"));
        QByteArray data = numberedLines(1, 100);
        data.replace("line 3 of", "line 3 Needle of");
        data.replace("line 7 of", "line 7 needle needle of");
        data.replace("line 90 of", "line 90 NEEDLE of");
        QVERIFY(writeFile(p, data));
        LogView view;
        view.resize(900, 400);
        QVERIFY(view.openFile(p));
        QVERIFY(waitIndexed(view));

        QSignalSpy counts(&view, &LogView::matchCountChanged);
        view.setSearch(QStringLiteral("needle"), false);
        QTRY_VERIFY(view.matchCount() >= 0);
        QCOMPARE(view.matchCount(), qint64(4));
        QCOMPARE(view.matchingLineCount(), qint64(3));
        QCOMPARE(counts.last().at(0).toLongLong(), qint64(4));
        QVERIFY(counts.last().at(2).toBool());

        const QImage image = view.viewport()->grab().toImage();
        const QList<LogView::Span> spans = view.visibleMatches();
        QCOMPARE(spans.size(), 3); // line 90 is not on screen
        QCOMPARE(spans.at(0).line, qint64(3));
        QCOMPARE(spans.at(0).column, qsizetype(7));
        QCOMPARE(spans.at(0).length, qsizetype(6));
        QCOMPARE(spans.at(2).line, qint64(7));
        QCOMPARE(spans.at(2).column, qsizetype(14));
        // the match cells are painted in the match colour
        const QPalette pal = view.palette();
        const QColor matchBg = mixed(pal.color(QPalette::Base), pal.color(QPalette::Highlight), 0.40);
        const QRect cell = view.cellRect(3, 7);
        QVERIFY(cell.isValid());
        QVERIFY2(nearlyEqual(image.pixelColor(cell.topLeft() + QPoint(1, 0)), matchBg),
            qPrintable(image.pixelColor(cell.topLeft() + QPoint(1, 0)).name()));
        const QRect plain = view.cellRect(3, 1);
        QVERIFY(!nearlyEqual(image.pixelColor(plain.topLeft() + QPoint(1, 0)), matchBg));

        // case-sensitive: only the two lower-case ones on line 7
        view.setSearch(QStringLiteral("needle"), true);
        QTRY_COMPARE(view.matchCount(), qint64(2));
        view.grab();
        QCOMPARE(view.visibleMatches().size(), 2);

        // find next / previous select the matches in turn, wrapping around
        view.setSearch(QStringLiteral("needle"), false);
        QSignalSpy found(&view, &LogView::findResult);
        auto step = [&](bool forward) {
            const qsizetype before = found.size();
            forward ? view.findNext() : view.findPrevious();
            return found.size() > before || found.wait(5000);
        };
        QVERIFY(step(true));
        QVERIFY(found.last().at(0).toBool());
        QCOMPARE(view.currentLine(), qint64(3));
        QCOMPARE(view.selectedText(), QStringLiteral("Needle"));
        QVERIFY(step(true));
        QCOMPARE(view.currentLine(), qint64(7));
        QVERIFY(step(true));
        QCOMPARE(view.currentLine(), qint64(7));
        QVERIFY(step(true));
        QCOMPARE(view.currentLine(), qint64(90));
        QCOMPARE(view.selectedText(), QStringLiteral("NEEDLE"));
        QVERIFY(view.firstVisibleLine() <= 90 && 90 < view.firstVisibleLine() + view.visibleLineCount());
        QVERIFY(step(true));
        QVERIFY(found.last().at(1).toBool()); // wrapped
        QCOMPARE(view.currentLine(), qint64(3));
        QVERIFY(step(false));
        QVERIFY(found.last().at(1).toBool());
        QCOMPARE(view.currentLine(), qint64(90));
        QVERIFY(step(false));
        QCOMPARE(view.currentLine(), qint64(7));

        view.setSearch(QStringLiteral("absent"), false);
        QVERIFY(step(true));
        QVERIFY(!found.last().at(0).toBool());
        view.clearSearch();
        view.grab();
        QVERIFY(view.visibleMatches().isEmpty());
    }

    void followTail()
    {
        const QString p = path(QStringLiteral("tail.log"));
        QVERIFY(writeFile(p, numberedLines(1, 10)));
        LogView view;
        view.resize(800, 400);
        QVERIFY(view.openFile(p));
        view.logFile()->setPollInterval(0);
        QVERIFY(waitIndexed(view));
        QSignalSpy follow(&view, &LogView::followTailChanged);
        view.setFollowTail(true);
        QVERIFY(view.followTail());
        QVERIFY(view.followTailAction()->isChecked());
        QCOMPARE(follow.size(), 1);

        QVERIFY(writeFile(p, numberedLines(11, 490), QIODevice::Append));
        view.logFile()->checkForChanges();
        QVERIFY(waitIndexed(view));
        QCOMPARE(view.logFile()->lineCount(), qint64(500));
        view.grab();
        QCOMPARE(view.visibleLines().last(), QStringLiteral("line 500 of the step log"));
        QCOMPARE(view.firstVisibleLine(), qint64(500 - view.visibleLineCount() + 1));

        // the poll timer alone brings new lines in
        view.logFile()->setPollInterval(20);
        QVERIFY(writeFile(p, numberedLines(501, 5), QIODevice::Append));
        QTRY_COMPARE(view.logFile()->lineCount(), qint64(505));
        view.grab();
        QCOMPARE(view.visibleLines().last(), QStringLiteral("line 505 of the step log"));

        // scrolling up leaves follow mode; new lines then do not move the view
        view.verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepSub);
        QVERIFY(!view.followTail());
        QVERIFY(!view.followTailAction()->isChecked());
        const qint64 top = view.firstVisibleLine();
        QVERIFY(writeFile(p, numberedLines(506, 50), QIODevice::Append));
        QTRY_COMPARE(view.logFile()->lineCount(), qint64(555));
        QCOMPARE(view.firstVisibleLine(), top);
        // scrolling back to the bottom follows again
        view.verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMaximum);
        QVERIFY(view.followTail());
        QVERIFY(writeFile(p, numberedLines(556, 5), QIODevice::Append));
        QTRY_COMPARE(view.logFile()->lineCount(), qint64(560));
        view.grab();
        QCOMPARE(view.visibleLines().last(), QStringLiteral("line 560 of the step log"));
    }

    void copySelection()
    {
        const QString p = path(QStringLiteral("copy.log"));
        QVERIFY(writeFile(p, numberedLines(1, 50)));
        LogView view;
        view.resize(800, 400);
        QVERIFY(view.openFile(p));
        QVERIFY(waitIndexed(view));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.grab();

        // drag from line 3, column 5 to line 4, column 6
        const QPoint from = view.cellRect(3, 5).topLeft() + QPoint(1, 3);
        const QPoint to = view.cellRect(4, 6).topLeft() + QPoint(1, 3);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), to);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QVERIFY(view.hasSelection());
        QCOMPARE(view.selectedText(), QStringLiteral("3 of the step log\nline 4"));

        QApplication::clipboard()->clear();
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("3 of the step log\nline 4"));

        // shift-click extends, double-click selects a word, the gutter selects a line
        QTest::mouseClick(
            view.viewport(), Qt::LeftButton, Qt::ShiftModifier, view.cellRect(5, 4).topLeft() + QPoint(1, 3));
        QCOMPARE(view.selectedText(), QStringLiteral("3 of the step log\nline 4 of the step log\nline"));
        QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, view.cellRect(6, 10).center());
        QCOMPARE(view.selectedText(), QStringLiteral("the"));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(3, view.cellRect(2, 0).center().y()));
        QCOMPARE(view.selectedText(), QStringLiteral("line 2 of the step log"));

        // select all and copy, through the action
        view.selectAllAction()->trigger();
        view.copyAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(numberedLines(1, 50)).chopped(1));
        // no selection: the current line
        view.clearSelection();
        view.goToLine(17);
        view.copy();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("line 17 of the step log"));
    }

    void resetAfterTruncation()
    {
        const QString p = path(QStringLiteral("reset.log"));
        QVERIFY(writeFile(p, numberedLines(1, 300)));
        LogView view;
        view.resize(800, 400);
        QVERIFY(view.openFile(p));
        view.logFile()->setPollInterval(0);
        QVERIFY(waitIndexed(view));
        view.goToLine(250);
        QSignalSpy reset(&view, &LogView::fileReset);
        QVERIFY(writeFile(p, "fresh start\n", QIODevice::WriteOnly | QIODevice::Truncate));
        view.logFile()->checkForChanges();
        QCOMPARE(reset.size(), 1);
        QVERIFY(waitIndexed(view));
        view.grab();
        QCOMPARE(view.visibleLines(), QStringList { QStringLiteral("fresh start") });
        QCOMPARE(view.firstVisibleLine(), qint64(1));
    }

    void longLinesTabsAndControls()
    {
        const QString p = path(QStringLiteral("long.log"));
        QByteArray data = "a\tb\x1b[31mred\x1b[0m\n";
        data += QByteArray(200000, 'y') + '\n';
        QVERIFY(writeFile(p, data));
        LogView view;
        view.resize(800, 400);
        QVERIFY(view.openFile(p));
        QVERIFY(waitIndexed(view));
        view.grab();
        QCOMPARE(view.visibleLines().value(0), QStringLiteral("a\tb\x1b[31mred\x1b[0m"));
        QCOMPARE(view.visibleLines().value(1).size(), qsizetype(LogFile::MaxLineBytes));
        // the tab advances to the next tab stop
        QVERIFY(view.cellRect(1, 2).left() - view.cellRect(1, 0).left() > 4 * view.cellRect(1, 0).width());
        QVERIFY(view.horizontalScrollBar()->maximum() > 0);
    }

    void placeholders()
    {
        LogView view;
        view.resize(400, 200);
        view.grab();
        QVERIFY(view.visibleLines().isEmpty());
        QSignalSpy errors(&view, &LogView::errorOccurred);
        QVERIFY(!view.openFile(path(QStringLiteral("missing.log"))));
        QCOMPARE(errors.size(), 1);
        QVERIFY(view.errorString().contains(QStringLiteral("missing.log")));
        view.grab();
        const QString p = path(QStringLiteral("empty.log"));
        QVERIFY(writeFile(p, {}));
        QVERIFY(view.openFile(p));
        view.grab();
        QVERIFY(view.visibleLines().isEmpty());
        view.findNext(); // nothing to search: no crash
        view.copy();
        view.selectAll();
        QVERIFY(!view.hasSelection());
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
