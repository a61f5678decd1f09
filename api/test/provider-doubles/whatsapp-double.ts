import { createHmac, randomBytes } from 'node:crypto';
import { HttpDouble, json, type ReceivedRequest } from './http-double';

/**
 * A double of the WhatsApp Business Cloud API's send-message call for authentication templates
 * (docs/otp.md#the-provider-doubles): `POST /{version}/{phone-number-id}/messages`. It checks the Bearer
 * token, `messaging_product: "whatsapp"`, `type: "template"`, the template name and one of its approved
 * translations' language codes (else Graph's 132001, "does not exist in the translation"), a body
 * parameter and a copy-code (URL) button parameter carrying the same code, and answers as Graph does
 * (`messages[0].id`, or `{error: {code, type, message}}`). It keeps the delivered messages ("the phone") and
 * posts status webhooks signed like Meta's (X-Hub-Signature-256), or badly signed.
 */
export class WhatsAppDouble extends HttpDouble {
  readonly delivered: { to: string; code: string; id: string; language: string }[] = [];

  constructor(
    readonly settings: {
      apiVersion: string;
      phoneNumberId: string;
      accessToken: string;
      templateName: string;
      /** The approved translations' language codes: the English one, and the Hindi one if any. */
      templateLanguage: string;
      hindiTemplateLanguage?: string | undefined;
      appSecret: string;
    },
  ) {
    super();
  }

  private graphError(status: number, code: number, message: string) {
    return { status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } } };
  }

  protected handle(request: ReceivedRequest) {
    const { apiVersion, phoneNumberId, accessToken, templateName, templateLanguage, hindiTemplateLanguage } = this.settings;
    if (request.method !== 'POST' || request.path !== `/${apiVersion}/${phoneNumberId}/messages`) return this.graphError(404, 803, 'Unknown path');
    if (request.headers.authorization !== `Bearer ${accessToken}`) return this.graphError(401, 190, 'Invalid OAuth access token.');
    const body = json(request.body) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { type?: string; sub_type?: string; index?: string; parameters?: { type?: string; text?: string }[] }[] };
    };
    const components = body?.template?.components ?? [];
    const bodyCode = components.find((component) => component.type === 'body')?.parameters?.[0]?.text;
    const button = components.find((component) => component.type === 'button');
    const buttonCode = button?.sub_type === 'url' && button.index === '0' ? button.parameters?.[0]?.text : undefined;
    if (
      body?.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      body.template?.name !== templateName ||
      typeof body.to !== 'string' ||
      !/^\d{8,15}$/.test(body.to) ||
      typeof bodyCode !== 'string' ||
      bodyCode !== buttonCode
    ) {
      return this.graphError(400, 100, 'Invalid parameter');
    }
    const language = body.template.language?.code ?? '';
    if (language !== templateLanguage && language !== hindiTemplateLanguage) {
      return this.graphError(404, 132001, 'Template name does not exist in the translation');
    }
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    this.delivered.push({ to: body.to, code: bodyCode, id, language });
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  }

  /** The code of the newest message to a 10-digit Indian number (the phone's view). */
  codeFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `91${mobile}`)?.code;
  }

  idFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `91${mobile}`)?.id;
  }

  /** A status webhook body as Meta sends it (entry[].changes[].value.statuses[]). */
  static statusBody(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient = '919800000000') {
    const value: Record<string, unknown> = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550000000', phone_number_id: '1234567890' },
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: recipient,
          ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
        },
      ],
    };
    return { object: 'whatsapp_business_account', entry: [{ id: 'WABA_ID', changes: [{ field: 'messages', value }] }] };
  }

  /** The X-Hub-Signature-256 header of a raw body, with this double's app secret (or another). */
  sign(raw: string, secret = this.settings.appSecret): string {
    return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  }
}
