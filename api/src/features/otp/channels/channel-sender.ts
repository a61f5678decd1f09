import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { OtpMessage, OtpSender } from '../sender';
import type { OtpChannel } from './channel';
import { mediumOf, type OtpChannelId, type OtpChannelSettings } from './config';
import { recordAccepted } from './delivery-status';
import { countOtpEvent } from './metrics';
import { Msg91Channel } from './msg91';
import { ChannelError, CircuitBreaker, type RetryPolicy } from './policy';
import { TwilioVerifyChannel } from './twilio-verify';
import { WhatsAppChannel } from './whatsapp';

/** The adapters for the configured channels, in order (primary first). */
export function buildChannels(settings: OtpChannelSettings): OtpChannel[] {
  return settings.order.map((id): OtpChannel => {
    if (id === 'whatsapp' && settings.whatsapp) return new WhatsAppChannel(settings.whatsapp);
    if (id === 'msg91_sms' && settings.msg91) return new Msg91Channel(settings.msg91);
    if ((id === 'twilio_sms' || id === 'twilio_whatsapp') && settings.twilio) return new TwilioVerifyChannel(id, settings.twilio);
    throw new Error(`OTP_CHANNELS: ${id} has no settings`);
  });
}

/**
 * The OtpSender of real providers (docs/otp.md#channels): the primary channel, or the one of the medium the
 * caller asked for, then the other. A channel that times out, fails with a 5xx or a 429 (after its bounded
 * retries), or whose breaker is open, hands the message to the next. A refusal (any other 4xx: a bad number,
 * a bad template) ends the delivery: no retry, no fallback, and the breaker does not count it. The channel
 * that accepted the message is recorded with the provider's message id (delivery-status.ts).
 * Logs name the channel, the failure kind and the provider's code: never the code or the number.
 */
export class ChannelOtpSender implements OtpSender {
  readonly available = true;
  readonly name: string;
  readonly channels: readonly OtpChannelId[];
  private readonly breakers = new Map<OtpChannelId, CircuitBreaker>();
  private readonly policy: RetryPolicy;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    settings: OtpChannelSettings,
    private readonly adapters: OtpChannel[] = buildChannels(settings),
    now: () => number = Date.now,
  ) {
    this.channels = adapters.map((adapter) => adapter.id);
    this.name = `channels:${this.channels.join(',')}`;
    this.policy = { timeoutMs: settings.timeoutMs, retries: settings.retries, retryBaseDelayMs: settings.retryBaseDelayMs };
    for (const adapter of adapters) this.breakers.set(adapter.id, new CircuitBreaker(settings.breakerFailures, settings.breakerOpenMs, now));
  }

  /** A channel's breaker state (tests, and a later health view). */
  breakerState(channel: OtpChannelId) {
    return this.breakers.get(channel)?.state;
  }

  /** The adapters to try, in order: the asked-for medium's first. */
  private order(message: OtpMessage): OtpChannel[] {
    const preferred = message.medium ? this.adapters.findIndex((adapter) => mediumOf(adapter.id) === message.medium) : -1;
    if (preferred <= 0) return this.adapters;
    return [this.adapters[preferred]!, ...this.adapters.filter((_, index) => index !== preferred)];
  }

  async send(message: OtpMessage): Promise<void> {
    const failures: string[] = [];
    for (const adapter of this.order(message)) {
      const breaker = this.breakers.get(adapter.id);
      const where = { channel: adapter.id, employeeId: message.employeeId, purpose: message.purpose };
      if (breaker && !breaker.allows()) {
        countOtpEvent('otp_channel_sends_total', { channel: adapter.id, outcome: 'breaker_open' });
        this.log.warn({ otpChannel: { ...where, failure: 'breaker_open' } }, 'one-time-code channel skipped: its breaker is open');
        failures.push(`${adapter.id}: breaker_open`);
        continue;
      }
      let providerMessageId: string;
      try {
        ({ providerMessageId } = await adapter.send(
          { purpose: message.purpose, mobileNumber: message.mobileNumber, code: message.code, ttlSeconds: message.ttlSeconds, language: message.language },
          this.policy,
        ));
      } catch (error) {
        const failure = error instanceof ChannelError ? error : new ChannelError(adapter.id, 'network');
        countOtpEvent('otp_channel_sends_total', { channel: adapter.id, outcome: failure.kind });
        const logged = { otpChannel: { ...where, failure: failure.kind, status: failure.detail.status, providerCode: failure.detail.providerCode } };
        if (!failure.transient) {
          // The provider refused this message (a bad number, template or credentials): another channel would not help.
          this.log.error(logged, 'one-time code refused by the channel provider: no fallback');
          throw failure;
        }
        breaker?.failed();
        this.log.warn(logged, 'one-time-code channel failed: trying the fallback');
        failures.push(failure.message);
        continue;
      }
      // Delivered: recording it must not send the message again by the fallback, whatever happens here.
      breaker?.succeeded();
      countOtpEvent('otp_channel_sends_total', { channel: adapter.id, outcome: 'accepted' });
      this.log.info({ otpChannel: { ...where, outcome: 'accepted' } }, 'one-time code accepted by the channel provider');
      await recordAccepted(this.db, message.otpId, adapter.id, providerMessageId);
      return;
    }
    throw new Error(`no one-time-code channel accepted the message (${failures.join('; ')})`);
  }

  async checkWithProvider(channel: OtpChannelId, mobileNumber: string, code: string): Promise<boolean> {
    const adapter = this.adapters.find((candidate) => candidate.id === channel);
    if (!adapter?.check) throw new Error(`${channel} does not check codes`);
    return adapter.check(mobileNumber, code, this.policy);
  }
}
