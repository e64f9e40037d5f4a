#!/usr/bin/env bash
# Installs what Weft needs, builds everything and runs every test, in each preset given
# (default: ci, which treats warnings as errors, then asan, with address and undefined-behaviour
# sanitizers). GUI tests run offscreen, so no display is needed.
#   scripts/build-and-test.sh [PRESET...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(ci asan)

scripts/setup.sh
# The presets compile through ccache. Paths relative to the clone and no working-folder hash let a
# fresh clone in another folder (as CI makes) reuse what an earlier build on this machine stored.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-16G}"
for preset in "${presets[@]}"; do
    echo "== $preset: configure, build, test" >&2
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
    ctest --preset "$preset" --output-on-failure
done
