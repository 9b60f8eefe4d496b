"""Score the held-out test set with the trained model.

Writes <score_output>/predictions.csv with one row per customer:
customer_id, actual label (when the input has it) and churn_probability.
"""

import argparse
import json
import pickle
from pathlib import Path

import pandas as pd


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Score customers")
    parser.add_argument("--model_input", required=True, help="folder with model.pkl")
    parser.add_argument("--test_data", required=True, help="folder with CSV files to score")
    parser.add_argument("--score_output", required=True, help="output folder")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    model_dir = Path(args.model_input)
    with open(model_dir / "model.pkl", "rb") as fh:
        model = pickle.load(fh)
    info = json.loads((model_dir / "model_info.json").read_text())
    features = info["features"]["categorical"] + info["features"]["numeric"]
    target = info["target"]

    folder = Path(args.test_data)
    files = sorted(folder.glob("*.csv")) if folder.is_dir() else [folder]
    df = pd.concat([pd.read_csv(f) for f in files], ignore_index=True)

    result = pd.DataFrame({"customer_id": df["customer_id"]})
    if target in df.columns:
        result["actual"] = df[target].astype(int)
    result["churn_probability"] = model.predict_proba(df[features])[:, 1].round(5)

    out = Path(args.score_output)
    out.mkdir(parents=True, exist_ok=True)
    result.to_csv(out / "predictions.csv", index=False)
    print(f"scored {len(result)} customers from {len(files)} file(s) "
          f"with a {info['model_type']} model")


if __name__ == "__main__":
    main()
