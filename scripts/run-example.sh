#!/usr/bin/env bash
# Installs what Weft needs, builds it, and runs the bundled example project: in the window when
# a display is present, otherwise headless with the printed result.
#   scripts/run-example.sh [PROJECT.weft]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
project=${1:-resources/examples/co2_trend.weft}

scripts/setup.sh
cmake --preset default >/dev/null
cmake --build --preset default --target weft

if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
    exec build/default/bin/weft "$project"
fi
echo "No display found: running $project headless." >&2
exec build/default/bin/weft --run "$project"
