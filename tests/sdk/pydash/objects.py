# SPDX-License-Identifier: MIT
_MISSING = object()
def _path(p):
    if isinstance(p, (list, tuple)):
        return list(p)
    return str(p).split(".") if p != "" else []
def get(obj, path, default=None):
    cur = obj
    for k in _path(path):
        if isinstance(cur, dict):
            if k not in cur: return default
            cur = cur[k]
        elif isinstance(cur, (list, tuple)):
            try: cur = cur[int(k)]
            except (ValueError, IndexError): return default
        else:
            if not hasattr(cur, k): return default
            cur = getattr(cur, k)
    return cur
def omit(obj, *keys):
    flat = []
    for k in keys:
        flat.extend(k if isinstance(k, (list, tuple, set)) else [k])
    return {k: v for k, v in obj.items() if k not in flat}
def set_(obj, path, value):
    keys = _path(path)
    cur = obj
    for k in keys[:-1]:
        if isinstance(cur, dict):
            cur = cur.setdefault(k, {})
        else:
            if getattr(cur, k, None) is None: setattr(cur, k, {})
            cur = getattr(cur, k)
    if isinstance(cur, dict): cur[keys[-1]] = value
    else: setattr(cur, keys[-1], value)
    return obj
