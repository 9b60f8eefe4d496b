#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Submit a pipeline file with the official Azure ML SDK (azure-ai-ml 1.4.0, Debian's python3-azure) as
`az ml job create --file` does — MLClient.jobs.create_or_update(load_job(FILE)) — to a loopback workspace.

  sdk_submit.py ARM_URL FILE

ARM_URL is the loopback Resource Manager (http://127.0.0.1:PORT). The SDK is pointed at it the ways it offers or a
test harness must: its own base-URL override (AZUREML_DEV_URL_MFE), a credential whose get_token returns a fixed
token, plain http allowed for the bearer token (azure-core refuses it otherwise), and the storage account URLs of
datastores made path-style on the loopback. Prints one line of JSON: {"name": job name, "seconds": the submission in
this process, "import_seconds": importing the SDK}. Run with tests/sdk first on PYTHONPATH (pydash stands in for the
three functions azure-ai-ml uses). Nothing but loopback can be reached.
"""

import json
import os
import sys
import time
from urllib.parse import urlparse

import loopbackonly  # noqa: F401 - from here on, nothing but loopback can be reached


class FixedCredential:
    def get_token(self, *scopes, **kwargs):
        from azure.core.credentials import AccessToken

        return AccessToken("tok", int(time.time()) + 3600)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    arm, path = argv[1:]
    loopback = urlparse(arm).netloc
    os.environ["AZUREML_DEV_URL_MFE"] = arm.rstrip("/") + "/"
    started = time.perf_counter()
    try:
        import azure.core.pipeline.policies._authentication as auth
        from azure.ai.ml import MLClient, load_job
        from azure.ai.ml._artifacts import _artifact_utilities
        from azure.ai.ml import _azure_environments as environments
        from azure.ai.ml.constants._common import STORAGE_ACCOUNT_URLS
    except Exception as e:  # noqa: BLE001 - any import failure means no SDK
        print("azure-ai-ml cannot be imported: %s" % e, file=sys.stderr)
        return 3
    def plain_http_to_loopback(request):
        request.context.options.pop("enforce_https", None)  # as azure-core's check does, without refusing http

    auth._BearerTokenCredentialPolicyBase._enforce_https = staticmethod(plain_http_to_loopback)
    for kind in list(STORAGE_ACCOUNT_URLS):
        STORAGE_ACCOUNT_URLS[kind] = "http://" + loopback + "/{}"  # path-style account on the loopback
    _artifact_utilities._get_storage_endpoint_from_metadata = lambda: loopback
    imported = time.perf_counter()
    client = MLClient(FixedCredential(), subscription_id="s1", resource_group_name="rg1", workspace_name="ws1")
    job = client.jobs.create_or_update(load_job(path))
    done = time.perf_counter()
    print(json.dumps({"name": job.name, "seconds": done - imported, "import_seconds": imported - started}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
