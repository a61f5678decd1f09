// Running commands from the scripts: to completion (build, test stages) with output streamed,
// captured to a log file, or both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';

/**
 * @typedef {object} RunOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {boolean} [stream]   print the output as it comes (default true)
 * @property {string} [logFile]   also write the output to this file
 */

/**
 * Run a command to completion. Never rejects for a non-zero exit: the caller reads `code`.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<{ code: number, signal: NodeJS.Signals | null, output: string, durationMs: number }>}
 */
export function runCommand(command, args, options = {}) {
  const { cwd = REPO_ROOT, env = process.env, stream = true, logFile } = options;
  const started = performance.now();
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = logFile ? fs.createWriteStream(logFile) : null;
  let output = '';
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = (target) => (chunk) => {
      const text = chunk.toString();
      output += text;
      if (output.length > 4_000_000) output = output.slice(-2_000_000);
      log?.write(text);
      if (stream) target.write(text);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    const finish = (code, signal) => {
      log?.end();
      resolve({ code: code ?? 1, signal, output, durationMs: performance.now() - started });
    };
    child.on('error', (error) => {
      output += `\n${error.message}\n`;
      if (stream) process.stderr.write(`${error.message}\n`);
      finish(127, null);
    });
    child.on('close', finish);
  });
}

/** `command args...` as one printable line. */
export function describeCommand(command, args) {
  return [command, ...args].map((part) => (/\s/.test(part) ? JSON.stringify(part) : part)).join(' ');
}
