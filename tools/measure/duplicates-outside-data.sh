#!/usr/bin/env bash
# Counts the pairs of copied lines (the `duplicates` tool of our tool library) in the committed
# tree at REV (default HEAD), leaving out data tables and migrations: the measure of issue N item 6.
# Data tables are files that are lists of facts (knowledge base, personas, seed data, blog texts,
# recorded requests), where rows of one shape are the point, not a copy to merge.
# Usage: tools/measure/duplicates-outside-data.sh [REV] [--most N]
set -euo pipefail
rev="${1:-HEAD}"; shift || true
tree="$(mktemp -d)"; trap 'rm -rf "$tree"' EXIT
git archive "$rev" | tar -x -C "$tree"
cd "$tree"
rm -rf services/api/src/database/migrations
find services/api/src/clinical/concepts services/api/src/clinical/rules services/api/src/catalog/knowledge \
  services/api/test/safety-personas/sets -name '*.ts' ! -name '*.spec.ts' -delete
rm -f services/api/src/catalog/seed/catalog-seed-data.ts mf-content/src/blog/posts/index.ts \
  services/api/src/search/search-relevance.cases.ts services/api/test/contract-replay/first-release-requests.ts
git init -q . && git add -A >/dev/null
duplicates --seconds 180 "$@"
