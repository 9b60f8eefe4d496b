# Prints the variables a distributed step's process is given and writes them to <out>/<role>.json.
import json, os, sys
names = ["RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "NODE_RANK", "MASTER_ADDR", "MASTER_PORT", "TF_CONFIG"]
seen = {n: os.environ.get(n) for n in names}
print(json.dumps(seen, sort_keys=True), flush=True)
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
if os.environ.get("TF_CONFIG"):
    task = json.loads(os.environ["TF_CONFIG"])["task"]
    role = "%s-%d" % (task["type"], task["index"])
else:
    role = "rank-%s" % os.environ.get("RANK")
with open(os.path.join(out, role + ".json"), "w") as f:
    json.dump(seen, f, sort_keys=True)
if os.environ.get("FAIL_RANK") is not None and os.environ.get("RANK") == os.environ["FAIL_RANK"]:
    sys.exit(3)
if os.environ.get("FAIL_RANK") is not None:
    import time
    time.sleep(60)
