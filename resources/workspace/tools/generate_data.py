#!/usr/bin/env python3
"""Regenerate the synthetic customer-churn data committed under data/.

The numbers are made up but behave like a real subscription business:
month-to-month contracts, many support tickets and late payments raise the
churn risk, long tenure lowers it. The generator is seeded, so running it
again reproduces the committed files byte for byte.

    python tools/generate_data.py            # writes into ./data
    python tools/generate_data.py --out /tmp/data
"""

import argparse
import datetime as dt
from pathlib import Path

import numpy as np
import pandas as pd

REGIONS = ["north", "south", "east", "west", "central"]
PLANS = ["basic", "standard", "premium"]
PLAN_PRICE = {"basic": 29.0, "standard": 54.0, "premium": 89.0}
CONTRACTS = ["month-to-month", "one-year", "two-year"]
PAYMENTS = ["card", "bank_transfer", "paypal", "invoice"]

BATCH_DATES = ["2026-11-16", "2026-11-17", "2026-11-18",
               "2026-11-19", "2026-11-20", "2026-11-21"]


def make_customers(rng: np.random.Generator, n: int, first_id: int) -> pd.DataFrame:
    plan = rng.choice(PLANS, size=n, p=[0.45, 0.38, 0.17])
    contract = rng.choice(CONTRACTS, size=n, p=[0.55, 0.25, 0.20])
    tenure = np.where(
        contract == "month-to-month",
        rng.integers(1, 40, size=n),
        rng.integers(6, 73, size=n),
    )
    base_price = np.array([PLAN_PRICE[p] for p in plan])
    addons = rng.choice([0.0, 5.0, 10.0, 15.0], size=n, p=[0.4, 0.3, 0.2, 0.1])
    monthly = np.round(base_price + addons + rng.normal(0, 3.0, size=n), 2)
    total = np.round(monthly * tenure * rng.uniform(0.93, 1.02, size=n), 2)
    senior = (rng.random(n) < 0.16).astype(int)
    tickets = rng.poisson(np.where(plan == "basic", 1.6, 1.0))
    late = rng.poisson(0.5, size=n)
    sessions = np.round(np.clip(rng.normal(42, 14, size=n), 3, None), 1)

    df = pd.DataFrame({
        "customer_id": [f"C{first_id + i:05d}" for i in range(n)],
        "region": rng.choice(REGIONS, size=n, p=[0.22, 0.2, 0.18, 0.24, 0.16]),
        "plan": plan,
        "contract": contract,
        "payment_method": rng.choice(PAYMENTS, size=n, p=[0.42, 0.26, 0.2, 0.12]),
        "senior_citizen": senior,
        "tenure_months": tenure,
        "monthly_charges": monthly,
        "total_charges": total,
        "support_tickets": tickets,
        "late_payments": late,
        "avg_session_minutes": sessions,
    })

    logit = (
        -1.1
        + np.select([contract == "month-to-month", contract == "one-year"], [0.9, -0.5], -1.5)
        - 0.035 * tenure
        + 0.015 * (monthly - 55.0)
        + 0.38 * tickets
        + 0.45 * late
        + 0.3 * senior
        - 0.012 * (sessions - 42.0)
        + np.where(df["payment_method"] == "invoice", 0.35, 0.0)
    )
    prob = 1.0 / (1.0 + np.exp(-logit))
    churned = (rng.random(n) < prob).astype(int)
    return df, churned


def add_noise(rng: np.random.Generator, df: pd.DataFrame) -> pd.DataFrame:
    """Real exports are messy: blanks, odd casing and a few duplicates."""
    df = df.copy()
    n = len(df)
    df["total_charges"] = df["total_charges"].astype(object)
    df.loc[rng.random(n) < 0.015, "total_charges"] = ""
    df.loc[rng.random(n) < 0.02, "payment_method"] = ""
    upper = rng.random(n) < 0.03
    df.loc[upper, "region"] = df.loc[upper, "region"].str.upper()
    df.loc[rng.random(n) < 0.01, "avg_session_minutes"] = np.nan
    return df


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "data"))
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    out = Path(args.out)
    (out / "customers").mkdir(parents=True, exist_ok=True)
    (out / "batch").mkdir(parents=True, exist_ok=True)

    customers, churned = make_customers(rng, args.rows, first_id=1)
    customers = add_noise(rng, customers)
    customers["churned"] = churned
    # A CRM export usually contains a handful of duplicated rows.
    dupes = customers.sample(n=8, random_state=int(args.seed % 1000))
    customers = pd.concat([customers, dupes]).sort_values("customer_id", kind="stable")
    customers.to_csv(out / "customers" / "customer_churn.csv", index=False)

    next_id = args.rows + 1
    for day in BATCH_DATES:
        count = int(rng.integers(35, 56))
        batch, _ = make_customers(rng, count, first_id=next_id)
        batch = add_noise(rng, batch)
        batch.insert(1, "snapshot_date", dt.date.fromisoformat(day).isoformat())
        batch.to_csv(out / "batch" / f"customers_{day}.csv", index=False)
        next_id += count

    print(f"wrote {len(customers)} training rows and {len(BATCH_DATES)} batch files to {out}")


if __name__ == "__main__":
    main()
