import fp from 'fastify-plugin';
import { effectiveOtpSender } from '../config';
import { otpKey } from '../features/otp/codes';
import { DevelopmentOtpSender, OtpDeliveries, UnavailableOtpSender, type OtpSender } from '../features/otp/sender';

declare module 'fastify' {
  interface FastifyInstance {
    otp: {
      /** HMAC key of stored codes (never in the database in production). */
      key: Buffer;
      /** The sender (chosen by OTP_SENDER) and the deliveries in flight. */
      deliveries: OtpDeliveries;
    };
  }
}

/** One-time codes: their key and their sender (OTP_SENDER's choice, or the one buildApp was given). */
export const otpService = fp<{ jwtSecret: string; sender?: OtpSender }>(
  async (app, { jwtSecret, sender }) => {
    const { config } = app;
    const chosen = sender ?? (effectiveOtpSender(config) === 'log' ? new DevelopmentOtpSender(app.db, app.log) : new UnavailableOtpSender());
    app.decorate('otp', { key: otpKey(config.otp.secret, jwtSecret), deliveries: new OtpDeliveries(chosen) });
    if (!chosen.available) {
      app.log.warn(
        { otpSender: chosen.name },
        'One-time codes cannot be delivered: no OTP sender is configured, so mobile sign-in and password reset answer 503 (docs/otp.md)',
      );
    }
  },
  { name: 'otp', dependencies: ['database', 'runtime'] },
);
