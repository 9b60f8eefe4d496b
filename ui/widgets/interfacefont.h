// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>

class QApplication;

namespace pw {

/// `font` as the studio draws interface text with it: shaped by HarfBuzz only where its script needs it (Arabic,
/// Indic, ...), Latin and CJK text drawn from the font's character map and advances, without kerning pairs. Shaping
/// was the largest single item of the studio's first frame (app/studio/README.md).
QFont interfaceFont(QFont font);

/// Makes the application font interfaceFont() of the desktop's font, now and after every theme change. An
/// application font set by the program is one Qt no longer replaces when the desktop's font changes, so this keeps
/// following the desktop itself (QFontDatabase::systemFont) for as long as `app` lives.
void installInterfaceFont(QApplication& app);

} // namespace pw
