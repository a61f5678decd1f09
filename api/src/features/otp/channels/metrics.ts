/*
 * In-process counters of the one-time-code channels (docs/otp.md#metrics): sends per channel and outcome,
 * delivery statuses per channel, refused webhooks per provider. One module, so a metrics endpoint can expose
 * them later; nothing here holds a number or a code.
 */

const counters = new Map<string, number>();

const keyOf = (name: string, labels: Record<string, string>) =>
  `${name}{${Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => `${label}="${value}"`)
    .join(',')}}`;

export function countOtpEvent(name: 'otp_channel_sends_total' | 'otp_delivery_statuses_total' | 'otp_webhooks_refused_total', labels: Record<string, string>): void {
  const key = keyOf(name, labels);
  counters.set(key, (counters.get(key) ?? 0) + 1);
}

/** A copy of the counters, e.g. `otp_channel_sends_total{channel="whatsapp",outcome="sent"}` → 3. */
export function otpCounters(): Record<string, number> {
  return Object.fromEntries(counters);
}

/** The value of one counter (0 when never counted). */
export const otpCounter = (name: string, labels: Record<string, string>) => counters.get(keyOf(name, labels)) ?? 0;
