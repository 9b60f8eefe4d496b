// SPDX-License-Identifier: MIT
// WrapLabel answers heightForWidth() as QLabel does, from memory after the first time, and forgets when what the
// height depends on changes: the text, the font, the margins.
#include "wraplabel.h"

#include <QTest>

using pw::WrapLabel;

class TestWrapLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameHeightsAsAPlainLabel()
    {
        const QString text = QStringLiteral("A long text that wraps over several lines when the label is narrow, and "
                                            "over fewer when it is wide; the height follows the width.");
        WrapLabel ours(text);
        QLabel plain(text);
        plain.setWordWrap(true);
        for (int round = 0; round < 2; ++round) // the second round comes from memory
            for (int w : {40, 120, 200, 333, 600, 2000})
                QCOMPARE(ours.heightForWidth(w), plain.heightForWidth(w));
        QVERIFY(ours.heightForWidth(120) > ours.heightForWidth(600));

        // another text
        const int before = ours.heightForWidth(200);
        ours.setText(text + text + text);
        plain.setText(text + text + text);
        QCOMPARE(ours.heightForWidth(200), plain.heightForWidth(200));
        QVERIFY(ours.heightForWidth(200) > before);

        // another font
        QFont big = ours.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        ours.setFont(big);
        plain.setFont(big);
        QCOMPARE(ours.heightForWidth(200), plain.heightForWidth(200));

        // other margins
        ours.setContentsMargins(30, 30, 30, 30);
        plain.setContentsMargins(30, 30, 30, 30);
        QCOMPARE(ours.heightForWidth(200), plain.heightForWidth(200));
    }
};

QTEST_MAIN(TestWrapLabel)
#include "tst_wraplabel.moc"
