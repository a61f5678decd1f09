/**
 * Cross-tab session: every tab of the portal shares the tokens in localStorage. When another tab
 * signs out, signs in or refreshes the tokens, the browser fires a `storage` event here and this
 * tab adopts the new tokens (signed out -> session cleared, query cache dropped, guard -> /login).
 */
import { syncSessionFromStorage } from './session-state';
import { isTokenKey } from './token-storage';

let listening = false;

function onStorage(event: StorageEvent): void {
  if (!isTokenKey(event.key)) return;
  if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  syncSessionFromStorage();
}

/** Start listening (idempotent). Called once when shared-auth loads in a browser. */
export function startCrossTabSync(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener('storage', onStorage);
  listening = true;
}
