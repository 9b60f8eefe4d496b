// SPDX-License-Identifier: MIT
#pragma once
// What azureupload.cpp (files, hashes, blobs) and azureupload_workspace.cpp (code versions, the default datastore)
// share.

#include "azureupload.h"

#include <QCoreApplication>

namespace pw::azure::uploaddetail {

/// A blob service answer in plain words: the method, the URL (SAS redacted), the status and the service's own
/// <Code> and <Message> when the body holds them.
QString blobFailure(const http::Response& r, const QByteArray& method);
/// A blob request with the service version it speaks, and the container's bearer token when it is reached with one.
http::Request blobRequest(const QByteArray& method, const BlobContainer& container, const QUrl& url, const UploadOptions& options);
/// True for an endpoint that is an address (a local storage emulator), reached path-style.
bool isAddressHost(const QString& endpoint);

} // namespace pw::azure::uploaddetail
