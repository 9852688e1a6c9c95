#!/usr/bin/env bash
# Pre-warm the real DSH hosts used by tests/host/: Node 24 + @deepseek-ai/dsh
# 0.1.0-rc.8 from the npm registry, and pnpm for DSH 0.2.1-rc.2 (that host itself
# comes from PyPI with the test extra), cached outside the repository in
# ~/.cache/dshkit/hosts/ (or $DSHKIT_HOST_CACHE). Cold: several minutes; warm:
# instant (a stamp file marks a finished install; a lock serialises installers).
set -euo pipefail
cd "$(dirname "$0")/../.."
python tests/dshhost.py
