// SPDX-License-Identifier: MIT
// The document's undo stack and group against Qt's QUndoStack and QUndoGroup: the same operations, seeded at
// random, give the same states, the same signals in the same order and the same document after every one.
#include "undogroup.h"
#include "undostack.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

#include <memory>

using namespace pw;

namespace {

// What the commands change: a list of numbers, one per command done.
using Log = QList<int>;

// One command of either kind over a Log. id 0 and 1 merge (the values add up); -1 never does. A value that is
// a multiple of 7 makes the command obsolete when it is undone; one that is a multiple of 13 makes a merge
// obsolete (the merged command finds nothing left to do).
template <typename Base>
class AddCommand : public Base {
public:
    AddCommand(Log* log, int value, int id, bool obsolete)
        : Base(QStringLiteral("add %1").arg(value))
        , m_log(log)
        , m_value(value)
        , m_id(id)
    {
        Base::setObsolete(obsolete);
    }
    void redo() override { m_log->append(m_value); }
    void undo() override
    {
        if (!m_log->isEmpty()) // a command dropped without undo (obsolete) leaves the log shorter
            m_log->removeLast();
        if (m_value % 7 == 0)
            Base::setObsolete(true);
    }
    int id() const override { return m_id; }
    bool mergeWith(const Base* other) override
    {
        const auto* o = static_cast<const AddCommand*>(other);
        if (o->isObsolete() || m_log->size() < 2)
            return false; // an obsolete command was not done: there is nothing of it to take in
        // the merged step undoes both values at once: take the other's value off the log and add it to ours
        m_log->removeLast();
        m_log->last() += o->m_value;
        m_value += o->m_value;
        Base::setText(QStringLiteral("add %1").arg(m_value));
        if (m_value % 13 == 0)
            Base::setObsolete(true);
        return true;
    }

private:
    Log* m_log;
    int m_value;
    int m_id;
};

// The stack's signals, in order, as text.
template <typename Stack>
void trace(Stack* stack, QStringList* out)
{
    QObject::connect(stack, &Stack::indexChanged, stack, [out](int i) { out->append(QStringLiteral("index %1").arg(i)); });
    QObject::connect(stack, &Stack::cleanChanged, stack, [out](bool c) { out->append(QStringLiteral("clean %1").arg(c)); });
    QObject::connect(stack, &Stack::canUndoChanged, stack, [out](bool c) { out->append(QStringLiteral("canUndo %1").arg(c)); });
    QObject::connect(stack, &Stack::canRedoChanged, stack, [out](bool c) { out->append(QStringLiteral("canRedo %1").arg(c)); });
    QObject::connect(stack, &Stack::undoTextChanged, stack, [out](const QString& t) { out->append(QStringLiteral("undoText ") + t); });
    QObject::connect(stack, &Stack::redoTextChanged, stack, [out](const QString& t) { out->append(QStringLiteral("redoText ") + t); });
}

template <typename Stack>
QString state(const Stack& s)
{
    QStringList texts;
    for (int i = 0; i < s.count(); ++i)
        texts << s.command(i)->text() + QLatin1Char('/') + QString::number(s.command(i)->childCount());
    return QStringLiteral("count %1 index %2 clean %3 canUndo %4 canRedo %5 undo '%6' redo '%7' [%8]")
        .arg(s.count())
        .arg(s.index())
        .arg(s.isClean())
        .arg(s.canUndo())
        .arg(s.canRedo())
        .arg(s.undoText(), s.redoText(), texts.join(QLatin1Char(',')));
}

// Both stacks and what they change.
// What the stacks write to comes first, so it outlives them: Qt's stack clears itself when it goes, and clearing signals.
struct Pair {
    Log qtLog;
    Log ourLog;
    QStringList qtSignals;
    QStringList ourSignals;
    QUndoStack qt;
    UndoStack ours;
    int macroDepth = 0;
    Pair()
    {
        trace(&qt, &qtSignals);
        trace(&ours, &ourSignals);
    }
};

} // namespace

class TestUndoStack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void behavesAsQtsStack_data();
    void behavesAsQtsStack();
    void mergeStopsAtTheSavedState();
    void nothingIsUndoneInsideAMacro();
    void groupFollowsTheActiveStack();
    void aDestroyedStackLeavesItsGroup();
};

