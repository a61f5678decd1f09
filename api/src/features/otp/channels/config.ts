/*
 * Settings of the one-time-code channels (docs/otp.md#channels): which providers deliver codes, in which
 * order (primary, then fallback), and each provider's credentials and base URL. Read from the environment by
 * config.ts (readOtpChannelSettings); every problem names its variable.
 */

/** The channels a code can go out by. `twilio_*` are Twilio Verify: the provider makes and checks the code. */
export const OTP_CHANNEL_IDS = ['whatsapp', 'msg91_sms', 'twilio_sms', 'twilio_whatsapp'] as const;
export type OtpChannelId = (typeof OTP_CHANNEL_IDS)[number];

/** What the person sees the code arrive in. */
export const OTP_MEDIA = ['whatsapp', 'sms'] as const;
export type OtpMedium = (typeof OTP_MEDIA)[number];

export const mediumOf = (channel: OtpChannelId): OtpMedium => (channel === 'whatsapp' || channel === 'twilio_whatsapp' ? 'whatsapp' : 'sms');

/** Channels whose provider makes and checks the code (our HMAC is not what the person receives). */
export const providerChecksCode = (channel: OtpChannelId): boolean => channel === 'twilio_sms' || channel === 'twilio_whatsapp';

export interface WhatsAppSettings {
  /** https://graph.facebook.com unless a test points it at a double. */
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
  /** The language code of the template's English translation (WHATSAPP_TEMPLATE_LANGUAGE, e.g. en or en_US). */
  templateLanguage: string;
  /**
   * The code of its approved Hindi translation (WHATSAPP_TEMPLATE_LANGUAGE_HI, normally hi): a template's
   * translations share its name. Unset: Hindi readers get the English one.
   */
  hindiTemplateLanguage: string | undefined;
  /** The Meta app secret: X-Hub-Signature-256 of the status webhook. */
  appSecret: string | undefined;
  /** What Meta's GET verification handshake must present as hub.verify_token. */
  webhookVerifyToken: string | undefined;
}

export interface Msg91Settings {
  /** https://control.msg91.com unless a test points it at a double. */
  baseUrl: string;
  authKey: string;
  /** MSG91's template (flow) id of the approved SMS template. */
  templateId: string;
  /** The 6-character DLT sender header. */
  senderId: string;
  /** The DLT principal entity id (PE id). */
  dltEntityId: string;
  /** The DLT content template id (DLT_TE_ID). */
  dltTemplateId: string;
  /**
   * The Hindi template: its MSG91 template id and its own DLT content template id (a Unicode text is a
   * template of its own on DLT; MSG91_TEMPLATE_ID_HI, MSG91_DLT_TEMPLATE_ID_HI). Unset: Hindi readers get the English one.
   */
  hindi: { templateId: string; dltTemplateId: string } | undefined;
  /** The template's variable that carries the code (##otp##). */
  otpVariable: string;
  /** The secret path segment of the delivery-report webhook (MSG91 signs nothing). */
  webhookSecret: string | undefined;
}

export interface TwilioVerifySettings {
  /** https://verify.twilio.com unless a test points it at a double. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /**
   * The Event Streams webhook sink's destination, exactly as registered with Twilio (no query): Twilio signs the
   * full URL it calls, so the check needs the public URL, which a proxied replica cannot know (docs/otp.md).
   */
  eventsWebhookUrl?: string;
}

export interface OtpChannelSettings {
  /** Primary first, then the fallback (at most two). Empty: no provider (the development outbox, or nothing). */
  order: OtpChannelId[];
  /** Per attempt (AbortSignal.timeout). */
  timeoutMs: number;
  /** Retries of one channel after a timeout, a 5xx or a 429 (not after any other 4xx). */
  retries: number;
  /** First backoff delay; doubled each retry. */
  retryBaseDelayMs: number;
  /** Consecutive failures that open a channel's breaker, and how long it stays open. */
  breakerFailures: number;
  breakerOpenMs: number;
  whatsapp: WhatsAppSettings | undefined;
  msg91: Msg91Settings | undefined;
  twilio: TwilioVerifySettings | undefined;
}

