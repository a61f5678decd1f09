// Entry point of `node api/dist/backup.js` (see backup.ts).
import { runBackup } from './backup';

runBackup(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Backup failed:', error);
    process.exit(1);
  },
);
