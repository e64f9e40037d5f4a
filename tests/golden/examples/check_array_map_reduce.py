"""Checks array_map_reduce.weft: 16 partial sums that add up to the total, and a sum of squares
of 4 million standard normal numbers close to 4 million, agreeing with the direct std."""
import math
import sys

import numpy

out = sys.argv[1] + "/out/"
partials = numpy.load(out + "partial_sums.npy")
total = numpy.load(out + "sum_of_squares.npy")
std = numpy.load(out + "std.npy")
assert partials.shape == (16,) and partials.dtype == numpy.float64, partials.shape
assert total.shape == () and std.shape == (), (total.shape, std.shape)
assert (partials > 0).all(), partials
assert math.isclose(partials.sum(), float(total), rel_tol=1e-12), (partials.sum(), total)
n = 4_000_000
assert abs(float(total) / n - 1.0) < 0.01, float(total) / n
assert abs(math.sqrt(float(total) / n) - float(std)) < 0.01, (total, std)
print(f"sum of squares / n = {float(total) / n:.5f}, std = {float(std):.5f}")
