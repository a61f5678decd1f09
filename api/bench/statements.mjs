#!/usr/bin/env node
// Runs bench/statements-run.ts (what it measures is described there), bundled by runBundledBench.
//
//   node api/bench/statements.mjs       (part of `npm run bench`, through the api "bench" script)
//   BENCH_CONNECTORS=1000 BENCH_ENTRIES=50
import { runBundledBench } from './bench-support.mjs';

process.exitCode = await runBundledBench('statements-run');
