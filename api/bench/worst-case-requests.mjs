#!/usr/bin/env node
// Runs bench/worst-case-walk.ts (the figures and how they are measured are described there), bundled by
// runBundledBench, with the collector exposed.
//
//   node api/bench/worst-case-requests.mjs     (part of `npm run bench`, through the api "bench" script)
import { runBundledBench } from './bench-support.mjs';

process.exitCode = await runBundledBench('worst-case-walk', ['--expose-gc']);
