import type { FastifyBaseLogger } from 'fastify';
import type { Language, OtpPurpose } from 'shared-contracts';
import type { Executor } from '../../db/client';
import { otpOutbox } from '../../db/schema';
import type { OtpChannelId, OtpMedium } from './channels/config';

/** One message to deliver: the text holds the code. */
export interface OtpMessage {
  purpose: OtpPurpose;
  /** The recipient's employee id (CN1001). */
  employeeId: string;
  mobileNumber: string;
  text: string;
  /** The code alone (channel templates carry it as a parameter). */
  code: string;
  /** The stored code's row: a channel records which channel delivered it, and its delivery status. */
  otpId: number;
  /** The code's remaining lifetime. */
  ttlSeconds: number;
  /** The account's language: `text` is written in it, and a channel picks its template in it. */
  language: Language;
  /** The medium the caller asked for (the fallback channel); otherwise the primary channel's. */
  medium?: OtpMedium;
}

/**
 * Delivers one-time codes. `send` resolves once the provider has accepted the message (it is called
 * off the request's answer path, see OtpDeliveries) and rejects when it has not; it must never put the
 * code into an error or a log line. A real SMS or WhatsApp provider implements this (docs/otp.md).
 */
export interface OtpSender {
  /** For logs and the start banner: `log`, `none`, or a provider's name. */
  readonly name: string;
  /** False when nothing can be delivered: the request routes then answer 503 to everyone. */
  readonly available: boolean;
  /** The channels in order, primary first (docs/otp.md#channels); absent or empty for the development outbox. */
  readonly channels?: readonly OtpChannelId[];
  send(message: OtpMessage): Promise<void>;
  /** For a code a provider made (Twilio Verify): asks the provider whether `code` is right. Rejects when it cannot tell. */
  checkWithProvider?(channel: OtpChannelId, mobileNumber: string, code: string): Promise<boolean>;
}

/**
 * Development and tests: nothing leaves the machine. The message (code included) goes to the
 * `otp_outbox` table that GET /dev/outbox/ reads, which plays the phone. The log says only that a
 * message is there (outbox id, employee id, purpose): a code or a mobile number in the log would be
 * read by whoever reads logs, which are kept longer and go further than the outbox (pruned after a day).
 * Refused in production.
 */
export class DevelopmentOtpSender implements OtpSender {
  readonly name = 'log';
  readonly available = true;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OtpMessage): Promise<void> {
    const [written] = await this.db
      .insert(otpOutbox)
      .values({
        employeeId: message.employeeId,
        mobileNumber: message.mobileNumber,
        purpose: message.purpose,
        text: message.text,
      })
      .returning({ id: otpOutbox.id });
    this.log.info(
      { otpOutbox: { id: written?.id, employeeId: message.employeeId, purpose: message.purpose } },
      'development OTP sender: message not delivered; GET /dev/outbox/ lists it',
    );
  }
}

export const NO_SENDER_CONFIGURED =
  'No one-time-code channel is configured (OTP_CHANNELS), and the development sender (OTP_SENDER=log) is refused in production.';

/** Production without a provider: fails loudly. The routes check `available` and answer 503 before any lookup. */
export class UnavailableOtpSender implements OtpSender {
  readonly available = false;

  /** `none`, or `disabled` when OTP_ENABLED=false turned the feature off. */
  constructor(readonly name: 'none' | 'disabled' = 'none') {}

  async send(): Promise<void> {
    throw new Error(NO_SENDER_CONFIGURED);
  }
}

/**
 * Runs deliveries off the answer path: a provider's round trip must not make the answer for a real
 * account slower than the one for an unknown number. Failures are logged as errors (`otp_delivery_failed`).
 * `settled()` waits for the deliveries in flight (the dev outbox and shutdown use it).
 */
export class OtpDeliveries {
  private readonly pending = new Set<Promise<void>>();

  constructor(readonly sender: OtpSender) {}

  dispatch(message: OtpMessage, log: FastifyBaseLogger): void {
    const delivery: Promise<void> = Promise.resolve()
      .then(() => this.sender.send(message))
      .catch((error: unknown) => {
        log.error(
          { security: 'otp_delivery_failed', employeeId: message.employeeId, purpose: message.purpose, sender: this.sender.name, err: error },
          'security: otp_delivery_failed',
        );
      })
      .finally(() => {
        this.pending.delete(delivery);
      });
    this.pending.add(delivery);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
