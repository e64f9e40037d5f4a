#!/usr/bin/env bash
# Installs what Weft needs, builds everything and runs every test, in each preset given
# (default: ci, which treats warnings as errors, then asan, with address and undefined-behaviour
# sanitizers, whose presets leave out the tests labelled `window`, `slurm`, `packaging` and
# `property`, then tsan, whose presets keep to the tests labelled `concurrent`). GUI tests run
# offscreen, so no display is needed. Under CI=true a test function that skipped fails the run
# unless tests/skips-allowed.txt names it. The last line sums up every preset:
# `summary: N passed, N failed, N skipped`.
#   scripts/build-and-test.sh [PRESET...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(ci asan tsan)
strict=()
[[ "${CI:-}" == "true" ]] && strict=(--strict)

scripts/setup.sh
# The presets compile through ccache. Paths relative to the clone and no working-folder hash let a
# fresh clone in another folder (as CI makes) reuse what an earlier build on this machine stored.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-16G}"
passed=0 failed=0 skipped=0
for preset in "${presets[@]}"; do
    echo "== $preset: configure, build, test" >&2
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
    rm -rf "build/$preset/test-logs" && mkdir -p "build/$preset/test-logs"
    log="build/$preset/ctest.log"
    ctest --preset "$preset" --output-on-failure 2>&1 | tee "$log"
    # "100% tests passed, 0 tests failed out of 105"
    read -r ok bad < <(sed -nE 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2 \1/p' "$log" |
        awk '{print $1 - $2, $2}')
    passed=$((passed + ok)) failed=$((failed + bad))
    skips=$(scripts/check-skips.py "build/$preset" tests/skips-allowed.txt "${strict[@]}") || {
        echo "$skips"
        echo "summary: $passed passed, $((failed + 1)) failed, unexpected skips in $preset"
        exit 1
    }
    echo "$skips"
    skipped=$((skipped + $(sed -nE 's/^skipped: ([0-9]+),.*/\1/p' <<<"$skips")))
done
echo "summary: $passed passed, $failed failed, $skipped skipped"
