// Entry point of `node api/dist/create-admin.js` (see create-admin.ts).
import { createInterface } from 'node:readline';
import { runCreateAdmin } from './create-admin';

/** Asks on a terminal without echoing the typed characters. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(question)) write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await askHidden('Password for the new account: ');
  const second = await askHidden('Type it again: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

runCreateAdmin(process.argv.slice(2), { env: process.env, readPassword, print: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
