// SPDX-License-Identifier: MIT
// Private to the canvas's graphics items: the measures the node, link and note items share.
#pragma once

#include "canvasscene.h"

namespace pw {

// below these scales text and ports are left out: they would be unreadable and cost most of the frame
constexpr qreal DetailLod = CanvasScene::DetailZoom;
constexpr qreal MinimalLod = 0.22;
constexpr qreal PortRadius = 5;

} // namespace pw
