import type { OtpChannel, ChannelMessage } from './channel';
import type { WhatsAppSettings } from './config';
import { callProvider, ChannelError, internationalNumber, type RetryPolicy } from './policy';

/** Graph API error codes that mean "slow down" (throttling, pair rate limit, spam rate limit): retried like a 429. */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/** Graph API error codes of a temporary fault on Meta's side (unknown / service): retried like a 5xx. */
const TEMPORARY_CODES = new Set([1, 2, 131000, 131016]);

/**
 * WhatsApp Business Cloud API (docs/otp.md#whatsapp-business-cloud-api): an approved authentication template
 * with a copy-code button. `POST {base}/{version}/{phone-number-id}/messages`, Bearer token; the code is the
 * body's parameter and the copy-code (URL) button's parameter. Answers `messages[0].id` (wamid).
 */
export class WhatsAppChannel implements OtpChannel {
  readonly id = 'whatsapp' as const;

  constructor(private readonly settings: WhatsAppSettings) {}

  async send(message: ChannelMessage, policy: RetryPolicy): Promise<{ providerMessageId: string }> {
    const { baseUrl, apiVersion, phoneNumberId, accessToken, templateName, templateLanguage, hindiTemplateLanguage } = this.settings;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: internationalNumber(message.mobileNumber),
      type: 'template',
      template: {
        name: templateName,
        // The translation in the account's language where one is approved (docs/otp.md#languages).
        language: { code: message.language === 'hi' && hindiTemplateLanguage !== undefined ? hindiTemplateLanguage : templateLanguage },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: message.code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
        ],
      },
    };
    const answer = await callProvider(
      this.id,
      policy,
      () => ({
        url: `${baseUrl}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`,
        init: { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) },
      }),
      (status, errorBody) => {
        const code = (errorBody as { error?: { code?: unknown } } | null)?.error?.code;
        const providerCode = typeof code === 'number' ? code : undefined;
        const kind =
          status === 429 || (providerCode !== undefined && RATE_LIMIT_CODES.has(providerCode))
            ? 'rate_limited'
            : status >= 500 || (providerCode !== undefined && TEMPORARY_CODES.has(providerCode))
              ? 'server'
              : 'rejected';
        return new ChannelError(this.id, kind, { status, providerCode });
      },
    );
    const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string' || id === '') throw new ChannelError(this.id, 'bad_answer');
    return { providerMessageId: id };
  }
}
