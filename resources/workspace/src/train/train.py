"""Train the churn classifier.

The model is a scikit-learn Pipeline (one-hot encoding + scaling + estimator)
so scoring code only needs the raw feature columns. It is stored with plain
pickle as <model_output>/model.pkl next to model_info.json.
"""

import argparse
import json
import pickle
import platform
from pathlib import Path

import pandas as pd
import sklearn
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import GradientBoostingClassifier, RandomForestClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

CATEGORICAL = ["region", "plan", "contract", "payment_method"]
NUMERIC = ["senior_citizen", "tenure_months", "monthly_charges", "total_charges",
           "support_tickets", "late_payments", "avg_session_minutes"]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Train the churn model")
    parser.add_argument("--training_data", required=True, help="folder (mltable) with train.csv")
    parser.add_argument("--model_type", default="gradient_boosting",
                        choices=["gradient_boosting", "random_forest", "logistic_regression"])
    parser.add_argument("--n_estimators", type=int, default=150)
    parser.add_argument("--learning_rate", type=float, default=0.05)
    parser.add_argument("--max_depth", type=int, default=None,
                        help="optional; the estimator's own default when omitted")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--target_column", default="churned")
    parser.add_argument("--model_output", required=True, help="output folder")
    return parser.parse_args()


def load_training_data(folder: Path) -> pd.DataFrame:
    files = sorted(folder.glob("*.csv")) if folder.is_dir() else [folder]
    if not files:
        raise SystemExit(f"no CSV files found in {folder}")
    return pd.concat([pd.read_csv(f) for f in files], ignore_index=True)


def make_estimator(args: argparse.Namespace):
    if args.model_type == "gradient_boosting":
        return GradientBoostingClassifier(
            n_estimators=args.n_estimators, learning_rate=args.learning_rate,
            max_depth=args.max_depth or 3, subsample=0.9, random_state=args.seed)
    if args.model_type == "random_forest":
        return RandomForestClassifier(
            n_estimators=args.n_estimators, max_depth=args.max_depth,
            min_samples_leaf=3, class_weight="balanced", n_jobs=1, random_state=args.seed)
    return LogisticRegression(C=1.0, max_iter=500, class_weight="balanced")


def main() -> None:
    args = parse_args()
    df = load_training_data(Path(args.training_data))
    X, y = df[CATEGORICAL + NUMERIC], df[args.target_column].astype(int)

    preprocess = ColumnTransformer([
        ("categorical", OneHotEncoder(handle_unknown="ignore"), CATEGORICAL),
        ("numeric", StandardScaler(), NUMERIC),
    ])
    model = Pipeline([("preprocess", preprocess), ("classifier", make_estimator(args))])
    model.fit(X, y)
    train_accuracy = float(model.score(X, y))
    print(f"trained {args.model_type} on {len(df)} rows, train accuracy {train_accuracy:.3f}")

    out = Path(args.model_output)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "model.pkl", "wb") as fh:
        pickle.dump(model, fh)
    info = {
        "model_type": args.model_type,
        "params": {"n_estimators": args.n_estimators, "learning_rate": args.learning_rate,
                   "max_depth": args.max_depth, "seed": args.seed},
        "features": {"categorical": CATEGORICAL, "numeric": NUMERIC},
        "target": args.target_column,
        "train_rows": len(df),
        "train_accuracy": round(train_accuracy, 4),
        "sklearn_version": sklearn.__version__,
        "python_version": platform.python_version(),
    }
    (out / "model_info.json").write_text(json.dumps(info, indent=2))


if __name__ == "__main__":
    main()
