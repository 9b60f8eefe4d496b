# A trial that logs its metric through MLflow, where MLflow is not installed.
import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float)
parser.add_argument("--model")
args = parser.parse_args()
os.makedirs(args.model, exist_ok=True)
try:
    import mlflow
except ImportError:
    print("mlflow is not installed; the loss is not logged")
else:
    mlflow.log_metric("loss", args.lr)
