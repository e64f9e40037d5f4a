"""NumPy's side of the .npy round-trip tests: makes arrays holding each dtype's awkward values
(extremes, -0.0, NaN, infinities, subnormals, integers beyond 2^53) and compares a copy Weft
wrote with its original, bit for bit.

    npy_arrays.py make PATH DTYPE SHAPE ORDER [PATH DTYPE SHAPE ORDER …]
        SHAPE: "2,3,4", "2,0" or "" for (); ORDER: C or fortran; prints "saved"
    npy_arrays.py compare ORIGINAL COPY [ORIGINAL COPY …]
        prints a line per pair: "same" or what differs

Several arrays per call, as starting Python and NumPy costs more than the arrays.
"""
import sys

import numpy


def pool(dtype):
    """The values an array of `dtype` cycles through."""
    if dtype.kind == 'b':
        return [True, False, False]
    if dtype.kind in 'iu':
        info = numpy.iinfo(dtype)
        values = [info.min, info.max, 0, 1, info.min + 1, info.max - 1, 7, info.max // 3]
        if dtype.itemsize == 8:  # not exact in float64
            values += [2**53 + 1, info.max - 2**10 + 1]
            if dtype.kind == 'i':
                values.append(-(2**53) - 1)
        return values
    part = numpy.dtype('f%d' % (dtype.itemsize // 2)) if dtype.kind == 'c' else dtype
    info = numpy.finfo(part)
    reals = [0.0, -0.0, 1.5, numpy.inf, -numpy.inf, numpy.nan, info.max, -info.max, info.tiny,
             info.smallest_subnormal, 1 / 3, -2.5e-3]
    if dtype.kind == 'c':
        return [complex(a, b) for a, b in zip(reals, reversed(reals))]
    return reals


def make(path, dtype, shape, order):
    dtype = numpy.dtype(dtype)
    extents = tuple(int(e) for e in shape.split(',') if e.strip())
    count = int(numpy.prod(extents, dtype=numpy.int64))
    values = pool(dtype)
    a = numpy.array([values[i % len(values)] for i in range(count)], dtype=dtype)
    a = a.reshape(extents)
    if order == 'fortran':
        a = numpy.asfortranarray(a)
    numpy.save(path, a)


def compare(original, copy):
    a = numpy.load(original)
    b = numpy.load(copy)
    expected = a.dtype.newbyteorder('<') if a.dtype.byteorder == '>' else a.dtype
    problems = []
    if b.dtype != expected:
        problems.append('dtype %s, expected %s' % (b.dtype.str, expected.str))
    if b.shape != a.shape:
        problems.append('shape %s, expected %s' % (b.shape, a.shape))
    if not b.flags['C_CONTIGUOUS']:
        problems.append('not in C order')
    if not problems and numpy.ascontiguousarray(a.astype(expected)).tobytes() != b.tobytes():
        problems.append('the elements differ: %r, expected %r'
                        % (b.ravel()[:8].tolist(), a.ravel()[:8].tolist()))
    print('; '.join(problems) if problems else 'same')


if __name__ == '__main__':
    args = sys.argv[2:]
    if sys.argv[1] == 'make':
        for i in range(0, len(args), 4):
            make(*args[i:i + 4])
        print('saved')
    else:
        for i in range(0, len(args), 2):
            compare(*args[i:i + 2])
