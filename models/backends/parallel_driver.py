# SPDX-License-Identifier: MIT
"""Pipewright parallel worker: one process of a local `type: parallel` step.

The step runner (the master) starts this script once per worker process and talks to it over two
pipes: tasks arrive as JSON lines on stdin, replies leave as JSON lines on the original stdout. Before
the entry script is imported both are moved to private descriptors, so nothing the entry script prints,
logs or starts can reach the protocol:

  fd 0  /dev/null
  fd 1  logs/sys/node/<node>/processNNN.stdout.txt   (output of sub-processes and C code)
  fd 2  logs/sys/node/<node>/processNNN.stderr.txt   (set by the master; faulthandler dumps land here)
  sys.stdout / print / logging   -> logs/user/stdout/<node>/processNNN.stdout.txt
  sys.stderr                     -> logs/user/stderr/<node>/processNNN.stderr.txt
  tracebacks of init()/run()     -> logs/user/error/<node>/processNNN.txt
  EntryScript().logger           -> logs/user/entry_script_log/<node>/processNNN.log.txt
  one line per mini-batch        -> logs/sys/node/<node>/processNNN.txt

Messages (one JSON object per line):
  master -> worker  {"type": "config", ...}   first line: where the logs go, the entry script, argv
                    {"type": "task", "id": 3, "attempt": 1, "files": [...]}            file-list mode
                    {"type": "task", "id": 3, "attempt": 1, "path": p, "offset": o, "length": n}  tabular
                    {"type": "stop", "exit_code": 0}
  worker -> master  {"event": "ready", "init_seconds": s}
                    {"event": "init_failed", "error": line, "error_file": path}      then exit 72
                    {"event": "loaded", "task": 3, "total": n}          tabular: the table is read, run() starts
                    {"event": "done", "task": 3, "status": "RUN_DONE"|"RUN_EXCEPTION"|"LOAD_EXCEPTION", ...}

The master may send several tasks ahead; they run in the order they came. Replies to tasks and the lines of the
process's own log are written in groups: when the worker has no task left to read, every 20 ms while tasks keep
coming, and within 0.1 s while one run() takes long. A worker killed in between loses at most those last lines of
its log; the master accounts for every mini-batch it handed out either way.
"""

import importlib.util
import io
import json
import logging
import os
import sys
import threading
import time
import types

# inspect and traceback are imported when needed: a worker that never fails does not pay for them at start

EXIT_INIT_FAILED = 72

NONE_RESULT_MESSAGE = (
    "The run() method in the entry script should return a list or a pandas DataFrame. The length of "
    "returned result is considered as succeeded number of items. For --output_action=append_row, the "
    "returned result is what to write into the result file. The actual type of output is {0}."
)

_proto_fd = -1
_proto_lock = threading.Lock()
_pending = []  # replies not yet written to the master
_last_flush = 0.0
_config = {}
_sys_log = None
_cpu_mark = 0.0  # process time at the last reading
_cpu_wall = 0.0  # time.monotonic() of it
_group = []  # replies of mini-batches ended since then
_pid = os.getpid()
_stamp_second = -1
_stamp_prefix = ""
FLUSH_SECONDS = 0.02  # replies and log lines wait at most this long while tasks keep coming


def send(message, urgent=True):
    """A reply to the master. Replies to mini-batches (urgent=False) are written together when the worker runs out of
    queued tasks or every FLUSH_SECONDS, so that a stream of short mini-batches costs one write per group."""
    data = json.dumps(message, default=str) + "\n"
    with _proto_lock:
        _pending.append(data)
        if urgent:
            _flush_locked()


def finish_reply(reply, urgent=False):
    """The reply that ends a mini-batch. Reading the process's CPU time costs a system call that is slow next to a
    short run(), so it is read at most every 5 ms (and whenever the worker waits): the CPU time used since the last
    reading is shared among the mini-batches that ended in between by their wall time, in their order."""
    with _proto_lock:
        _group.append(reply)
    if urgent or time.monotonic() - _cpu_wall >= 0.005:
        attribute_cpu()
    if urgent:
        flush_all()


