#!/usr/bin/env bash
# Run the test suite. Where the machine allows it, inside a network namespace that holds only loopback,
# so no test can reach a real council even by mistake.
set -uo pipefail
PY=${1:-.venv/bin/python}
shift || true
if [ "${DATESTONE_NO_NETNS:-}" != "1" ] && unshare --net --map-root-user true 2>/dev/null; then
  # Arguments pass through as they are (a marker expression with spaces stays one argument).
  exec unshare --net --map-root-user bash -c 'ip link set lo up 2>/dev/null; exec "$0" -m pytest "$@"' "$PY" "$@"
fi
echo "(network namespace not available here: running on the host network; tests use loopback only)"
exec "$PY" -m pytest "$@"
