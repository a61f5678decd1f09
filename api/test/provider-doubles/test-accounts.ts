import type { Msg91Double } from './msg91-double';
import type { TwilioVerifyDouble } from './twilio-verify-double';
import type { WhatsAppDouble } from './whatsapp-double';

/*
 * The provider accounts the doubles accept (docs/otp.md#the-provider-doubles), shared by the API tests (which
 * hand them to the app's settings) and the end-to-end test (which hands them to a real API as its environment).
 */

export const WHATSAPP_TEST_ACCOUNT = {
  apiVersion: 'v23.0',
  phoneNumberId: '106540352242922',
  accessToken: 'EAAtest-token',
  templateName: 'connector_portal_code',
  templateLanguage: 'en',
  /** The template's Hindi translation is approved too. */
  hindiTemplateLanguage: 'hi' as string | undefined,
  appSecret: 'meta-app-secret-for-tests',
  webhookVerifyToken: 'verify-token-for-tests',
};

export const MSG91_TEST_ACCOUNT = {
  authKey: 'msg91-auth-key',
  templateId: '64f0c0ffee0ddba11cafe001',
  senderId: 'CNPRTL',
  dltEntityId: '1101234567890123456',
  dltTemplateId: '1107161234567890123',
  /** The Hindi template, registered on DLT as a template of its own. */
  hindi: { templateId: '64f0c0ffee0ddba11cafe002', dltTemplateId: '1107161234567890124' } as { templateId: string; dltTemplateId: string } | undefined,
  otpVariable: 'otp',
  webhookSecret: 'msg91-webhook-secret-of-at-least-32-chars',
};

export const TWILIO_TEST_ACCOUNT = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-auth-token', serviceSid: `VA${'2'.repeat(32)}` };

/** The API's environment variables (docs/otp.md#channels) that point each provider at its running double. */
export function providerDoubleEnv(doubles: { whatsapp: WhatsAppDouble; msg91: Msg91Double; twilio: TwilioVerifyDouble }): Record<string, string> {
  return {
    WHATSAPP_API_BASE_URL: doubles.whatsapp.baseUrl,
    WHATSAPP_API_VERSION: WHATSAPP_TEST_ACCOUNT.apiVersion,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST_ACCOUNT.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP_TEST_ACCOUNT.accessToken,
    WHATSAPP_TEMPLATE_NAME: WHATSAPP_TEST_ACCOUNT.templateName,
    WHATSAPP_TEMPLATE_LANGUAGE: WHATSAPP_TEST_ACCOUNT.templateLanguage,
    WHATSAPP_TEMPLATE_LANGUAGE_HI: WHATSAPP_TEST_ACCOUNT.hindiTemplateLanguage ?? '',
    WHATSAPP_APP_SECRET: WHATSAPP_TEST_ACCOUNT.appSecret,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: WHATSAPP_TEST_ACCOUNT.webhookVerifyToken,
    MSG91_API_BASE_URL: doubles.msg91.baseUrl,
    MSG91_AUTH_KEY: MSG91_TEST_ACCOUNT.authKey,
    MSG91_TEMPLATE_ID: MSG91_TEST_ACCOUNT.templateId,
    MSG91_SENDER_ID: MSG91_TEST_ACCOUNT.senderId,
    MSG91_DLT_ENTITY_ID: MSG91_TEST_ACCOUNT.dltEntityId,
    MSG91_DLT_TEMPLATE_ID: MSG91_TEST_ACCOUNT.dltTemplateId,
    MSG91_TEMPLATE_ID_HI: MSG91_TEST_ACCOUNT.hindi?.templateId ?? '',
    MSG91_DLT_TEMPLATE_ID_HI: MSG91_TEST_ACCOUNT.hindi?.dltTemplateId ?? '',
    MSG91_OTP_VARIABLE: MSG91_TEST_ACCOUNT.otpVariable,
    MSG91_WEBHOOK_SECRET: MSG91_TEST_ACCOUNT.webhookSecret,
    TWILIO_VERIFY_BASE_URL: doubles.twilio.baseUrl,
    TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.authToken,
    TWILIO_VERIFY_SERVICE_SID: TWILIO_TEST_ACCOUNT.serviceSid,
  };
}