void TestUndoStack::behavesAsQtsStack_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 40; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void TestUndoStack::behavesAsQtsStack()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    Pair p;
    QStringList done;
    for (int step = 0; step < 400; ++step) {
        const int op = int(random.bounded(100));
        QString name;
        if (op < 40) {
            const int value = int(random.bounded(1, 30));
            const int id = int(random.bounded(3)) - 1;
            const bool obsolete = random.bounded(20) == 0;
            name = QStringLiteral("push %1 id %2%3").arg(value).arg(id).arg(obsolete ? QStringLiteral(" obsolete") : QString());
            p.qt.push(new AddCommand<QUndoCommand>(&p.qtLog, value, id, obsolete));
            p.ours.push(new AddCommand<UndoCommand>(&p.ourLog, value, id, obsolete));
        } else if (op < 58) {
            if (p.macroDepth > 0)
                continue; // Qt warns; nothingIsUndoneInsideAMacro covers ours
            name = QStringLiteral("undo");
            p.qt.undo();
            p.ours.undo();
        } else if (op < 70) {
            if (p.macroDepth > 0)
                continue;
            name = QStringLiteral("redo");
            p.qt.redo();
            p.ours.redo();
        } else if (op < 78) {
            if (p.macroDepth >= 3)
                continue;
            name = QStringLiteral("beginMacro");
            const QString text = QStringLiteral("macro %1").arg(step);
            p.qt.beginMacro(text);
            p.ours.beginMacro(text);
            ++p.macroDepth;
        } else if (op < 88) {
            if (p.macroDepth == 0)
                continue;
            name = QStringLiteral("endMacro");
            p.qt.endMacro();
            p.ours.endMacro();
            --p.macroDepth;
        } else if (op < 95) {
            if (p.macroDepth > 0)
                continue;
            name = QStringLiteral("setClean");
            p.qt.setClean();
            p.ours.setClean();
        } else if (op < 97) {
            name = QStringLiteral("resetClean");
            p.qt.resetClean();
            p.ours.resetClean();
        } else {
            name = QStringLiteral("clear");
            p.qt.clear();
            p.ours.clear();
            p.macroDepth = 0;
        }
        done << name;
        const QString where = QStringLiteral("after %1").arg(done.join(QStringLiteral("; ")));
        QVERIFY2(state(p.qt) == state(p.ours),
                 qPrintable(where + QStringLiteral("\nQt:   ") + state(p.qt) + QStringLiteral("\nours: ") + state(p.ours)));
        QVERIFY2(p.qtSignals == p.ourSignals,
                 qPrintable(where + QStringLiteral("\nQt:   ") + p.qtSignals.join(QStringLiteral(", "))
                            + QStringLiteral("\nours: ") + p.ourSignals.join(QStringLiteral(", "))));
        QCOMPARE(p.ourLog, p.qtLog);
        QCOMPARE(p.ours.cleanIndex(), p.qt.cleanIndex());
        p.qtSignals.clear();
        p.ourSignals.clear();
    }
}

void TestUndoStack::mergeStopsAtTheSavedState()
{
    Log log;
    UndoStack stack;
    stack.push(new AddCommand<UndoCommand>(&log, 1, 0, false));
    stack.push(new AddCommand<UndoCommand>(&log, 2, 0, false));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(log, Log({3}));
    stack.setClean();
    stack.push(new AddCommand<UndoCommand>(&log, 4, 0, false));
    QCOMPARE(stack.count(), 2); // the saved state stays one undo away
    QVERIFY(!stack.isClean());
    stack.undo();
    QVERIFY(stack.isClean());
    QCOMPARE(log, Log({3}));
}

