// SPDX-License-Identifier: MIT
#include "graphvizapi.h"

#include "ondemandlibrary.h"

#include <QCoreApplication>

namespace pw::graphviz {

const Api* api(QString* error)
{
    return onDemand<Api>(
        [] {
            OnDemandLibrary<Api> l;
            if (!openOnDemandLibrary(l, "PIPEWRIGHT_LIBGVC", QStringLiteral("gvc"), 6,
                                     QCoreApplication::translate(
                                         "Layout", "Graphviz could not be loaded (%1): install the libgvc6 package.")))
                return l;
            QLibrary* library = l.library;
            // dlsym on libgvc's handle also finds what its own libraries (libcgraph) define
            auto missing = [&l, library](const char* name) {
                l.error = QCoreApplication::translate("Layout", "%1 lacks %2: Graphviz 2.42 or later is needed.")
                              .arg(library->fileName(), QLatin1String(name));
                return l;
            };
#define PW_GRAPHVIZ_RESOLVE(name)                                                                                      \
    l.api.name = reinterpret_cast<decltype(l.api.name)>(library->resolve(#name));                                      \
    if (!l.api.name)                                                                                                   \
        return missing(#name);
            PW_GRAPHVIZ_FUNCTIONS(PW_GRAPHVIZ_RESOLVE)
#undef PW_GRAPHVIZ_RESOLVE
            l.api.directed = reinterpret_cast<Agdesc_t*>(library->resolve("Agdirected"));
            if (!l.api.directed)
                return missing("Agdirected");
            l.ok = true;
            return l;
        },
        error);
}

} // namespace pw::graphviz