export const DEFAULT_CHANNEL_SETTINGS: OtpChannelSettings = {
  order: [],
  timeoutMs: 5000,
  retries: 2,
  retryBaseDelayMs: 200,
  breakerFailures: 5,
  breakerOpenMs: 60_000,
  whatsapp: undefined,
  msg91: undefined,
  twilio: undefined,
};

/** The variables read here (config.ts lists them in its schema of known names only for the typed ones). */
export const OTP_CHANNEL_VARIABLES = [
  'OTP_CHANNELS',
  'OTP_CHANNEL_TIMEOUT_MS',
  'OTP_CHANNEL_RETRIES',
  'WHATSAPP_API_BASE_URL',
  'WHATSAPP_API_VERSION',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_TEMPLATE_NAME',
  'WHATSAPP_TEMPLATE_LANGUAGE',
  'WHATSAPP_TEMPLATE_LANGUAGE_HI',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_WEBHOOK_VERIFY_TOKEN',
  'MSG91_API_BASE_URL',
  'MSG91_AUTH_KEY',
  'MSG91_TEMPLATE_ID',
  'MSG91_SENDER_ID',
  'MSG91_DLT_ENTITY_ID',
  'MSG91_DLT_TEMPLATE_ID',
  'MSG91_TEMPLATE_ID_HI',
  'MSG91_DLT_TEMPLATE_ID_HI',
  'MSG91_OTP_VARIABLE',
  'MSG91_WEBHOOK_SECRET',
  'TWILIO_VERIFY_BASE_URL',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_VERIFY_SERVICE_SID',
  'TWILIO_EVENTS_WEBHOOK_URL',
] as const;

type Env = Partial<Record<(typeof OTP_CHANNEL_VARIABLES)[number], string>>;

