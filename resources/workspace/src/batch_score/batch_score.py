"""Parallel entry script: score daily customer snapshots in mini-batches.

Azure ML parallel run contract:
  init()            once per worker process: parse arguments, load the model
  run(mini_batch)   mini_batch is a list of file paths; returns one row per
                    file that was scored (a file that is left out of the result
                    counts as a failed item against error_threshold)
  shutdown()        once before the worker process exits

Every returned row is appended to the `append_row_to` output (space
separated, no header): source_file rows high_risk mean_probability.
The per-customer scores go to --scores_folder/<file>_scored.csv.

Arguments are parsed with parse_known_args because the parallel runtime
passes its own options (--error_threshold, --allowed_failed_percent, ...)
to the same command line.
"""

import argparse
import logging
import os
import pickle
import sys
import time
from pathlib import Path

import pandas as pd

CATEGORICAL = ["region", "plan", "contract", "payment_method"]
NUMERIC = ["senior_citizen", "tenure_months", "monthly_charges", "total_charges",
           "support_tickets", "late_payments", "avg_session_minutes"]

logger = logging.getLogger("batch_score")
model = None
args = None
stats = {"files": 0, "rows": 0, "failed_files": 0, "started": 0.0}


def _parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Parallel churn scoring")
    parser.add_argument("--model", required=True, help="folder with model.pkl")
    parser.add_argument("--score_threshold", type=float, default=0.5,
                        help="probability from which a customer counts as high risk")
    parser.add_argument("--scores_folder", default=None,
                        help="optional folder for per-file scored CSVs")
    known, unknown = parser.parse_known_args(argv)
    if unknown:
        logger.info("ignoring runtime arguments: %s", " ".join(unknown))
    return known


def init():
    """Load the model once per worker process."""
    global model, args
    logging.basicConfig(level=os.environ.get("BATCH_SCORE_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    args = _parse_args()
    model_path = Path(args.model)
    if model_path.is_dir():
        model_path = model_path / "model.pkl"
    with open(model_path, "rb") as fh:
        model = pickle.load(fh)
    if args.scores_folder:
        # Every worker on every node runs init(): the folder may already exist.
        os.makedirs(args.scores_folder, exist_ok=True)
    stats["started"] = time.time()
    logger.info("pid %d loaded model from %s", os.getpid(), model_path)


def _prepare(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df.columns = [c.strip().lower() for c in df.columns]
    for col in CATEGORICAL:
        df[col] = (df[col].fillna("").astype(str).str.strip().str.lower()
                   .replace("", "unknown"))
    for col in NUMERIC:
        df[col] = pd.to_numeric(df[col], errors="coerce")
    missing_total = df["total_charges"].isna()
    df.loc[missing_total, "total_charges"] = (df["monthly_charges"] * df["tenure_months"])[missing_total]
    df["avg_session_minutes"] = df["avg_session_minutes"].fillna(df["avg_session_minutes"].median())
    if df[NUMERIC].isna().any().any():
        raise ValueError("non-numeric values left in " + ", ".join(
            c for c in NUMERIC if df[c].isna().any()))
    return df


def _score_file(path: Path) -> dict:
    df = _prepare(pd.read_csv(path, dtype={"customer_id": str}))
    proba = model.predict_proba(df[CATEGORICAL + NUMERIC])[:, 1]
    scored = pd.DataFrame({
        "customer_id": df["customer_id"],
        "churn_probability": proba.round(5),
        "high_risk": (proba >= args.score_threshold).astype(int),
    })
    if args.scores_folder:
        scored.to_csv(Path(args.scores_folder) / f"{path.stem}_scored.csv", index=False)
    return {
        "source_file": path.name,
        "rows": int(len(scored)),
        "high_risk": int(scored["high_risk"].sum()),
        "mean_probability": round(float(proba.mean()), 4),
    }


def run(mini_batch):
    """Score the files of one mini-batch; return one row per scored file."""
    logger.info("run() got %d file(s)", len(mini_batch))
    rows = []
    for item in mini_batch:
        path = Path(item)
        if path.suffix.lower() != ".csv":
            logger.warning("skipping %s: not a CSV file", path.name)
            continue
        try:
            rows.append(_score_file(path))
        except Exception as exc:  # counted as a failed item by the runtime
            stats["failed_files"] += 1
            logger.error("failed to score %s: %s", path.name, exc)
            continue
        stats["files"] += 1
        stats["rows"] += rows[-1]["rows"]
    return pd.DataFrame(rows, columns=["source_file", "rows", "high_risk", "mean_probability"])


def shutdown():
    elapsed = time.time() - stats["started"] if stats["started"] else 0.0
    logger.info("pid %d done: %d file(s), %d row(s), %d failed file(s) in %.1fs",
                os.getpid(), stats["files"], stats["rows"], stats["failed_files"], elapsed)


if __name__ == "__main__":
    # Local smoke test without the parallel runtime:
    #   python batch_score.py --model <model dir> [--scores_folder out] file1.csv file2.csv
    files = [a for a in sys.argv[1:] if a.endswith(".csv")]
    sys.argv = [sys.argv[0]] + [a for a in sys.argv[1:] if a not in files]
    init()
    print(run(files).to_string(index=False))
    shutdown()