def attribute_cpu():
    """Also called by the flusher thread while run() takes long: the replies before it go out then."""
    global _cpu_mark, _cpu_wall
    with _proto_lock:
        if not _group:
            return
        cpu = time.process_time()
        _cpu_wall = time.monotonic()
        delta = max(0.0, cpu - _cpu_mark)
        _cpu_mark = cpu
        wall = sum(r.get("elapsed", 0.0) for r in _group)
        for r in _group:
            r["process_seconds"] = delta * r.get("elapsed", 0.0) / wall if wall > 0 else delta / len(_group)
            _pending.append(json.dumps(r, default=str) + "\n")
        del _group[:]


def flush_all():
    with _proto_lock:
        _flush_locked()


def _flush_locked():
    global _last_flush
    _last_flush = time.monotonic()
    if _sys_log is not None:
        try:
            _sys_log.flush()
        except OSError:
            pass
    if _pending:
        data = "".join(_pending).encode("utf-8")
        del _pending[:]
        view = memoryview(data)
        while view:
            view = view[os.write(_proto_fd, view):]


def flush_if_due():
    if time.monotonic() - _last_flush >= FLUSH_SECONDS:
        flush_all()


def start_flusher():
    """Writes what waits while run() takes long: the master and the logs hear of a mini-batch within 0.1 s."""
    def loop():
        while True:
            time.sleep(0.1)
            if time.monotonic() - _last_flush >= 0.1:
                try:
                    attribute_cpu()
                    flush_all()
                except Exception:
                    return
    threading.Thread(target=loop, name="pipewright-flush", daemon=True).start()


def now_pipe():
    global _stamp_second, _stamp_prefix
    t = time.time()
    second = int(t)
    if second != _stamp_second:
        _stamp_second = second
        _stamp_prefix = time.strftime("%Y-%m-%d %H:%M:%S,", time.localtime(second))
    return _stamp_prefix + "%03d" % int((t - second) * 1000)


def sys_log(level, message):
    """logs/sys/node/<node>/processNNN.txt, in the runtime's `date time,ms|LEVEL|PID|message` format; written with
    the replies (flush_all), at once for anything but a mini-batch's lines."""
    if _sys_log is None:
        return
    try:
        _sys_log.write("%s|%s|%d|%s\n" % (now_pipe(), level, _pid, message))
    except OSError:
        pass


def ensure_dir(path):
    os.makedirs(path, exist_ok=True)
    return path


def open_append(path):
    ensure_dir(os.path.dirname(path))
    return open(path, "a", buffering=1, encoding="utf-8", errors="backslashreplace")


def write_error(path, where, exc_text):
    try:
        with open_append(path) as fh:
            fh.write("%s|ERROR|%d|%s\n%s\n" % (now_pipe(), _pid, where, exc_text.rstrip("\n")))
    except OSError:
        pass


def first_error_line(exc):
    text = "".join(__import__("traceback").format_exception_only(type(exc), exc)).strip()
    line = text.splitlines()[-1] if text else type(exc).__name__
    if isinstance(exc, SyntaxError) and exc.filename and exc.lineno:
        # the last line of a SyntaxError leaves out where it is: file:line, the file relative to the code folder
        path = os.path.abspath(exc.filename)
        code = os.path.abspath(_config.get("code") or os.getcwd())
        if path.startswith(code + os.sep):
            path = os.path.relpath(path, code)
        line = "%s:%d: %s" % (path, exc.lineno, line)
    return line


# ----- azureml_user.parallel_run shim -------------------------------------------------------------------