const value = (env: Record<string, string | undefined>, name: string) => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/** Reads the channel settings; appends a problem per bad or missing variable. */
export function readOtpChannelSettings(source: Record<string, string | undefined>, problems: string[]): OtpChannelSettings {
  const env = Object.fromEntries(OTP_CHANNEL_VARIABLES.map((name) => [name, value(source, name)])) as Env;
  const order: OtpChannelId[] = [];
  for (const name of (env.OTP_CHANNELS ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    if (!(OTP_CHANNEL_IDS as readonly string[]).includes(name)) problems.push(`OTP_CHANNELS: "${name}" is not a channel (one of ${OTP_CHANNEL_IDS.join(', ')})`);
    else if (order.includes(name as OtpChannelId)) problems.push(`OTP_CHANNELS: "${name}" is listed twice`);
    else order.push(name as OtpChannelId);
  }
  if (order.length > 2) problems.push('OTP_CHANNELS: at most two channels, the primary and the fallback');
  if (order.includes('twilio_sms') && order.includes('twilio_whatsapp')) problems.push('OTP_CHANNELS: twilio_sms and twilio_whatsapp share one provider; a fallback must be another provider');

  const required = (names: readonly (keyof Env)[], channel: string) => {
    for (const name of names) if (env[name] === undefined) problems.push(`${name}: required when OTP_CHANNELS includes ${channel}`);
  };
  const integer = (name: keyof Env, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name}=${JSON.stringify(raw)}: expected a whole number from ${min} to ${max}`);
      return fallback;
    }
    return parsed;
  };
  const baseUrl = (name: keyof Env, fallback: string) => {
    const raw = env[name] ?? fallback;
    if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(raw)) problems.push(`${name}=${JSON.stringify(raw)}: expected an http(s) URL`);
    return raw.replace(/\/+$/, '');
  };

  let whatsapp: WhatsAppSettings | undefined;
  if (order.includes('whatsapp')) {
    required(['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_TEMPLATE_NAME'], 'whatsapp');
    whatsapp = {
      baseUrl: baseUrl('WHATSAPP_API_BASE_URL', 'https://graph.facebook.com'),
      apiVersion: env.WHATSAPP_API_VERSION ?? 'v23.0',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      templateName: env.WHATSAPP_TEMPLATE_NAME ?? '',
      templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
      hindiTemplateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE_HI,
      appSecret: env.WHATSAPP_APP_SECRET,
      webhookVerifyToken: env.WHATSAPP_WEBHOOK_VERIFY_TOKEN,
    };
  }
  let msg91: Msg91Settings | undefined;
  if (order.includes('msg91_sms')) {
    required(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_SENDER_ID', 'MSG91_DLT_ENTITY_ID', 'MSG91_DLT_TEMPLATE_ID'], 'msg91_sms');
    if (env.MSG91_SENDER_ID !== undefined && !/^[A-Za-z]{6}$/.test(env.MSG91_SENDER_ID)) problems.push('MSG91_SENDER_ID: the DLT sender header is 6 letters');
    if (env.MSG91_DLT_ENTITY_ID !== undefined && !/^\d{1,30}$/.test(env.MSG91_DLT_ENTITY_ID)) problems.push('MSG91_DLT_ENTITY_ID: digits (the DLT principal entity id)');
    if (env.MSG91_DLT_TEMPLATE_ID !== undefined && !/^\d{1,30}$/.test(env.MSG91_DLT_TEMPLATE_ID)) problems.push('MSG91_DLT_TEMPLATE_ID: digits (the DLT content template id)');
    if ((env.MSG91_TEMPLATE_ID_HI === undefined) !== (env.MSG91_DLT_TEMPLATE_ID_HI === undefined)) {
      problems.push('MSG91_TEMPLATE_ID_HI and MSG91_DLT_TEMPLATE_ID_HI: both or neither (the Hindi template and its DLT content template id)');
    }
    if (env.MSG91_DLT_TEMPLATE_ID_HI !== undefined && !/^\d{1,30}$/.test(env.MSG91_DLT_TEMPLATE_ID_HI)) problems.push('MSG91_DLT_TEMPLATE_ID_HI: digits (the DLT content template id)');
    msg91 = {
      baseUrl: baseUrl('MSG91_API_BASE_URL', 'https://control.msg91.com'),
      authKey: env.MSG91_AUTH_KEY ?? '',
      templateId: env.MSG91_TEMPLATE_ID ?? '',
      senderId: env.MSG91_SENDER_ID ?? '',
      dltEntityId: env.MSG91_DLT_ENTITY_ID ?? '',
      dltTemplateId: env.MSG91_DLT_TEMPLATE_ID ?? '',
      hindi:
        env.MSG91_TEMPLATE_ID_HI !== undefined && env.MSG91_DLT_TEMPLATE_ID_HI !== undefined
          ? { templateId: env.MSG91_TEMPLATE_ID_HI, dltTemplateId: env.MSG91_DLT_TEMPLATE_ID_HI }
          : undefined,
      otpVariable: env.MSG91_OTP_VARIABLE ?? 'otp',
      webhookSecret: env.MSG91_WEBHOOK_SECRET,
    };
    if (msg91.webhookSecret !== undefined && msg91.webhookSecret.length < 32) problems.push('MSG91_WEBHOOK_SECRET: at least 32 characters (it is the only protection of the delivery-report webhook)');
  }
  let twilio: TwilioVerifySettings | undefined;
  if (order.includes('twilio_sms') || order.includes('twilio_whatsapp')) {
    required(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'], 'a twilio channel');
    twilio = {
      baseUrl: baseUrl('TWILIO_VERIFY_BASE_URL', 'https://verify.twilio.com'),
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID ?? '',
      eventsWebhookUrl: env.TWILIO_EVENTS_WEBHOOK_URL,
    };
    if (twilio.eventsWebhookUrl !== undefined && !/^https?:\/\/[^\s/?#]+\/[^\s?#]*$/.test(twilio.eventsWebhookUrl)) {
      problems.push(`TWILIO_EVENTS_WEBHOOK_URL=${JSON.stringify(twilio.eventsWebhookUrl)}: expected the sink's http(s) URL with a path and no query, e.g. https://api.example.com/webhooks/otp/twilio/`);
    }
  }
  return {
    ...DEFAULT_CHANNEL_SETTINGS,
    order,
    timeoutMs: integer('OTP_CHANNEL_TIMEOUT_MS', DEFAULT_CHANNEL_SETTINGS.timeoutMs, 100, 30_000),
    retries: integer('OTP_CHANNEL_RETRIES', DEFAULT_CHANNEL_SETTINGS.retries, 0, 5),
    whatsapp,
    msg91,
    twilio,
  };
}
