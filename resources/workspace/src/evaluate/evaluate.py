"""Evaluate scored predictions and decide whether the model beats the baseline.

Writes to --eval_output:
  metrics.json          accuracy, precision, recall, f1, roc_auc, log_loss, ...
  confusion_matrix.csv  2x2 matrix at --decision_threshold
  report.md             short human-readable summary
"""

import argparse
import json
from pathlib import Path

import pandas as pd
from sklearn import metrics


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Evaluate churn predictions")
    parser.add_argument("--scoring_result", required=True, help="folder with predictions.csv")
    parser.add_argument("--decision_threshold", type=float, default=0.5)
    parser.add_argument("--baseline_metrics", default=None,
                        help="optional metrics.json of the current production model")
    parser.add_argument("--primary_metric", default="roc_auc")
    parser.add_argument("--eval_output", required=True, help="output folder")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    scored = Path(args.scoring_result)
    preds = pd.read_csv(scored / "predictions.csv" if scored.is_dir() else scored)
    if "actual" not in preds.columns:
        raise SystemExit("predictions.csv has no 'actual' column; nothing to evaluate")

    y_true = preds["actual"].astype(int)
    y_prob = preds["churn_probability"].astype(float)
    y_pred = (y_prob >= args.decision_threshold).astype(int)

    result = {
        "rows": int(len(preds)),
        "decision_threshold": args.decision_threshold,
        "accuracy": metrics.accuracy_score(y_true, y_pred),
        "precision": metrics.precision_score(y_true, y_pred, zero_division=0),
        "recall": metrics.recall_score(y_true, y_pred, zero_division=0),
        "f1": metrics.f1_score(y_true, y_pred, zero_division=0),
        "roc_auc": metrics.roc_auc_score(y_true, y_prob),
        "log_loss": metrics.log_loss(y_true, y_prob.clip(1e-6, 1 - 1e-6)),
        "positive_rate": float(y_pred.mean()),
    }
    result = {k: round(float(v), 4) if isinstance(v, float) else v for k, v in result.items()}

    baseline_value = None
    if args.baseline_metrics:
        path = Path(args.baseline_metrics)
        if path.is_dir():
            path = path / "metrics.json"
        baseline = json.loads(path.read_text())
        baseline_value = baseline.get(args.primary_metric)
    current = result[args.primary_metric]
    result["baseline_" + args.primary_metric] = baseline_value
    result["promote"] = baseline_value is None or current > baseline_value

    out = Path(args.eval_output)
    out.mkdir(parents=True, exist_ok=True)
    (out / "metrics.json").write_text(json.dumps(result, indent=2))
    cm = metrics.confusion_matrix(y_true, y_pred, labels=[0, 1])
    pd.DataFrame(cm, index=["actual_stay", "actual_churn"],
                 columns=["predicted_stay", "predicted_churn"]).to_csv(out / "confusion_matrix.csv")

    verdict = "promote" if result["promote"] else "keep the current model"
    lines = [
        "# Churn model evaluation",
        "",
        f"Scored rows: {result['rows']}, threshold {args.decision_threshold}",
        "",
        "| metric | value |",
        "|---|---|",
    ]
    lines += [f"| {k} | {result[k]} |" for k in
              ("accuracy", "precision", "recall", "f1", "roc_auc", "log_loss")]
    lines += ["", f"Baseline {args.primary_metric}: {baseline_value} -> **{verdict}**", ""]
    (out / "report.md").write_text("\n".join(lines))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
