import { randomBytes } from 'node:crypto';
import { HttpDouble, json, type ReceivedRequest } from './http-double';

/**
 * A double of MSG91's flow (template) SMS API for DLT templates (docs/otp.md#the-provider-doubles):
 * `POST /api/v5/flow` with the `authkey` header. It checks the auth key, `template_id` (one of the account's
 * templates, English or Hindi) with that template's `DLT_TE_ID`, the 6-letter DLT `sender`, `PE_ID`, and one recipient (`mobiles`: 91 and 10 digits) carrying the code in
 * the template's variable; answers `{"type": "success", "message": "<request id>"}` or
 * `{"type": "error", "message": …}` (401 for a bad key, 400 for a bad request). It keeps the delivered
 * messages ("the phone") and builds the JSON delivery reports of webhook v3.
 */
export class Msg91Double extends HttpDouble {
  readonly delivered: { to: string; code: string; requestId: string; sender: string; templateId: string; dltTemplateId: string; entityId: string }[] = [];

  constructor(
    readonly settings: {
      authKey: string;
      templateId: string;
      senderId: string;
      dltEntityId: string;
      dltTemplateId: string;
      hindi?: { templateId: string; dltTemplateId: string } | undefined;
      otpVariable: string;
    },
  ) {
    super();
  }

  protected handle(request: ReceivedRequest) {
    const { authKey, senderId, dltEntityId, otpVariable } = this.settings;
    const templates = [this.settings, ...(this.settings.hindi ? [this.settings.hindi] : [])];
    if (request.method !== 'POST' || request.path !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
    if (request.headers.authkey !== authKey) return { status: 401, body: { type: 'error', message: 'AuthenticationFailure', code: '401' } };
    const body = json(request.body) as { template_id?: string; sender?: string; DLT_TE_ID?: string; PE_ID?: string; recipients?: Record<string, string>[] };
    const recipient = body?.recipients?.[0];
    const code = recipient?.[otpVariable];
    const template = templates.find((candidate) => candidate.templateId === body?.template_id);
    if (
      template === undefined ||
      body.sender !== senderId ||
      !/^[A-Za-z]{6}$/.test(body.sender) ||
      body.DLT_TE_ID !== template.dltTemplateId ||
      body.PE_ID !== dltEntityId ||
      body.recipients?.length !== 1 ||
      typeof recipient?.mobiles !== 'string' ||
      !/^91[6-9]\d{9}$/.test(recipient.mobiles) ||
      typeof code !== 'string'
    ) {
      return { status: 400, body: { type: 'error', message: 'Invalid request', code: '400' } };
    }
    const requestId = randomBytes(12).toString('hex');
    this.delivered.push({ to: recipient.mobiles, code, requestId, sender: body.sender, templateId: template.templateId, dltTemplateId: body.DLT_TE_ID, entityId: body.PE_ID });
    return { status: 200, body: { type: 'success', message: requestId } };
  }

  codeFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `91${mobile}`)?.code;
  }

  idFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `91${mobile}`)?.requestId;
  }

  /** A delivery report as webhook v3 posts it (JSON). */
  static report(requestId: string, desc: 'DELIVERED' | 'FAILED' | 'SENT', number = '919800000000') {
    return {
      date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      number,
      senderId: 'CNPRTL',
      requestId,
      status: desc === 'DELIVERED' ? '1' : desc === 'FAILED' ? '2' : '8',
      desc,
      failedReason: desc === 'FAILED' ? 'Absent subscriber' : '',
    };
  }
}
