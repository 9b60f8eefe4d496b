"""Clean the raw customer export and split it into train and test sets.

Reads every *.csv in --raw_data (the MLTable file next to them is ignored),
fixes the usual export problems and writes
  <train_data>/train.csv + MLTable   (an mltable output)
  <test_data>/test.csv
"""

import argparse
import json
from pathlib import Path

import numpy as np
import pandas as pd

CATEGORICAL = ["region", "plan", "contract", "payment_method"]
NUMERIC = ["senior_citizen", "tenure_months", "monthly_charges", "total_charges",
           "support_tickets", "late_payments", "avg_session_minutes"]

MLTABLE = """\
$schema: https://azuremlschemas.azureedge.net/latest/MLTable.schema.json
type: mltable
paths:
  - file: ./train.csv
transformations:
  - read_delimited:
      delimiter: ","
      encoding: utf8
      header: all_files_same_headers
"""


def str2bool(value: str) -> bool:
    return str(value).strip().lower() in {"1", "true", "yes", "y", "on"}


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Prepare customer churn data")
    parser.add_argument("--raw_data", required=True, help="folder with the raw CSV export")
    parser.add_argument("--test_split_ratio", type=float, default=0.2)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--drop_duplicates", type=str2bool, default=True)
    parser.add_argument("--target_column", default="churned")
    parser.add_argument("--train_data", required=True, help="output folder (mltable)")
    parser.add_argument("--test_data", required=True, help="output folder")
    return parser.parse_args()


def read_raw(folder: Path) -> pd.DataFrame:
    files = sorted(folder.glob("*.csv")) if folder.is_dir() else [folder]
    if not files:
        raise SystemExit(f"no CSV files found in {folder}")
    frames = [pd.read_csv(f, dtype={"customer_id": str}) for f in files]
    print(f"read {len(files)} file(s): {[f.name for f in files]}")
    return pd.concat(frames, ignore_index=True)


def clean(df: pd.DataFrame, drop_duplicates: bool) -> pd.DataFrame:
    df = df.copy()
    df.columns = [c.strip().lower() for c in df.columns]
    for col in CATEGORICAL:
        df[col] = (df[col].fillna("").astype(str).str.strip().str.lower()
                   .replace("", "unknown"))
    for col in NUMERIC:
        df[col] = pd.to_numeric(df[col], errors="coerce")

    # total_charges is blank for brand-new accounts in the export.
    missing_total = df["total_charges"].isna()
    df.loc[missing_total, "total_charges"] = (df["monthly_charges"] * df["tenure_months"])[missing_total]
    df["avg_session_minutes"] = df["avg_session_minutes"].fillna(df["avg_session_minutes"].median())
    df["monthly_charges"] = df["monthly_charges"].clip(lower=0)

    before = len(df)
    if drop_duplicates:
        df = df.drop_duplicates(subset="customer_id", keep="last")
    print(f"cleaned rows: {before} -> {len(df)} (filled {int(missing_total.sum())} total_charges)")
    return df.reset_index(drop=True)


def stratified_split(df: pd.DataFrame, target: str, ratio: float, seed: int):
    rng = np.random.default_rng(seed)
    test_idx = []
    for _, group in df.groupby(target):
        n_test = int(round(len(group) * ratio))
        test_idx.extend(rng.choice(group.index.to_numpy(), size=n_test, replace=False))
    test_mask = df.index.isin(test_idx)
    return df[~test_mask], df[test_mask]


def main() -> None:
    args = parse_args()
    if not 0.0 < args.test_split_ratio < 1.0:
        raise SystemExit("--test_split_ratio must be between 0 and 1")

    df = clean(read_raw(Path(args.raw_data)), args.drop_duplicates)
    if args.target_column not in df.columns:
        raise SystemExit(f"target column '{args.target_column}' not in data")
    train, test = stratified_split(df, args.target_column, args.test_split_ratio, args.seed)

    train_dir, test_dir = Path(args.train_data), Path(args.test_data)
    train_dir.mkdir(parents=True, exist_ok=True)
    test_dir.mkdir(parents=True, exist_ok=True)
    train.to_csv(train_dir / "train.csv", index=False)
    (train_dir / "MLTable").write_text(MLTABLE)
    test.to_csv(test_dir / "test.csv", index=False)

    summary = {
        "rows_train": len(train),
        "rows_test": len(test),
        "churn_rate_train": round(float(train[args.target_column].mean()), 4),
        "churn_rate_test": round(float(test[args.target_column].mean()), 4),
    }
    (train_dir / "prep_summary.json").write_text(json.dumps(summary, indent=2))
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