class EntryScript:
    """The helper entry scripts import as `from azureml_user.parallel_run import EntryScript`."""

    _instance = None

    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            inst = super().__new__(cls)
            inst._logger = None
            cls._instance = inst
        return cls._instance

    @property
    def agent_name(self):
        return _config["process"]

    @property
    def node_id(self):
        return str(_config["node"])

    @property
    def log_dir(self):
        return ensure_dir(os.path.join(_config["logs"], "user", "entry_script_log", str(_config["node"])))

    @property
    def working_dir(self):
        return _config["code"]

    @property
    def output_dir(self):
        return ensure_dir(_config["output_dir"])

    @property
    def logger(self):
        if self._logger is None:
            logger = logging.getLogger("EntryScript." + _config["process"])
            logger.propagate = False
            logger.setLevel(_config.get("logging_level", "INFO"))
            handler = logging.FileHandler(os.path.join(self.log_dir, _config["process"] + ".log.txt"), encoding="utf-8")
            handler.setFormatter(logging.Formatter("%(asctime)s|%(levelname)s|%(process)d|%(message)s"))
            logger.addHandler(handler)
            self._logger = logger
        return self._logger


class MiniBatchContext:
    """Second argument of run(mini_batch, mini_batch_context)."""

    def __init__(self, task):
        self.minibatch_index = task["id"]
        self.partition_key_value = dict(task.get("partition") or {})
        self.dataset = None


def install_shim():
    pkg = types.ModuleType("azureml_user")
    pkg.__path__ = []
    mod = types.ModuleType("azureml_user.parallel_run")
    mod.EntryScript = EntryScript
    pkg.parallel_run = mod
    sys.modules.setdefault("azureml_user", pkg)
    sys.modules.setdefault("azureml_user.parallel_run", mod)


# ----- reading a mini-batch --------------------------------------------------------------------------


ENCODINGS = {
    "utf8": "utf-8", "utf-8": "utf-8", "utf8bom": "utf-8-sig", "iso88591": "iso-8859-1", "latin1": "latin-1",
    "ascii": "ascii", "utf16": "utf-16", "utf32": "utf-32", "windows1252": "cp1252",
}


def load_partition(task):
    """Every file of one partition read whole into one table, with the columns its path gives."""
    import pandas as pd

    read = _config.get("read") or {}
    frames = []
    columns = task.get("columns") or []
    for i, path in enumerate(task["files"]):
        df = read_table(pd, read, path, 0, -1)
        for name, value in (columns[i] if i < len(columns) else {}).items():
            if name not in df.columns:
                df[name] = value
        frames.append(df)
    df = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
    for step in read.get("transformations", []):
        df = apply_transformation(pd, df, step)
    return df


def load_tabular(task):
    import pandas as pd

    read = _config.get("read") or {}
    df = read_table(pd, read, task["path"], int(task.get("offset", 0)), int(task.get("length", -1)))
    for step in read.get("transformations", []):
        df = apply_transformation(pd, df, step)
    return df


def read_table(pd, read, path, offset, length):
    fmt = read.get("format", "delimited")
    if fmt == "parquet":
        df = pd.read_parquet(path)
    else:
        with open(path, "rb") as fh:
            header = b""
            has_header = fmt == "delimited" and read.get("header", "all_files_same_headers") != "no_header"
            if offset > 0 and has_header:
                header = fh.readline()
            fh.seek(offset)
            body = fh.read() if length < 0 else fh.read(length)
        data = header + body
        encoding = ENCODINGS.get(str(read.get("encoding", "utf8")).lower(), "utf-8")
        if fmt == "json_lines":
            df = pd.read_json(io.BytesIO(data), lines=True, encoding=encoding)
        else:
            kwargs = {"sep": read.get("delimiter", ","), "encoding": encoding,
                      "header": 0 if has_header else None}
            if read.get("empty_as_string"):
                kwargs["keep_default_na"] = False
                kwargs["na_values"] = []
            df = pd.read_csv(io.BytesIO(data), **kwargs)
    if read.get("include_path_column"):
        df["Path"] = path
    return df


