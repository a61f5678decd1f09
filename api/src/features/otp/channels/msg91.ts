import type { ChannelMessage, OtpChannel } from './channel';
import type { Msg91Settings } from './config';
import { callProvider, ChannelError, classifyStatus, internationalNumber, type RetryPolicy } from './policy';

/**
 * MSG91's flow (template) SMS API for a DLT-registered template (docs/otp.md#msg91-dlt-sms):
 * `POST {base}/api/v5/flow` with the `authkey` header; `template_id`, the 6-letter DLT `sender` header,
 * the DLT ids (`DLT_TE_ID`, `PE_ID`) and one recipient carrying the code in the template's variable.
 * MSG91 answers `{"type": "success", "message": "<request id>"}`; the request id names the message in
 * the delivery reports. An answer of `"type": "error"` is a refusal even with HTTP 200.
 */
export class Msg91Channel implements OtpChannel {
  readonly id = 'msg91_sms' as const;

  constructor(private readonly settings: Msg91Settings) {}

  async send(message: ChannelMessage, policy: RetryPolicy): Promise<{ providerMessageId: string }> {
    const { baseUrl, authKey, senderId, dltEntityId, otpVariable } = this.settings;
    // The Hindi template where one is registered (docs/otp.md#languages).
    const { templateId, dltTemplateId } = message.language === 'hi' && this.settings.hindi ? this.settings.hindi : this.settings;
    const body = {
      template_id: templateId,
      sender: senderId,
      short_url: '0',
      DLT_TE_ID: dltTemplateId,
      PE_ID: dltEntityId,
      recipients: [{ mobiles: internationalNumber(message.mobileNumber), [otpVariable]: message.code }],
    };
    const answer = (await callProvider(
      this.id,
      policy,
      () => ({
        url: `${baseUrl}/api/v5/flow`,
        init: { method: 'POST', headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
      }),
      (status, errorBody) => classifyStatus(this.id, status, typeof (errorBody as { code?: unknown } | null)?.code === 'string' ? (errorBody as { code: string }).code : undefined),
    )) as { type?: unknown; message?: unknown } | null;
    if (answer?.type !== 'success') throw new ChannelError(this.id, answer?.type === 'error' ? 'rejected' : 'bad_answer');
    if (typeof answer.message !== 'string' || answer.message === '') throw new ChannelError(this.id, 'bad_answer');
    return { providerMessageId: answer.message };
  }
}
