import fp from 'fastify-plugin';
import { effectiveOtpSender } from '../config';
import { ChannelOtpSender } from '../features/otp/channels/channel-sender';
import { otpKey } from '../features/otp/codes';
import { DevelopmentOtpSender, OtpDeliveries, UnavailableOtpSender, type OtpSender } from '../features/otp/sender';

declare module 'fastify' {
  interface FastifyInstance {
    otp: {
      /** HMAC key of stored codes (never in the database in production). */
      key: Buffer;
      /** The sender (the channels of OTP_CHANNELS, else OTP_SENDER's choice) and the deliveries in flight. */
      deliveries: OtpDeliveries;
    };
  }
}

/**
 * One-time codes: their key and their sender: the one buildApp was given, else nothing when OTP_ENABLED=false,
 * else the channel providers of OTP_CHANNELS (primary and fallback), else OTP_SENDER's (docs/otp.md#channels).
 */
export const otpService = fp<{ jwtSecret: string; sender?: OtpSender }>(
  async (app, { jwtSecret, sender }) => {
    const { config } = app;
    const chosen =
      sender ??
      (!config.otp.enabled
        ? new UnavailableOtpSender('disabled')
        : config.otp.channels.order.length > 0
          ? new ChannelOtpSender(app.db, app.log, config.otp.channels)
          : effectiveOtpSender(config) === 'log'
            ? new DevelopmentOtpSender(app.db, app.log)
            : new UnavailableOtpSender());
    app.decorate('otp', { key: otpKey(config.otp.secret, jwtSecret), deliveries: new OtpDeliveries(chosen) });
    if (!chosen.available) {
      app.log.warn(
        { otpSender: chosen.name },
        chosen.name === 'disabled'
          ? 'One-time codes are turned off (OTP_ENABLED=false): mobile sign-in and password reset answer 503 (docs/otp.md)'
          : 'One-time codes cannot be delivered: no OTP sender is configured, so mobile sign-in and password reset answer 503 (docs/otp.md)',
      );
    }
  },
  { name: 'otp', dependencies: ['database', 'runtime'] },
);
