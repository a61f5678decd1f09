// The API's real limits the replicas stage relies on, read from api/src/config.ts (DEFAULT_SIGN_IN_LIMITS,
// DEFAULT_REQUEST_LIMITS; docs/security.md): the stage runs against the production build and cannot
// import the API's TypeScript, and a copied number would go stale silently.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/services.mjs';

const CONFIG_SOURCE = fs.readFileSync(path.join(REPO_ROOT, 'api', 'src', 'config.ts'), 'utf8');

/** `name: { max: N, ...` inside the block of `constantName` in api/src/config.ts. */
function limitMax(constantName, ruleName) {
  const start = CONFIG_SOURCE.indexOf(`export const ${constantName}`);
  if (start < 0) throw new Error(`api/src/config.ts has no ${constantName}`);
  const block = CONFIG_SOURCE.slice(start, CONFIG_SOURCE.indexOf('};', start));
  const match = new RegExp(`${ruleName}:\\s*\\{\\s*max:\\s*(\\d+)`).exec(block);
  if (!match) throw new Error(`api/src/config.ts: ${constantName}.${ruleName}.max not found`);
  return Number(match[1]);
}

/** Failed sign-ins per (employee id, address) before 429. */
export const SIGN_IN_FAILURES_PER_ID_AND_ADDRESS = limitMax('DEFAULT_SIGN_IN_LIMITS', 'perIdAndAddress');
/** One-time code requests per recipient (mobile number or employee id) before 429. */
export const OTP_REQUESTS_PER_RECIPIENT = limitMax('DEFAULT_REQUEST_LIMITS', 'otpRequestsPerRecipient');
