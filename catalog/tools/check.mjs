#!/usr/bin/env node
// Catalogue checker for writers. Usage (from the repository root):
//   node catalog/tools/check.mjs [--write] [--static] [--jobs N] [--no-starters] [--no-naive] [--langs JAVASCRIPT,PYTHON]
//                                [slug-or-path ...]
// Without slugs it checks every problem under catalog/problems. See catalog/FORMAT.md.
// Programs run on the local unsandboxed runner; `npm run catalog:verify` runs the same checks in the judge.

import { runChecks } from './check-run.mjs';
import { createLocalRunner } from './local-runner.mjs';

runChecks(process.argv.slice(2), (options) => createLocalRunner(options)).then(
  (failed) => {
    if (failed > 0) process.exitCode = 1;
  },
  (e) => {
    console.error(e);
    process.exitCode = 2;
  },
);
