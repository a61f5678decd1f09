// Picks the names of failed tests out of a stage's output, so the closing summary of `npm test`
// names them: a CI log is often read from its end only, where a runner's own summary says how many
// failed but not which.

// eslint-disable-next-line no-control-regex -- the colour codes the runners print are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** The line shapes each runner uses for a failed test (or a failed file). */
const FAILURE_LINES = [
  /^\s*FAIL\s+\S.*\s>\s/, // vitest: " FAIL  test/a.test.ts > suite > name"
  /^\s*●\s+\S.*›/, // jest: "  ● Suite › name"
  /^\s*\d+\)\s+\[[^\]]+\]\s+›/, // playwright: "  1) [chromium] › tests/a.spec.ts:3:1 › name"
  /^\s*✖\s+\S/, // node --test: "✖ name (12ms)"
];

/** The distinct failed-test lines of `output`, in order, at most `limit`. */
export function failedTestLines(output, limit = 10) {
  const found = [];
  for (const raw of (output ?? '').split('\n')) {
    const line = raw.replace(ANSI, '').trim();
    if (line.startsWith('✖ failing tests')) continue;
    if (!FAILURE_LINES.some((pattern) => pattern.test(line))) continue;
    if (!found.includes(line)) found.push(line);
    if (found.length === limit) break;
  }
  return found;
}
