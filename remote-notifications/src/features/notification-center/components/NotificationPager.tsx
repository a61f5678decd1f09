import { Button, Flex, HStack, Text } from 'shared-ui';
import { pagerText } from '../model/notificationView';

interface NotificationPagerProps {
  page: number;
  pageCount: number;
  count: number;
  /** While the next page loads, both buttons wait. */
  disabled: boolean;
  onPageChange: (page: number) => void;
}

/** "Page x of y (n total leads)" with Previous and Next (shown whenever the list has something). */
export function NotificationPager({ page, pageCount, count, disabled, onPageChange }: NotificationPagerProps) {
  return (
    <Flex as="nav" aria-label="Notification pages" justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {pagerText(page, pageCount, count)}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
