// SPDX-License-Identifier: MIT
// The English and Simplified Chinese catalogues against the sources, and the language switch of the studio.
#include "canvasscene.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "mainwindow.h"
#include "nodevisuals.h"
#include "pipelinedocument.h"
#include "translation.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QSet>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace pw;

namespace {

const QString SourceDir = QStringLiteral(PW_SOURCE_DIR);
const QString ChineseTs = SourceDir + QStringLiteral("/translations/pipewright_zh_CN.ts");
const QString EnglishTs = SourceDir + QStringLiteral("/translations/pipewright_en.ts");
// the folders the update_translations target scans
const QStringList ScannedFolders {QStringLiteral("models"), QStringLiteral("views"), QStringLiteral("ui"),
                                  QStringLiteral("app")};

struct Message
{
    QString context;
    QString source;
    QString comment;
    QString location; // file:line when the catalogue has it
    bool numerus = false;
    bool finished = false;
    QStringList forms; // the translation, or its plural forms
};

QString keyOf(const Message& m)
{
    return m.context + QChar(0x4) + m.source + QChar(0x4) + m.comment;
}

// Reads a Qt Linguist .ts file. Obsolete and vanished entries are skipped.
QList<Message> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    bool obsolete = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                m = Message();
                m.context = context;
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                obsolete = false;
            } else if (name == QLatin1String("location")) {
                if (m.location.isEmpty() && xml.attributes().hasAttribute(QLatin1String("filename")))
                    m.location = xml.attributes().value(QLatin1String("filename")).toString() + QLatin1Char(':')
                        + xml.attributes().value(QLatin1String("line")).toString();
            } else if (name == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                m.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
                m.finished = type.isEmpty();
                if (!m.numerus)
                    m.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            bool empty = m.forms.isEmpty();
            for (const QString& f : std::as_const(m.forms))
                empty = empty || f.trimmed().isEmpty();
            m.finished = m.finished && !empty;
            if (!obsolete)
                out << m;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2:%3: %4").arg(path).arg(xml.lineNumber()).arg(xml.columnNumber()).arg(xml.errorString());
    return out;
}

