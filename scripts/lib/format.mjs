// Small text helpers for the scripts' console output.

/** 1234 -> "1.2 s", 75_000 -> "1 min 15 s" */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const dim = paint('2');
export const cyan = paint('36');

export function heading(text) {
  console.log(`\n${bold(`== ${text}`)}`);
}

/** Last `count` lines of a text, for showing the end of a failed command's output. */
export function lastLines(text, count) {
  const lines = text.split('\n');
  return lines.slice(Math.max(0, lines.length - count)).join('\n');
}
