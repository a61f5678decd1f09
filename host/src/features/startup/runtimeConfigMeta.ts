/**
 * The meta element the runtime configuration is written into (scripts/lib/runtime-config.cjs), apart
 * from its parser (runtimeConfig.ts): the sign-in pages read one field of it and load nothing more.
 */
export const RUNTIME_CONFIG_META = 'portal-runtime-config';

/** The runtime configuration's JSON as the document carries it, not checked; undefined without one or when it is not JSON. */
export function runtimeConfigJson(doc: Document = document): unknown {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`)?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether this deployment offers one-time codes (the runtime configuration's `otpSignIn`,
 * docs/otp.md#production-and-the-feature-switch). True when the document says nothing (development pages and
 * tests without the field): the API still answers its 503 if the feature is off.
 */
export function otpSignInOffered(doc: Document = document): boolean {
  return (runtimeConfigJson(doc) as { otpSignIn?: unknown } | undefined)?.otpSignIn !== false;
}
