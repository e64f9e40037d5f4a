"""Checks shuttle_prices.weft against pandas and NumPy: the same pipeline written in pandas
(parse the price and rating strings, join, drop missing rows) must give the model input Weft
saved, and the same least-squares fit the metrics and predictions Weft saved."""
import sys

import numpy as np
import pandas as pd

work = sys.argv[1]
data = work + "/data/spaceflights/"
out = work + "/out/spaceflights/"


def to_number(text):
    """Weft's to_number: "$1,234.50" is 1234.5, "95%" is 0.95."""
    percent = text.str.endswith("%").astype(float).fillna(0)
    number = pd.to_numeric(text.str.replace(r"[$,%]", "", regex=True))
    return number / (1 + 99 * percent)


companies = pd.read_csv(data + "companies.csv", true_values=["t"], false_values=["f"])
shuttles = pd.read_csv(data + "shuttles.csv", true_values=["t"], false_values=["f"])
reviews = pd.read_csv(data + "reviews.csv")
companies["rating"] = to_number(companies["company_rating"])
shuttles["price_usd"] = to_number(shuttles["price"])
joined = shuttles.merge(companies, left_on="company_id", right_on="id", suffixes=("", "_company"))
model = joined.merge(reviews, left_on="id", right_on="shuttle_id")
model = model.rename(columns={"review_scores_rating": "review_score"})
features = ["engines", "passenger_capacity", "rating", "review_score", "iata_approved"]
model = model[["shuttle_id"] + features + ["price_usd"]].dropna().sort_values("shuttle_id")
model["iata_approved"] = model["iata_approved"].astype(float)

saved = pd.read_csv(out + "model_input.csv")
assert list(saved.columns) == list(model.columns), (list(saved.columns), list(model.columns))
assert len(saved) == len(model), (len(saved), len(model))
assert (saved["shuttle_id"].to_numpy() == model["shuttle_id"].to_numpy()).all()
for column in features + ["price_usd"]:
    np.testing.assert_allclose(saved[column].astype(float), model[column].astype(float),
                               rtol=1e-12, err_msg=column)

X = np.column_stack([np.ones(len(model)), model[features].to_numpy(float)])
y = model["price_usd"].to_numpy(float)
test = model["shuttle_id"].to_numpy() % 4 == 0
coef = np.linalg.lstsq(X[~test], y[~test], rcond=None)[0]
predicted = X @ coef
error = y[test] - predicted[test]


def r2(mask):
    residual = y[mask] - predicted[mask]
    return 1 - (residual**2).sum() / ((y[mask] - y[mask].mean()) ** 2).sum()


expected = {
    "rows_train": (~test).sum(), "rows_test": test.sum(),
    "r2_train": r2(~test), "r2_test": r2(test),
    "rmse_test": np.sqrt(np.mean(error**2)), "mae_test": np.mean(np.abs(error)),
    "intercept": coef[0],
}
expected.update({"coef_" + f: c for f, c in zip(features, coef[1:])})
metrics = dict(pd.read_csv(out + "metrics.csv").itertuples(index=False))
assert set(metrics) == set(expected), sorted(metrics)
for name, value in expected.items():
    assert np.isclose(metrics[name], value, rtol=1e-9, atol=1e-9), (name, metrics[name], value)
assert metrics["r2_test"] > 0.9, metrics

predictions = pd.read_csv(out + "predictions.csv")
assert len(predictions) == len(model)
np.testing.assert_allclose(predictions["predicted"], predicted, rtol=1e-9)
print(f"{len(model)} shuttles, R² on {int(test.sum())} held out {metrics['r2_test']:.4f}, "
      f"as pandas and NumPy compute")
