import { useEffect, useState } from 'react';
import type { OtpChannelMedium, OtpRequestAccepted } from 'shared-contracts';
import { Button, Text } from 'shared-ui';
import { useT, type HostMessageId } from '../../i18n';

/** How long after a code request the other channel is offered ("Send by SMS instead"). */
export const OTHER_CHANNEL_DELAY_MS = 30_000;

/** The channels' names, the same in every language (brand names). */
const CHANNEL_NAMES: Record<OtpChannelMedium, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };
export const channelName = (medium: OtpChannelMedium) => CHANNEL_NAMES[medium];

/** Where the code went, as the request's answer says (the configured channel, never the account's outcome). */
export interface SentChannels {
  channel?: OtpChannelMedium;
  other_channel?: OtpChannelMedium;
}

export const sentChannelsOf = (answer: Partial<OtpRequestAccepted> | undefined): SentChannels => ({
  channel: answer?.channel,
  other_channel: answer?.other_channel,
});

type HostT = ReturnType<typeof useT>;

/** "Sent on WhatsApp to ••••••1234": only the last four digits of the number the person typed. */
export const sentToNumberText = (t: HostT, medium: OtpChannelMedium, typedMobile: string) =>
  t('otp.sentToNumber', { channel: channelName(medium), digits: typedMobile.slice(-4) });

/** Password reset by employee id: the registered number's digits are never shown (they are account data). */
export const sentToRegisteredNumberText = (t: HostT, medium: OtpChannelMedium) => t('otp.sentToRegisteredNumber', { channel: channelName(medium) });

export const sendInsteadId = (medium: OtpChannelMedium): HostMessageId => (medium === 'sms' ? 'otp.sendBySmsInstead' : 'otp.sendOnWhatsAppInstead');

/**
 * The offer of the other configured channel, shown OTHER_CHANNEL_DELAY_MS after each code request
 * (`requestKey` changes with each answer); nothing when only one channel is configured.
 */
export function OtherChannelOffer({ other, requestKey, pending, onSend }: { other: OtpChannelMedium | undefined; requestKey: number; pending: boolean; onSend: (medium: OtpChannelMedium) => void }) {
  const t = useT();
  // The request the delay has run out for: a newer request hides the offer until its own delay has passed.
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (!other) return undefined;
    const timer = setTimeout(() => setShownFor(requestKey), OTHER_CHANNEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [other, requestKey]);
  if (!other || shownFor !== requestKey) return null;
  return (
    <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => onSend(other)}>
      {t(sendInsteadId(other))}
    </Button>
  );
}

/** The "sent on …" line, when the answer named a channel. */
export function SentOnLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text color="gray.700" fontSize="sm" data-testid="otp-sent-on">
      {text}
    </Text>
  );
}
