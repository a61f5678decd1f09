// Entry point of `node api/dist/migrate.js` (see migrate.ts).
import { runMigrate } from './migrate';

runMigrate(process.env, (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
