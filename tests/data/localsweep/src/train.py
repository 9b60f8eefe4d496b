# A trial of the sweep tests: logs `accuracy` through MLflow once per step, and writes its parameters as the model.
import argparse
import json
import os
import time

import mlflow

parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float)
parser.add_argument("--kernel")
parser.add_argument("--steps", type=int)
parser.add_argument("--model")
args = parser.parse_args()

best = 1.0 - abs(args.lr - 0.3) - (0.1 if args.kernel == "linear" else 0.0)
if args.kernel == "slow":
    best = 0.2
for step in range(1, args.steps + 1):
    mlflow.log_metric("accuracy", round(best * step / args.steps, 6), step=step)
    time.sleep(0.6 if args.kernel == "slow" else 0.15)

os.makedirs(args.model, exist_ok=True)
with open(os.path.join(args.model, "params.json"), "w") as f:
    json.dump({"lr": args.lr, "kernel": args.kernel, "accuracy": best}, f)
print("accuracy", best)
