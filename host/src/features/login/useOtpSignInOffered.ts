import { useSyncExternalStore } from 'react';
import { otpSignInOffered } from '../startup/runtimeConfigMeta';

const noSubscription = () => () => undefined;

/**
 * otpSignInOffered() for components: the pre-rendered /login (built before any deployment exists) and its
 * hydration see `true`; the page then renders with the document's value, so the markup always matches.
 */
export function useOtpSignInOffered(): boolean {
  return useSyncExternalStore(noSubscription, () => otpSignInOffered(), () => true);
}
