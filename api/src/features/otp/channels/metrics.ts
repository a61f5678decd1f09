/*
 * Counters of the one-time-code channels (docs/otp.md#metrics): sends per channel and outcome, delivery
 * statuses per channel, refused webhooks per provider. Kept here and read synchronously (tests, the
 * security log's neighbours) and exposed through the process's Prometheus registry at scrape time;
 * nothing here holds a number or a code.
 */
import { Counter } from 'prom-client';
import { metricsRegistry } from '../../metrics/registry';

const COUNTERS = {
  otp_channel_sends_total: { help: 'One-time-code send attempts, by channel and outcome.', labelNames: ['channel', 'outcome'] },
  otp_delivery_statuses_total: { help: "Delivery statuses reported by the providers' webhooks, by channel and status.", labelNames: ['channel', 'status'] },
  otp_webhooks_refused_total: { help: 'Delivery-status webhooks refused (bad signature or shape), by provider.', labelNames: ['provider'] },
} as const;
type OtpCounterName = keyof typeof COUNTERS;

const counts = new Map<string, { name: OtpCounterName; labels: Record<string, string>; value: number }>();

const keyOf = (name: string, labels: Record<string, string>) =>
  `${name}{${Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => `${label}="${value}"`)
    .join(',')}}`;

export function countOtpEvent(name: OtpCounterName, labels: Record<string, string>): void {
  const key = keyOf(name, labels);
  const entry = counts.get(key) ?? { name, labels, value: 0 };
  entry.value += 1;
  counts.set(key, entry);
}

/** A copy of the counters, e.g. `otp_channel_sends_total{channel="whatsapp",outcome="sent"}` → 3. */
export function otpCounters(): Record<string, number> {
  return Object.fromEntries([...counts].map(([key, entry]) => [key, entry.value]));
}

/** The value of one counter (0 when never counted). */
export const otpCounter = (name: string, labels: Record<string, string>) => counts.get(keyOf(name, labels))?.value ?? 0;

for (const [name, { help, labelNames }] of Object.entries(COUNTERS)) {
  new Counter({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const entry of counts.values()) if (entry.name === name) this.inc(entry.labels, entry.value);
    },
  });
}
