# A minimal stand-in for MLflow's tracking calls, for the tests (Debian does not package MLflow): it writes the layout
# of MLflow's file store under MLFLOW_TRACKING_URI, <root>/0/<run id>/metrics/<key>, "<timestamp ms> <value> <step>".
import os
import time
import uuid
from urllib.parse import unquote, urlparse

_run = None


def _root():
    uri = os.environ.get("MLFLOW_TRACKING_URI", "mlruns")
    return unquote(urlparse(uri).path) if uri.startswith("file:") else uri


def _run_dir():
    global _run
    if _run is None:
        _run = os.path.join(_root(), "0", uuid.uuid4().hex)
        os.makedirs(os.path.join(_run, "metrics"), exist_ok=True)
        os.makedirs(os.path.join(_run, "params"), exist_ok=True)
    return _run


def start_run(*args, **kwargs):
    _run_dir()


def end_run(*args, **kwargs):
    pass


def log_metric(key, value, step=None):
    path = os.path.join(_run_dir(), "metrics", key)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "a") as f:
        f.write("%d %s %d\n" % (int(time.time() * 1000), repr(float(value)), step or 0))


def log_param(key, value):
    with open(os.path.join(_run_dir(), "params", key), "w") as f:
        f.write(str(value))
