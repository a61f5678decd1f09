import type { Language, OtpPurpose } from 'shared-contracts';
import type { OtpChannelId } from './config';
import type { RetryPolicy } from './policy';

/** What an adapter needs to deliver one code. */
export interface ChannelMessage {
  purpose: OtpPurpose;
  mobileNumber: string;
  /** Our code (the adapters of providers that make their own code ignore it). */
  code: string;
  ttlSeconds: number;
  /** The account's language: the template (or the provider's own text) in it, where one is registered. */
  language: Language;
}

/** One provider behind the OtpSender seam (docs/otp.md#channels). */
export interface OtpChannel {
  readonly id: OtpChannelId;
  /** Resolves with the provider's id of the message once the provider has accepted it; rejects with a ChannelError. */
  send(message: ChannelMessage, policy: RetryPolicy): Promise<{ providerMessageId: string }>;
  /** Providers that make the code check it too (Twilio Verify): true when the code is right. */
  check?(mobileNumber: string, code: string, policy: RetryPolicy): Promise<boolean>;
}