def apply_transformation(pd, df, step):
    kind, args = step.get("kind"), step.get("args")
    if kind == "keep_columns":
        return df[[c for c in as_list(args)]]
    if kind == "drop_columns":
        return df.drop(columns=[c for c in as_list(args)])
    if kind == "convert_column_types":
        for item in as_list(args):
            cols = as_list(item.get("columns", []))
            ctype = item.get("column_type")
            if isinstance(ctype, dict):
                ctype = next(iter(ctype), "string")
            for c in cols:
                if ctype == "int":
                    df[c] = pd.to_numeric(df[c], errors="coerce").astype("Int64")
                elif ctype == "float":
                    df[c] = pd.to_numeric(df[c], errors="coerce").astype(float)
                elif ctype == "boolean":
                    df[c] = df[c].map(lambda v: str(v).strip().lower() in ("1", "true", "yes", "t", "y"))
                elif ctype == "datetime":
                    df[c] = pd.to_datetime(df[c], errors="coerce")
                else:
                    df[c] = df[c].astype(str)
        return df
    return df


def as_list(v):
    if v is None:
        return []
    return v if isinstance(v, list) else [v]


# ----- the task loop ---------------------------------------------------------------------------------


def is_dataframe(obj):
    t = type(obj)
    return t.__name__ == "DataFrame" and t.__module__.startswith("pandas")


def write_rows(result, path, want_header):
    """Append-row text of one run() result; returns the DataFrame header line or None."""
    header = None
    with open(path, "w", encoding="utf-8", newline="") as fh:
        if is_dataframe(result):
            if len(result.columns):
                header = " ".join(str(c) for c in result.columns)
            try:
                result.to_csv(fh, sep=" ", header=False, index=False, lineterminator="\n")
            except TypeError:  # pandas < 1.5
                result.to_csv(fh, sep=" ", header=False, index=False, line_terminator="\n")
        else:
            for item in result:
                fh.write("%s\n" % (item,))
    return header if want_header else None


_run_takes_context = {}


