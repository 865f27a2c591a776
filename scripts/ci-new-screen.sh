#!/usr/bin/env bash
# CI: the recipe for a new screen still works (docs/architecture.md, "Checklist: add a screen").
# In a throw-away worktree of this commit (../shared beside it, the installed node_modules shared),
# `npm run new:screen` writes a list screen; then what a newcomer runs: the generated files, the type
# check, lint and format on its files, its tests and the tests that read every screen, the size
# budget of a build holding it, and mutation testing of its declaration. Nothing is left behind.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
cleanup() {
  git -C "$root" worktree remove --force "$work/portal" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

ln -s "$root/../shared" "$work/shared"
git -C "$root" worktree add --quiet --detach "$work/portal" HEAD
cd "$work/portal"
ln -s "$root/node_modules" node_modules

id=scaffoldCheck
npm run --silent new:screen -- "$id" --path /news/scaffold-check
files=(docs/screens/$id.md machines/screens/$id.screen.ts contract/screens/$id.ts server/screens/$id.ts
  src/views/screens/$id/ScaffoldCheckScreen.tsx tests/model/$id.model.test.tsx)

UPDATE_JOURNEYS=1 node_modules/.bin/vitest run "tests/model/$id.model.test.tsx" --reporter=dot
npm run --silent charts >/dev/null
npm run --silent contract >/dev/null
npm run --silent typecheck
node_modules/.bin/eslint "${files[@]}"
node_modules/.bin/prettier --check "${files[@]}" machines/screens/screens.ts contract/screens/screens.ts server/screens/screens.ts
# Its own test, and every test that reads the declared screens, the registry or the generated files.
node_modules/.bin/vitest run "tests/model/$id.model.test.tsx" tests/unit tests/server/contract.test.ts tests/server/screenCalls.test.ts --reporter=dot
node scripts/size.mjs --no-qa >/dev/null && echo "size: the build with $id keeps its budgets"
# Its declaration, mutation-tested in full (it is new to the baseline) against its own tests; the
# break threshold applies. All related tests would run every test that reads the screens' index
# for each of its static mutants: minutes, for a score no lower (mutation/vitest.config.ts).
MUTATION_TESTS="tests/model/$id.model.test.tsx,tests/unit/screens/**/*.test.ts" node_modules/.bin/stryker run mutation/stryker.config.mjs --mutate "machines/screens/$id.screen.ts" \
  --incrementalFile "$work/baseline.json" --reporters clear-text --concurrency 2
