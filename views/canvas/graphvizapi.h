// SPDX-License-Identifier: MIT
#pragma once

#include <gvc.h>

#include <QString>

namespace pw::graphviz {

// the Graphviz functions the layout calls (libgvc; the ag* ones come from libcgraph, which libgvc loads)
#define PW_GRAPHVIZ_FUNCTIONS(X)                                                                                       \
    X(gvContext)                                                                                                       \
    X(gvLayout)                                                                                                        \
    X(gvFreeLayout)                                                                                                    \
    X(agopen)                                                                                                          \
    X(agclose)                                                                                                         \
    X(agnode)                                                                                                          \
    X(agedge)                                                                                                          \
    X(agsafeset)

/// Graphviz, read when the first layout is asked for instead of being linked into the executables. Its libraries
/// (gvc, cgraph, cdt, pathplan, ltdl) are about a millisecond of every start of the studio (tests/bench/bench_startup),
/// and no start needs them before its first frame: layouts come when a pipeline without positions is opened. The
/// headers are Graphviz's own, so every call keeps its declared types; the node and graph fields a layout reads
/// (ND_coord, GD_bb) are plain struct fields, no calls. $PIPEWRIGHT_LIBGVC names another libgvc file to load.
struct Api
{
#define PW_GRAPHVIZ_MEMBER(name) decltype(&::name) name = nullptr;
    PW_GRAPHVIZ_FUNCTIONS(PW_GRAPHVIZ_MEMBER)
#undef PW_GRAPHVIZ_MEMBER
    Agdesc_t* directed = nullptr; // Agdirected
};

/// Graphviz's functions, loaded once per process from any thread; null when Graphviz cannot be loaded, and then
/// *error says why (the canvas then lays out with its own layered layout).
const Api* api(QString* error = nullptr);

} // namespace pw::graphviz