def call_run(run, mini_batch, task):
    takes = _run_takes_context.get(run)
    if takes is None:
        code = getattr(run, "__code__", None)
        if code is not None and not getattr(run, "__defaults__", None) and not hasattr(run, "__wrapped__"):
            takes = code.co_argcount >= 2  # a plain function
        else:
            import inspect
            try:
                params = [p for p in inspect.signature(run).parameters.values()
                          if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            except (TypeError, ValueError):
                params = []
            takes = len(params) >= 2
        _run_takes_context[run] = takes
    if takes:
        return run(mini_batch, MiniBatchContext(task))
    return run(mini_batch)


def process_task(module, task, user_error_file):
    task_id = task["id"]
    started = time.time()
    reply = {"event": "done", "task": task_id, "attempt": task.get("attempt", 1), "total": 0, "succeeded": 0,
             "status": "RUN_DONE", "run_seconds": 0.0}
    sys_log("INFO", "Picked mini-batch %d (attempt %d)." % (task_id, task.get("attempt", 1)))
    # load
    try:
        if "partition" in task:
            mini_batch = load_partition(task)
        elif _config["mode"] == "tabular":
            mini_batch = load_tabular(task)
        else:
            mini_batch = list(task["files"])
        total = len(mini_batch)
    except BaseException as exc:  # noqa: B902 - every failure is the mini-batch's
        if isinstance(exc, KeyboardInterrupt):
            raise
        write_error(user_error_file, "Failed to load mini-batch %d" % task_id, __import__("traceback").format_exc())
        reply.update(status="LOAD_EXCEPTION", error=first_error_line(exc), error_category="UserError",
                     elapsed=time.time() - started)
        finish_reply(reply, urgent=True)
        return False
    reply["total"] = total
    if _config["mode"] != "files":  # loading a table takes time of its own; run() has its own timeout from here
        send({"event": "loaded", "task": task_id, "total": total})
    # run
    run_started = time.time()
    try:
        result = call_run(module.run, mini_batch, task)
    except BaseException as exc:  # noqa: B902 - SystemExit from run() is a failed attempt too
        if isinstance(exc, KeyboardInterrupt):
            raise
        reply["run_seconds"] = time.time() - run_started
        write_error(user_error_file, "run() failed for mini-batch %d" % task_id, __import__("traceback").format_exc())
        reply.update(status="RUN_EXCEPTION", error=first_error_line(exc), error_category="UserError",
                     elapsed=time.time() - started)
        sys_log("ERROR", "run() raised for mini-batch %d: %s" % (task_id, reply["error"]))
        finish_reply(reply, urgent=True)
        return False
    reply["run_seconds"] = time.time() - run_started
    ok = True
    if not (isinstance(result, (list, tuple)) or is_dataframe(result)):
        message = NONE_RESULT_MESSAGE.format(type(result).__name__)
        write_error(user_error_file, "run() returned an invalid result for mini-batch %d" % task_id, message)
        reply.update(status="RUN_EXCEPTION", error=message, error_category="UserError")
        ok = False
    else:
        succeeded = len(result)
        if succeeded == 0 and "partition" in task and not _config.get("rows_dir"):
            # a partition's run() that keeps its results itself (a model per partition) returns nothing
            succeeded = total
        reply["succeeded"] = succeeded
        rows_dir = _config.get("rows_dir")
        if rows_dir and succeeded:
            rows_file = os.path.join(rows_dir, "mb%06d_a%d_%s.txt" % (task_id, task.get("attempt", 1), _config["process"]))
            try:
                reply["header"] = write_rows(result, rows_file, _config.get("append_row_header", False))
                reply["rows_file"] = rows_file
            except Exception as exc:
                write_error(user_error_file, "cannot write the result of mini-batch %d" % task_id, __import__("traceback").format_exc())
                error = "cannot write the result rows to %s: %s" % (rows_file, first_error_line(exc))
                reply.update(status="RUN_EXCEPTION", error=error, error_category="SystemError", succeeded=0)
                ok = False
        if ok and succeeded < total:
            reply["error"] = "run() returned %d result(s) for %d item(s)" % (succeeded, total)
            reply["error_category"] = "UserError"
    reply["elapsed"] = time.time() - started
    sys_log("INFO", "Completed mini-batch %d: total %d, succeeded %d, failed %d, elapsed %.3f s, run() %.3f s, status %s."
            % (task_id, reply["total"], reply["succeeded"], max(0, reply["total"] - reply["succeeded"]), reply["elapsed"],
               reply["run_seconds"], reply["status"]))
    finish_reply(reply, urgent=not ok)
    return ok


def load_entry_script(code_dir, entry):
    path = os.path.join(code_dir, entry)
    script_dir = os.path.dirname(os.path.abspath(path))
    for p in (code_dir, script_dir):
        if p not in sys.path:
            sys.path.insert(0, p)
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError("cannot load the entry script %s" % path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    if not callable(getattr(module, "run", None)):
        raise AttributeError("the entry script %s has no run() function" % entry)
    return module


def lines_from(fd):
    """The master's messages, one per line. What was written so far goes out before the worker waits for more."""
    rest = b""
    while True:
        attribute_cpu()
        flush_all()
        try:
            chunk = os.read(fd, 1 << 16)
        except InterruptedError:
            continue
        if not chunk:
            if rest.strip():
                yield rest
            return
        parts = (rest + chunk).split(b"\n")
        rest = parts.pop()
        for part in parts:
            if part.strip():
                yield part


def main():
    global _proto_fd, _config, _sys_log, _cpu_mark, _cpu_wall
    # private copies of the pipes, then the descriptors 0/1 go elsewhere
    task_fd = os.dup(0)
    _proto_fd = os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)

    tasks = lines_from(task_fd)
    first = next(tasks, None)
    if not first:
        return 0
    _config = json.loads(first)["config"]
    node = str(_config["node"])
    proc = _config["process"]
    logs = _config["logs"]
    sys_stdout = os.path.join(logs, "sys", "node", node, proc + ".stdout.txt")
    ensure_dir(os.path.dirname(sys_stdout))
    fd = os.open(sys_stdout, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.close(fd)
    try:
        import faulthandler
        faulthandler.enable(file=sys.__stderr__)
    except Exception:
        pass
    _sys_log = open(os.path.join(logs, "sys", "node", node, proc + ".txt"), "a", buffering=1 << 16, encoding="utf-8",
                    errors="backslashreplace")
    user_stdout = open_append(os.path.join(logs, "user", "stdout", node, proc + ".stdout.txt"))
    user_stderr = open_append(os.path.join(logs, "user", "stderr", node, proc + ".stderr.txt"))
    user_error_file = os.path.join(logs, "user", "error", node, proc + ".txt")
    sys.stdout = user_stdout
    sys.stderr = user_stderr
    sys.stdin = open(os.devnull, "r")

    level = _config.get("logging_level", "INFO")
    root = logging.getLogger()
    for h in list(root.handlers):
        root.removeHandler(h)
    handler = logging.StreamHandler(user_stdout)
    handler.setFormatter(logging.Formatter("%(asctime)s|%(levelname)s|%(process)d|%(name)s|%(message)s"))
    root.addHandler(handler)
    root.setLevel(level)

    profiler = None
    if _config.get("profiling_module") == "cProfile":
        import cProfile
        profiler = cProfile.Profile()
        profiler.enable()

    start_flusher()
    install_shim()
    os.chdir(_config["code"])
    sys.argv = [os.path.join(_config["code"], _config["entry"])] + list(_config.get("argv", []))
    sys_log("INFO", "%s started on node %s (pid %d), entry script %s, arguments %s"
            % (proc, node, os.getpid(), _config["entry"], json.dumps(sys.argv[1:])))

    init_started = time.time()
    try:
        module = load_entry_script(_config["code"], _config["entry"])
        init = getattr(module, "init", None)
        if callable(init):
            init()
    except BaseException as exc:  # noqa: B902 - SystemExit in init() is an init failure too
        if isinstance(exc, KeyboardInterrupt):
            raise
        write_error(user_error_file, "init() failed", __import__("traceback").format_exc())
        sys_log("ERROR", "init() failed: %s" % first_error_line(exc))
        send({"event": "init_failed", "error": first_error_line(exc), "error_file": user_error_file})
        return EXIT_INIT_FAILED
    sys_log("INFO", "init() finished in %.3f s." % (time.time() - init_started))
    _cpu_mark, _cpu_wall = time.process_time(), time.monotonic()
    send({"event": "ready", "init_seconds": time.time() - init_started, "pid": _pid})

    exit_code = 0
    for line in tasks:
        msg = json.loads(line)
        if msg.get("type") == "task":
            process_task(module, msg, user_error_file)
            flush_if_due()
        elif msg.get("type") == "stop":
            exit_code = int(msg.get("exit_code", 0))
            break
    attribute_cpu()
    flush_all()
    shutdown = getattr(module, "shutdown", None)
    if callable(shutdown):
        try:
            shutdown()
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            write_error(user_error_file, "shutdown() failed", __import__("traceback").format_exc())
            sys_log("ERROR", "shutdown() failed: %s" % first_error_line(exc))
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(os.path.join(logs, "sys", "node", node, proc + ".profile"))
    sys_log("INFO", "%s exits with code %d." % (proc, exit_code))
    for f in (sys.stdout, sys.stderr):
        try:
            f.flush()
        except Exception:
            pass
    return exit_code


if __name__ == "__main__":
    try:
        code = main()
    except BaseException:  # noqa: B902 - the worker itself failed: tell the master where to look
        text = __import__("traceback").format_exc()
        try:
            logs = _config.get("logs")
            if logs:
                write_error(os.path.join(logs, "sys", "error", str(_config.get("node", 0)),
                                         _config.get("process", "process") + ".txt"), "worker failed", text)
            sys.__stderr__.write(text)
            sys.__stderr__.flush()
        except Exception:
            pass
        code = 70
    try:
        logging.shutdown()
        for f in (sys.stdout, sys.stderr):
            if f is not None:
                f.flush()
        if _proto_fd >= 0:
            flush_all()
    except Exception:
        pass
    # os._exit: threads the entry script left running must not keep the worker alive
    os._exit(code)