QStringList placeholders(const QString& text, bool withN)
{
    static const QRegularExpression re(QStringLiteral("%(L?[1-9]|L?n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        QString p = it.next().captured(1);
        if (p.startsWith(QLatin1Char('L')))
            p.remove(0, 1);
        if ((withN || p != QLatin1String("n")) && !found.contains(p))
            found << p;
    }
    found.sort();
    return found;
}

// "&File" -> true, "&&" and HTML entities are not accelerators
int acceleratorCount(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression entity(QStringLiteral("&[a-zA-Z]+;|&#[0-9]+;"));
    text.remove(entity);
    return int(text.count(QLatin1Char('&')));
}

bool hasChinese(const QString& text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

QString plain(QString text)
{
    text.remove(QLatin1Char('&'));
    return text;
}

QStringList menuTitles(QMenuBar* bar)
{
    QStringList titles;
    for (QAction* a : bar->actions())
        if (a->menu())
            titles << a->menu()->title();
    return titles;
}

// every text action below `menu`, recursively, with its text
void collectActions(QMenu* menu, QList<QAction*>* out)
{
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu())
            collectActions(a->menu(), out);
        else
            out->append(a);
    }
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_scratch;
    QString m_lupdateOutput;
    QList<Message> m_found;

    // lupdate over the sources, as the update_translations target runs it, into a scratch catalogue
    void runLupdate()
    {
        QVERIFY(m_scratch.isValid());
        const QString fresh = m_scratch.filePath(QStringLiteral("pipewright_zh_CN.ts"));
        QStringList args {QStringLiteral("-locations"), QStringLiteral("absolute"), QStringLiteral("-no-obsolete"),
                          QStringLiteral("-extensions"), QStringLiteral("cpp,h,ui")};
        for (const QString& folder : ScannedFolders)
            args << QDir(SourceDir).filePath(folder);
        args << QStringLiteral("-ts") << fresh;
        QProcess lupdate;
        lupdate.setWorkingDirectory(SourceDir);
        lupdate.start(QStringLiteral(PW_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(QStringLiteral(PW_LUPDATE ": ") + lupdate.errorString()));
        m_lupdateOutput = QString::fromLocal8Bit(lupdate.readAllStandardError() + lupdate.readAllStandardOutput());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(m_lupdateOutput));
        QString error;
        m_found = readTs(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(m_found.size() > 100, "lupdate found suspiciously few texts in the sources");
        // locations are relative to the .ts file; make them relative to the source folder
        for (Message& m : m_found) {
            const QString file = QDir(m_scratch.path()).absoluteFilePath(m.location.section(QLatin1Char(':'), 0, -2));
            m.location = QDir(SourceDir).relativeFilePath(QDir::cleanPath(file)) + QLatin1Char(':')
                + m.location.section(QLatin1Char(':'), -1);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Translations Test"));
        QSettings().clear();
        runLupdate();
    }

    void cleanup()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QSettings().clear();
    }

    // (a) every text lupdate finds in the sources has a finished Chinese translation; plural texts also
    // have their English forms
    void everySourceTextIsTranslated()
    {
        QVERIFY2(!m_found.isEmpty(), "lupdate did not run");
        QString error;
        const QList<Message>& found = m_found;
        const QList<Message> chinese = readTs(ChineseTs, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> english = readTs(EnglishTs, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QHash<QString, Message> zh, en;
        for (const Message& m : chinese)
            zh.insert(keyOf(m), m);
        for (const Message& m : english)
            en.insert(keyOf(m), m);

        QStringList missing;
        for (const Message& m : found) {
            const QString& where = m.location;
            const auto z = zh.constFind(keyOf(m));
            if (z == zh.cend() || !z->finished)
                missing << QStringLiteral("  %1: [%2] \"%3\"%4")
                               .arg(where, m.context, QString(m.source).replace(QLatin1Char('\n'), QLatin1String("\\n")),
                                    z == zh.cend() ? QStringLiteral(" (not in the catalogue)") : QString());
            if (m.numerus) {
                const auto e = en.constFind(keyOf(m));
                if (e == en.cend() || !e->finished || e->forms.size() != 2)
                    missing << QStringLiteral("  %1: [%2] \"%3\" has no English singular and plural forms")
                                   .arg(where, m.context, m.source);
            }
        }
        if (!missing.isEmpty()) {
            // one line each: a failure message would be cut short
            for (const QString& line : std::as_const(missing))
                qWarning().noquote() << line;
            QFAIL(qPrintable(QStringLiteral("%1 text(s) of the sources (listed above) are not translated. Run `cmake "
                                            "--build <build> --target update_translations` and translate them in "
                                            "translations/pipewright_zh_CN.ts (plural forms also in pipewright_en.ts)")
                                 .arg(missing.size())));
        }
    }

    // A text is found at run time only under the context lupdate filed it in. lupdate files a tr() under the
    // class it is written in; when that class has no Q_OBJECT (or Q_DECLARE_TR_FUNCTIONS) the tr() called is
    // something else -- a file's own `QString tr(const char*)` helper, or the QObject base class's -- and
    // looks the text up under another context, so its translation is never used. Helpers with other names
    // (trn("%n item(s)", n)) hide their texts from lupdate altogether.
    void trCallsUseTheCatalogueContext()
    {
        QVERIFY2(!m_found.isEmpty(), "lupdate did not run");
        // lupdate's own finding: "<file>:<line>: Class 'pw::Checker' lacks Q_OBJECT macro"
        static const QRegularExpression lacks(QStringLiteral("^(.+):(\\d+): Class '([^']+)' lacks Q_OBJECT macro$"),
                                              QRegularExpression::MultilineOption);
        // a file's helper: QString tr(const char* s) { return QCoreApplication::translate("pw::X", s ...); }
        static const QRegularExpression helper(
            QStringLiteral("QString\\s+(\\w+)\\s*\\(\\s*const\\s+char\\s*\\*\\s*\\w+[^)]*\\)\\s*\\{\\s*return\\s+"
                           "(?:QCoreApplication::)?translate\\(\\s*\"([^\"]+)\""));
        struct Helper
        {
            QString name;
            QString context;
        };
        QHash<QString, QList<Helper>> helpers; // source-relative file -> its helpers
        QHash<QString, QString> texts;
        // contexts declared with Q_DECLARE_TR_FUNCTIONS(<context>): a class's own tr() asks for these
        static const QRegularExpression declared(QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\(\\s*([\\w:]+)\\s*\\)"));
        QSet<QString> declaredContexts;
        for (const QString& folder : ScannedFolders) {
            QDirIterator it(QDir(SourceDir).filePath(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                const QString text = QString::fromUtf8(f.readAll());
                const QString rel = QDir(SourceDir).relativeFilePath(path);
                texts.insert(rel, text);
                for (auto m = declared.globalMatch(text); m.hasNext();)
                    declaredContexts << m.next().captured(1);
                for (auto m = helper.globalMatch(text); m.hasNext();) {
                    const auto match = m.next();
                    helpers[rel] << Helper {match.captured(1), match.captured(2)};
                }
            }
        }
        auto lineOf = [](const QString& text, qsizetype offset) { return text.left(offset).count(QLatin1Char('\n')) + 1; };
        // the tr() helper a file calls: its own, else one of a project header it includes (by the header's name)
        QHash<QString, QString> headers; // file name -> source-relative path
        for (auto it = texts.cbegin(); it != texts.cend(); ++it)
            if (it.key().endsWith(QLatin1String(".h")))
                headers.insert(QFileInfo(it.key()).fileName(), it.key());
        static const QRegularExpression include(QStringLiteral("^#include \"([^\"]+)\""), QRegularExpression::MultilineOption);
        auto helperContext = [&](const QString& file) {
            QStringList places {file};
            for (auto m = include.globalMatch(texts.value(file)); m.hasNext();)
                if (const QString header = headers.value(QFileInfo(m.next().captured(1)).fileName()); !header.isEmpty())
                    places << header;
            for (const QString& place : std::as_const(places))
                for (const Helper& h : helpers.value(place))
                    if (h.name == QLatin1String("tr"))
                        return h.context;
            return QString();
        };

        QStringList problems;
        QSet<QString> guessed; // contexts lupdate had to guess
        QSet<QString> reported;
        for (auto it = lacks.globalMatch(m_lupdateOutput); it.hasNext();) {
            const auto match = it.next();
            const QString file = QDir(SourceDir).relativeFilePath(QDir::cleanPath(match.captured(1)));
            const QString cls = match.captured(3);
            guessed << cls;
            const QString runtime = helperContext(file);
            // the helper asks for the very context lupdate chose, or the class declares it (lupdate warns
            // when the tr() comes before the class's Q_DECLARE_TR_FUNCTIONS)
            if (runtime == cls || declaredContexts.contains(cls))
                continue;
            reported << file + QLatin1Char('|') + cls;
            problems << QStringLiteral("%1:%2: lupdate files the tr() texts here under '%3', but they are looked up "
                                       "under %4")
                            .arg(file, match.captured(2), cls,
                                 runtime.isEmpty() ? QStringLiteral("the context of %1's QObject base class").arg(cls)
                                                   : QStringLiteral("'%1' (the file's tr() helper)").arg(runtime));
        }
        // the same, for files where lupdate warned only once per class name
        for (const Message& m : std::as_const(m_found)) {
            const QString file = m.location.section(QLatin1Char(':'), 0, -2);
            const QString runtime = helperContext(file);
            if (runtime.isEmpty() || m.context == runtime || !guessed.contains(m.context)
                || declaredContexts.contains(m.context) || reported.contains(file + QLatin1Char('|') + m.context))
                continue;
            reported << file + QLatin1Char('|') + m.context;
            problems << QStringLiteral("%1: lupdate files the tr() texts here under '%2', but the file's tr() helper "
                                       "looks them up under '%3'")
                            .arg(m.location, m.context, runtime);
        }
        // helpers lupdate does not know: their texts never reach the catalogue
        for (auto it = helpers.cbegin(); it != helpers.cend(); ++it) {
            for (const Helper& h : it.value()) {
                if (h.name == QLatin1String("tr"))
                    continue;
                const QString& text = texts.value(it.key());
                const QRegularExpression call(QStringLiteral("\\b%1\\(\\s*\"").arg(h.name));
                for (auto c = call.globalMatch(text); c.hasNext();)
                    problems << QStringLiteral("%1:%2: %3(\"...\") is not seen by lupdate: its text is never "
                                               "translated (call QCoreApplication::translate(\"%4\", ...) instead)")
                                    .arg(it.key())
                                    .arg(lineOf(text, c.next().capturedStart()))
                                    .arg(h.name, h.context);
            }
        }
        for (const QString& line : std::as_const(problems))
            qWarning().noquote() << line;
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 place(s) (listed above) ask for translations the catalogue cannot "
                                           "supply. Give the class Q_DECLARE_TR_FUNCTIONS(<context>) (or Q_OBJECT), "
                                           "or call QCoreApplication::translate(\"<context>\", \"...\") directly.")
                                .arg(problems.size())));
    }

    // (b) placeholders, accelerators and plural forms of every finished translation match the source
    void translationsKeepPlaceholders_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("zh_CN") << ChineseTs;
        QTest::newRow("en") << EnglishTs;
    }

    void translationsKeepPlaceholders()
    {
        QFETCH(QString, path);
        QString error;
        const QList<Message> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList bad;
        int checked = 0;
        for (const Message& m : messages) {
            if (!m.finished)
                continue;
            ++checked;
            const QString where = QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
            const QStringList want = placeholders(m.source, false);
            for (const QString& form : m.forms) {
                const QStringList got = placeholders(form, false);
                if (got != want)
                    bad << QStringLiteral("%1: placeholders %2 in the source but %3 in \"%4\"")
                               .arg(where, want.join(QLatin1Char(',')), got.join(QLatin1Char(',')), form);
                const int sourceAccelerators = acceleratorCount(m.source);
                const int formAccelerators = acceleratorCount(form);
                if (sourceAccelerators != formAccelerators)
                    bad << QStringLiteral("%1: %2 accelerator(s) (&) in the source but %3 in \"%4\"")
                               .arg(where)
                               .arg(sourceAccelerators)
                               .arg(formAccelerators)
                               .arg(form);
            }
            if (m.numerus) {
                // the last form is the general plural: it must show the number
                if (m.forms.isEmpty()
                    || !(m.forms.last().contains(QLatin1String("%n")) || m.forms.last().contains(QLatin1String("%Ln"))))
                    bad << QStringLiteral("%1: the plural form does not contain %n").arg(where);
                if (path == ChineseTs && m.forms.size() != 1)
                    bad << QStringLiteral("%1: Chinese has one plural form, not %2").arg(where).arg(m.forms.size());
                if (path == EnglishTs && m.forms.size() != 2)
                    bad << QStringLiteral("%1: English has two plural forms, not %2").arg(where).arg(m.forms.size());
            } else if (path == ChineseTs && m.source.contains(QLatin1String("%n"))
                       && !m.forms.value(0).contains(QLatin1String("%n"))) {
                bad << QStringLiteral("%1: %n is missing").arg(where);
            }
        }
        if (path == ChineseTs)
            QVERIFY2(checked > 100, "the Chinese catalogue has almost no finished translations");
        for (const QString& line : std::as_const(bad))
            qWarning().noquote() << line;
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 translation(s) do not match their source (listed above)")
                                               .arg(bad.size())));
    }

    // the compiled catalogues are in the resources and say what the .ts files say
    void compiledCataloguesMatchTheSources()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/pipewright_zh_CN.qm")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/pipewright_en.qm")));
        QCOMPARE(catalogueFor(QLocale(QStringLiteral("zh_CN"))), QStringLiteral(":/i18n/pipewright_zh_CN.qm"));
        QCOMPARE(catalogueFor(QLocale(QStringLiteral("zh_SG"))), QStringLiteral(":/i18n/pipewright_zh_CN.qm"));
        QCOMPARE(catalogueFor(QLocale(QStringLiteral("zh_TW"))), QString());
        QCOMPARE(catalogueFor(QLocale(QStringLiteral("de_DE"))), QString());

        QString error;
        const QList<Message> chinese = readTs(ChineseTs, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/pipewright_zh_CN.qm")));
        int compared = 0;
        for (const Message& m : chinese) {
            if (!m.finished || m.numerus)
                continue;
            const QString got = translator.translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(),
                                                     m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData());
            QVERIFY2(got == m.forms.value(0),
                     qPrintable(QStringLiteral("[%1] \"%2\": the .qm says \"%3\", the .ts \"%4\" (rebuild pw_core)")
                                    .arg(m.context, m.source, got, m.forms.value(0))));
            ++compared;
        }
        QVERIFY(compared > 100);
    }

    // English plurals come from the English catalogue, which is installed for every language
    void chinesePunctuationIsFullWidth()
    {
        // between Chinese characters, the full-width marks: "，" "；" "：" "（）", and no double space after "。"
        QString error;
        const QList<Message> messages = readTs(ChineseTs, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        static const QRegularExpression halfWidth(QStringLiteral("[\\x{4e00}-\\x{9fff}\\x{201d}\\x{ff09}][,;:]\\s*[\\x{4e00}-\\x{9fff}\\x{201c}]"));
        QStringList bad;
        for (const Message& m : messages)
            for (const QString& form : m.forms)
                if (halfWidth.match(form).hasMatch() || form.contains(QStringLiteral("。  ")))
                    bad << QStringLiteral("[%1] \"%2\": \"%3\"").arg(m.context, m.source, form);
        for (const QString& line : std::as_const(bad))
            qWarning().noquote() << line;
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 translation(s) with half-width punctuation between Chinese characters (listed above)")
                                               .arg(bad.size())));
    }

    void englishPluralForms()
    {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de_DE"), QString()}) {
            installTranslations(*QCoreApplication::instance(), language);
            QCOMPARE(QCoreApplication::translate("Cli", "%n error(s)", nullptr, 1), QStringLiteral("1 error"));
            QCOMPARE(QCoreApplication::translate("Cli", "%n error(s)", nullptr, 2), QStringLiteral("2 errors"));
            QCOMPARE(QCoreApplication::translate("Cli", "%n file(s) checked", nullptr, 0),
                     QStringLiteral("0 files checked"));
            // texts the English catalogue leaves empty read as written
            QCOMPARE(QCoreApplication::translate("pw::MainWindow", "&File"), QStringLiteral("&File"));
        }
        installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN"));
        const QString chinese = QCoreApplication::translate("Cli", "%n error(s)", nullptr, 2);
        QVERIFY2(chinese.contains(QLatin1Char('2')) && hasChinese(chinese), qPrintable(chinese));
    }

    // (c) the studio starts in Chinese, and Settings ▸ Language switches the running window
    void mainWindowStartsInChinese()
    {
        const QLocale locale = installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN"));
        QCOMPARE(locale.name(), QStringLiteral("zh_CN"));
        MainWindow w;
        auto* fileMenu = w.findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(fileMenu);
        QCOMPARE(fileMenu->title(), QCoreApplication::translate("pw::MainWindow", "&File"));
        QVERIFY2(hasChinese(fileMenu->title()), qPrintable(fileMenu->title()));
        QVERIFY2(fileMenu->title().contains(QLatin1String("(&F)")), qPrintable(fileMenu->title()));
    }

    void languageSwitchRetranslatesTheWindow()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // a pipeline with an inline parallel step: its node says so, in the language of the moment
        QTemporaryDir dir;
        const QString pipeline = dir.filePath(QStringLiteral("p.yml"));
        {
            QFile f(pipeline);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("type: pipeline\njobs:\n  score:\n    type: parallel\n    inputs:\n      data:\n        type: uri_folder\n"
                    "        path: azureml://datastores/workspaceblobstore/paths/data/\n    input_data: ${{inputs.data}}\n"
                    "    task:\n      type: run_function\n      entry_script: score.py\n      environment: azureml:env:1\n");
        }
        auto* fileMenu = w.findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(fileMenu);
        QCOMPARE(fileMenu->title(), QStringLiteral("&File"));

        // what English shows, to compare with after the switch
        const QStringList englishTitles = menuTitles(w.menuBar());
        QList<QAction*> actions;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu())
                collectActions(a->menu(), &actions);
        QHash<QAction*, QString> englishTexts;
        for (QAction* a : std::as_const(actions))
            englishTexts.insert(a, a->text());
        QVERIFY(w.openFile(pipeline));
        CanvasScene* scene = w.currentDocumentTab()->canvas()->rootScene();
        auto subtitle = [&] {
            const NodeVisual* v = scene->visual(scene->findStep(QStringLiteral("score")));
            return v ? v->subtitle : QString();
        };
        QTRY_COMPARE(subtitle(), QStringLiteral("inline parallel"));
        QHash<QDockWidget*, QString> englishDocks;
        for (QDockWidget* d : w.findChildren<QDockWidget*>())
            englishDocks.insert(d, d->windowTitle());
        QVERIFY(englishDocks.size() >= 3);

        // Settings ▸ Language ▸ 简体中文
        QAction* chinese = w.action(QStringLiteral("actionLanguageChinese"));
        QVERIFY(chinese);
        auto* settingsMenu = w.findChild<QMenu*>(QStringLiteral("menuSettings"));
        QVERIFY(settingsMenu);
        QList<QAction*> settingsActions;
        collectActions(settingsMenu, &settingsActions);
        QVERIFY2(settingsActions.contains(chinese), "the language switch is not in the Settings menu");
        chinese->trigger();
        QCOMPARE(QSettings().value(QLatin1String(LanguageSettingsKey)).toString(), QStringLiteral("zh_CN"));

        QTRY_VERIFY2(hasChinese(fileMenu->title()), qPrintable(fileMenu->title()));
        QTRY_VERIFY2(hasChinese(subtitle()), qPrintable(subtitle())); // at once, not at the next edit
        QStringList untranslated;
        const QStringList titles = menuTitles(w.menuBar());
        for (int i = 0; i < titles.size(); ++i)
            if (!hasChinese(titles[i]))
                untranslated << QStringLiteral("menu \"%1\"").arg(titles[i]);
        for (QAction* a : std::as_const(actions)) {
            const QString before = englishTexts.value(a);
            // language names are written in their own language; entries with data are recent files
            if (a->actionGroup() && a != w.action(QStringLiteral("actionLanguageSystem")))
                continue;
            if (a->data().isValid() && !a->actionGroup())
                continue;
            if (!hasChinese(a->text()))
                untranslated << QStringLiteral("action %1 \"%2\"").arg(a->objectName(), a->text());
            if (plain(a->text()) == plain(before))
                untranslated << QStringLiteral("action %1 still reads \"%2\"").arg(a->objectName(), before);
        }
        for (auto it = englishDocks.cbegin(); it != englishDocks.cend(); ++it)
            if (!hasChinese(it.key()->windowTitle()))
                untranslated << QStringLiteral("dock %1 \"%2\"").arg(it.key()->objectName(), it.key()->windowTitle());
        for (QToolBar* bar : w.findChildren<QToolBar*>()) {
            if (!hasChinese(bar->windowTitle()))
                untranslated << QStringLiteral("toolbar %1 \"%2\"").arg(bar->objectName(), bar->windowTitle());
            for (QAction* a : bar->actions())
                if (!a->isSeparator() && !a->iconText().isEmpty() && !hasChinese(a->iconText()))
                    untranslated << QStringLiteral("toolbar button %1 \"%2\"").arg(a->objectName(), a->iconText());
        }
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(QStringLiteral("not retranslated after switching to Chinese:\n  ")
                            + untranslated.join(QStringLiteral("\n  "))));

        // Chinese accelerators are written "保存(&S)"; the toolbar's words and tooltips must not show "(S)"
        QStringList leftovers;
        static const QRegularExpression accelerator(QStringLiteral("\\(&?[A-Za-z0-9]\\)"));
        for (QToolBar* bar : w.findChildren<QToolBar*>()) {
            for (QAction* a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                if (a->iconText().contains(accelerator))
                    leftovers << QStringLiteral("%1 button \"%2\"").arg(a->objectName(), a->iconText());
                if (a->toolTip().contains(accelerator))
                    leftovers << QStringLiteral("%1 tooltip \"%2\"").arg(a->objectName(), a->toolTip());
            }
        }
        for (const QString& line : std::as_const(leftovers))
            qWarning().noquote() << "accelerator left in the toolbar:" << line;
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QStringLiteral("; "))));

        // and back
        w.action(QStringLiteral("actionLanguageEnglish"))->trigger();
        QTRY_COMPARE(fileMenu->title(), QStringLiteral("&File"));
        QCOMPARE(menuTitles(w.menuBar()), englishTitles);
        for (auto it = englishDocks.cbegin(); it != englishDocks.cend(); ++it)
            QCOMPARE(it.key()->windowTitle(), it.value());
    }

    // Messages of the model layer are looked up under the context lupdate filed them in. A helper like
    // `QString tr(const char* s) { return QCoreApplication::translate("pw::Validator", s); }` used inside
    // another class is filed by lupdate under that class, so the catalogue's translation is never found.
    void modelMessagesAreTranslated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("english"); // a part of the English text that a translation replaces
        const QByteArray pipeline("type: pipeline\n"
                                  "colour: blue\n"
                                  "jobs:\n"
                                  "  prep:\n"
                                  "    type: command\n"
                                  "    command: echo hello\n");
        QTest::newRow("validator") << pipeline << QStringLiteral("environment-required")
                                   << QStringLiteral("runs a command but names no");
        QTest::newRow("spec reader") << pipeline << QStringLiteral("unknown-key") << QStringLiteral("unknown key");
        QTest::newRow("document") << QByteArray("type: pipeline\njobs: [a\n") << QStringLiteral("yaml-syntax")
                                  << QStringLiteral("YAML syntax error");
    }

    void modelMessagesAreTranslated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, rule);
        QFETCH(QString, english);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pipeline.yml"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(yaml);
        }
        installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN"));
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        QString message;
        QStringList rules;
        for (const Diagnostic& d : doc.diagnostics()) {
            rules << d.ruleId;
            if (d.ruleId == rule && message.isEmpty())
                message = d.message;
        }
        QVERIFY2(!message.isEmpty(), qPrintable(QStringLiteral("no %1 finding; got %2").arg(rule, rules.join(u','))));
        QVERIFY2(hasChinese(message) && !message.contains(english), qPrintable(message));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