void TestUndoStack::nothingIsUndoneInsideAMacro()
{
    Log log;
    UndoStack stack;
    stack.push(new AddCommand<UndoCommand>(&log, 1, -1, false));
    stack.beginMacro(QStringLiteral("both"));
    QVERIFY(stack.isInMacro());
    stack.push(new AddCommand<UndoCommand>(&log, 2, -1, false));
    QVERIFY(!stack.canUndo());
    QVERIFY(stack.undoText().isEmpty());
    stack.undo();
    stack.setClean();
    QCOMPARE(log, Log({1, 2}));
    QVERIFY(!stack.isClean());
    stack.push(new AddCommand<UndoCommand>(&log, 3, -1, false));
    stack.endMacro();
    stack.endMacro(); // none is open: nothing happens
    QCOMPARE(stack.count(), 2);
    QCOMPARE(stack.undoText(), QStringLiteral("both"));
    QCOMPARE(stack.command(1)->childCount(), 2);
    stack.undo();
    QCOMPARE(log, Log({1}));
    stack.redo();
    QCOMPARE(log, Log({1, 2, 3}));
}

void TestUndoStack::groupFollowsTheActiveStack()
{
    Log qtLog;
    Log ourLog;
    QUndoGroup qtGroup;
    UndoGroup ourGroup;
    QStringList qtSignals;
    QStringList ourSignals;
    trace(&qtGroup, &qtSignals);
    trace(&ourGroup, &ourSignals);
    QUndoStack qtA, qtB;
    UndoStack ourA, ourB;
    qtGroup.addStack(&qtA);
    qtGroup.addStack(&qtB);
    ourGroup.addStack(&ourA);
    ourGroup.addStack(&ourB);
    qtA.push(new AddCommand<QUndoCommand>(&qtLog, 1, -1, false));
    ourA.push(new AddCommand<UndoCommand>(&ourLog, 1, -1, false));
    QCOMPARE(ourSignals, qtSignals); // no stack is active yet: nothing is passed on
    QVERIFY(!ourGroup.canUndo());

    auto both = [&](auto&& qtDo, auto&& ourDo) {
        qtDo();
        ourDo();
        QCOMPARE(ourSignals, qtSignals);
        QCOMPARE(ourGroup.canUndo(), qtGroup.canUndo());
        QCOMPARE(ourGroup.canRedo(), qtGroup.canRedo());
        QCOMPARE(ourGroup.undoText(), qtGroup.undoText());
        QCOMPARE(ourGroup.redoText(), qtGroup.redoText());
        QCOMPARE(ourGroup.isClean(), qtGroup.isClean());
        QCOMPARE(ourLog, qtLog);
        qtSignals.clear();
        ourSignals.clear();
    };
    both([&] { qtGroup.setActiveStack(&qtA); }, [&] { ourGroup.setActiveStack(&ourA); });
    both([&] { qtGroup.undo(); }, [&] { ourGroup.undo(); });
    both([&] { qtGroup.redo(); }, [&] { ourGroup.redo(); });
    both([&] { qtGroup.setActiveStack(&qtB); }, [&] { ourGroup.setActiveStack(&ourB); });
    both([&] { qtB.push(new AddCommand<QUndoCommand>(&qtLog, 5, -1, false)); },
         [&] { ourB.push(new AddCommand<UndoCommand>(&ourLog, 5, -1, false)); });
    both([&] { qtA.undo(); }, [&] { ourA.undo(); }); // not the active one: the group says nothing
    both([&] { qtGroup.removeStack(&qtB); }, [&] { ourGroup.removeStack(&ourB); });
    QVERIFY(!ourGroup.activeStack());
    both([&] { qtGroup.undo(); }, [&] { ourGroup.undo(); });
}

void TestUndoStack::aDestroyedStackLeavesItsGroup()
{
    UndoGroup group;
    auto stack = std::make_unique<UndoStack>();
    group.addStack(stack.get());
    group.setActiveStack(stack.get());
    QCOMPARE(group.stacks().size(), 1);
    stack.reset();
    QVERIFY(group.stacks().isEmpty());
    QVERIFY(!group.activeStack());
    group.undo(); // nothing to act on, and nothing dangling

    // a group that goes first leaves its stacks without a group
    auto other = std::make_unique<UndoGroup>();
    UndoStack kept;
    other->addStack(&kept);
    other.reset();
    UndoGroup next;
    next.addStack(&kept);
    QCOMPARE(next.stacks().size(), 1);
}

QTEST_GUILESS_MAIN(TestUndoStack)
#include "tst_undostack.moc"
