import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from 'shared-contracts';
import { Badge, Box, Flex, Heading, Link, SimpleGrid, Text, chakra, formatDateTime, formatRelativeTime, leadStatusPalette, DetailItem } from 'shared-ui';
import { MessageText } from '../../../common/components/MessageText';
import { Checkbox } from '../../../common/components/controls';
import { useT } from '../i18n';
import { leadFacts, leadPath } from '../model/notificationView';
import { notificationTypeLabel, notificationTypePalette } from '../model/notificationTypes';

interface NotificationItemProps {
  notification: Notification;
  selected: boolean;
  now: Date;
  onSelect: (checked: boolean) => void;
  /** The item itself was activated (click, Enter, Space): mark read and/or open the lead. */
  onOpen: () => void;
  /** View Lead was followed (the link navigates by itself). */
  onViewLead: () => void;
}

/**
 * The title is the item's one button (keyboard: Tab, Enter); its ::after covers the card, so a
 * click anywhere on it acts as the button. The checkbox and View Lead sit above that layer, outside
 * the button, so they never trigger it (the time sits above it too, for its tooltip). A read
 * notification without a lead has nothing to do: its title is plain text.
 */
const StretchedButton = chakra('button', {
  base: {
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    color: 'inherit',
    wordBreak: 'break-word',
    outline: 'none',
    _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
    _hover: { textDecoration: 'underline' },
    '&:focus-visible::after': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  },
});

export function NotificationItem({ notification, selected, now, onSelect, onOpen, onViewLead }: NotificationItemProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const unread = notification.is_active;
  const hasLead = notification.lead !== null;
  const actionable = unread || hasLead;
  const info = notification.lead_info;

  return (
    <Box
      as="li"
      position="relative"
      borderWidth="1px"
      borderRadius="l3"
      borderColor={unread ? 'brand.200' : 'border'}
      bg={unread ? 'brand.50' : 'bg'}
      p={{ base: '3', lg: '4' }}
      _hover={actionable ? { borderColor: 'brand.400' } : undefined}
      data-unread={unread || undefined}
    >
      <Flex gap="3" align="flex-start">
        <Checkbox
          type="checkbox"
          mt="1"
          position="relative"
          zIndex="1"
          checked={selected}
          aria-label={t('item.select', { title: notification.title })}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <Box flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette={notificationTypePalette(notification.notification_type)} variant="subtle">
              {notificationTypeLabel(notification.notification_type, t)}
            </Badge>
            {unread ? (
              <Badge colorPalette="brand" variant="solid">
                {t('item.unread')}
              </Badge>
            ) : null}
            <Text asChild fontSize="xs" color="fg.muted" ms="auto" position="relative" zIndex="1">
              <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
                {formatRelativeTime(notification.created_at, now)}
              </time>
            </Text>
          </Flex>
          <Heading as="h2" id={titleId} size="sm" mt="1.5" fontWeight={unread ? 'bold' : 'semibold'}>
            {actionable ? (
              <StretchedButton type="button" aria-describedby={messageId} onClick={onOpen}>
                {notification.title}
              </StretchedButton>
            ) : (
              notification.title
            )}
          </Heading>
          <MessageText id={messageId} message={notification.message} fontSize="sm" color="fg.muted" mt="1" />
          {info !== null ? (
            <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2" mt="3" p="3" bg="bg.muted" borderRadius="l2" aria-label={t('item.lead')}>
              {leadFacts(info, t).map((fact) => (
                <DetailItem key={fact.label} label={fact.label}>
                  {fact.isStatus ? (
                    <Badge colorPalette={leadStatusPalette(info.status)} variant="subtle" textTransform="capitalize">
                      {fact.value}
                    </Badge>
                  ) : (
                    fact.value
                  )}
                </DetailItem>
              ))}
            </SimpleGrid>
          ) : null}
          {notification.lead !== null ? (
            <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium" mt="2" position="relative" zIndex="1">
              <RouterLink to={leadPath(notification.lead)} aria-describedby={titleId} onClick={onViewLead}>
                {t('item.viewLead')}
              </RouterLink>
            </Link>
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}
