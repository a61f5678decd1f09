// Entry point of `node api/dist/vault-keys.js` (see vault-keys.ts).
import { runVaultKeys } from './vault-keys';

runVaultKeys(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('vault-keys failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
