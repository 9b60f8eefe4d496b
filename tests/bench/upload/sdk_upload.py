#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The official Azure ML SDK's upload of a local folder (azure-ai-ml 1.4.0, Debian's python3-azure), as
`az ml job create` uploads a code folder or local data: the folder's ignore file and object hash
(_upload_to_datastore), then BlobStorageClient.upload (the check for an earlier upload, the files through its
thread pool, the confirmation metadata), against the blob endpoint given.

  sdk_upload.py FOLDER ACCOUNT_URL CONTAINER SAS

ACCOUNT_URL is path-style for a loopback server (http://127.0.0.1:PORT/ACCOUNT). Prints one line of JSON on standard
output: {"seconds": time of the hash and the upload, in this process, "import_seconds": ...}. Run with tests/sdk first
on PYTHONPATH (pydash stands in for the three functions azure-ai-ml uses). Nothing but loopback can be reached.
"""

import json
import sys
import time

import loopbackonly  # noqa: F401 - from here on, nothing but loopback can be reached


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    folder, account_url, container, sas = argv[1:]
    started = time.perf_counter()
    try:
        from azure.ai.ml._artifacts._blob_storage_helper import BlobStorageClient
        from azure.ai.ml._utils._asset_utils import get_ignore_file, get_object_hash
    except Exception as e:  # noqa: BLE001 - any import failure means no SDK
        print("azure-ai-ml cannot be imported: %s" % e, file=sys.stderr)
        return 3
    imported = time.perf_counter()
    ignore = get_ignore_file(folder)
    asset_hash = get_object_hash(folder, ignore)
    client = BlobStorageClient(credential=sas, account_url=account_url, container_name=container)
    client.upload(folder, name="bench", version="1", ignore_file=ignore, asset_hash=asset_hash, show_progress=False)
    done = time.perf_counter()
    print(json.dumps({"seconds": done - imported, "import_seconds": imported - started, "hash": asset_hash}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
