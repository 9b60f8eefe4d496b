# A many-models entry script: one "model" per partition, written to --model_folder; run() returns nothing
# unless --summary is given, then one line per row of the partition.
import argparse
import json
import os

args = None


def init():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_folder", required=True)
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--fail_store", default="")
    args, _ = parser.parse_known_args()
    os.makedirs(args.model_folder, exist_ok=True)


def run(input_data, mini_batch_context):
    keys = mini_batch_context.partition_key_value
    if keys.get("Store") == args.fail_store:
        raise RuntimeError("no model for store %s" % keys["Store"])
    name = "_".join("%s=%s" % (k, keys[k]) for k in sorted(keys))
    model = {
        "partition": keys,
        "rows": len(input_data),
        "quantity": int(input_data["Quantity"].sum()),
        "stores": sorted(set(str(v) for v in input_data["Store"])),
        "brands": sorted(set(str(v) for v in input_data["Brand"])),
        "files": sorted(set(str(v) for v in input_data["file_name"])),
        "index": mini_batch_context.minibatch_index,
    }
    with open(os.path.join(args.model_folder, name + ".json"), "w") as fh:
        json.dump(model, fh, sort_keys=True)
    if args.summary:
        return ["%s %s %d" % (keys["Store"], keys["Brand"], q) for q in input_data["Quantity"]]
    return []
