// Entry point of `node api/dist/restore.js` (see restore.ts).
import { runRestore } from './restore';

runRestore(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Restore failed:', error);
    process.exit(1);
  },
);
