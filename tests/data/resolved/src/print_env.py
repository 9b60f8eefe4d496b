import argparse, json, os, sys
p = argparse.ArgumentParser()
p.add_argument("--epochs")
p.add_argument("--model")
p.add_argument("--report")
a = p.parse_args()
names = ["RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "NODE_RANK", "MASTER_ADDR", "MASTER_PORT",
         "GROUP_RANK", "TF_CONFIG", "AZUREML_PROCESS_COUNT_PER_INSTANCE"]
print(json.dumps({n: os.environ.get(n) for n in names}, sort_keys=True))
rank = os.environ.get("RANK", "0")
os.makedirs(a.model, exist_ok=True)
with open(os.path.join(a.model, "rank-%s.json" % rank), "w") as f:
    json.dump({n: os.environ.get(n) for n in names}, f, sort_keys=True)
if rank == "0":
    with open(a.report, "w") as f:
        f.write("epochs=%s\n" % a.epochs)
os.makedirs("outputs", exist_ok=True)
with open(os.path.join("outputs", "rank-%s.txt" % rank), "w") as f:
    f.write("done\n")
