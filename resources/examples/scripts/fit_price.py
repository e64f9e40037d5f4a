"""Fits a shuttle's price by least squares (NumPy only) and writes its figures and predictions.

Usage: fit_price.py MODEL_INPUT.csv METRICS.csv PREDICTIONS.csv

The model input is the table Weft staged for {in:model_input}: one row per shuttle with the
columns named in FEATURES and TARGET. Every fourth shuttle (by id) is held out for testing.
The metrics table has one row per figure (metric, value); the predictions table one row per
shuttle (shuttle_id, split, actual, predicted, residual).
"""
import csv
import sys

import numpy as np

FEATURES = ["engines", "passenger_capacity", "rating", "review_score", "iata_approved"]
TARGET = "price_usd"


BOOLEANS = {"true": 1.0, "false": 0.0}  # how Weft writes a bool column


def number(text):
    """A CSV field as a number."""
    return BOOLEANS[text] if text in BOOLEANS else float(text)


def main(model_input, metrics_path, predictions_path):
    with open(model_input, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"{model_input}: no rows to fit")
    ids = np.array([int(r["shuttle_id"]) for r in rows])
    X = np.array([[number(r[c]) for c in FEATURES] for r in rows])
    y = np.array([number(r[TARGET]) for r in rows])
    test = ids % 4 == 0
    train = ~test
    design = np.column_stack([np.ones(len(rows)), X])
    coef = np.linalg.lstsq(design[train], y[train], rcond=None)[0]
    predicted = design @ coef

    def r2(mask):
        residual = y[mask] - predicted[mask]
        return 1.0 - residual @ residual / ((y[mask] - y[mask].mean()) ** 2).sum()

    error = y[test] - predicted[test]
    figures = [
        ("rows_train", int(train.sum())),
        ("rows_test", int(test.sum())),
        ("r2_train", r2(train)),
        ("r2_test", r2(test)),
        ("rmse_test", float(np.sqrt(np.mean(error**2)))),
        ("mae_test", float(np.mean(np.abs(error)))),
        ("intercept", coef[0]),
    ] + [("coef_" + name, value) for name, value in zip(FEATURES, coef[1:])]
    with open(metrics_path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["metric", "value"])
        for name, value in figures:
            out.writerow([name, value if isinstance(value, int) else repr(float(value))])
    with open(predictions_path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["shuttle_id", "split", "actual", "predicted", "residual"])
        for i in np.argsort(ids):
            out.writerow([ids[i], "test" if test[i] else "train", repr(float(y[i])),
                          repr(float(predicted[i])), repr(float(y[i] - predicted[i]))])
    print(f"fitted {int(train.sum())} shuttles, R² on {int(test.sum())} held out: {r2(test):.4f}",
          file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:4])
