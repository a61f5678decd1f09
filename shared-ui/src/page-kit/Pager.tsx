import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useT } from './i18n';

export interface PagerProps {
  /** What the pages are of, for the navigation's name ("Lead pages"). */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  disabled?: boolean;
  /**
   * The size of the whole list ("45 leads"), shown after the page: "Page 1 of 3 (45 leads)". With it
   * the pager is shown even for a single page, so the count is always visible.
   */
  summary?: string;
}

/**
 * "Page 2 of 20" with Previous and Next, in a navigation landmark named by `label`. Nothing when
 * everything fits on one page (unless a summary is given); the buttons only when there is another
 * page to go to.
 */
export function Pager({ label, page, pageCount, onPageChange, disabled = false, summary }: PagerProps) {
  const t = useT();
  if (pageCount <= 1 && summary === undefined) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('pager.position', { page, pageCount })}
        {summary !== undefined ? ` (${summary})` : null}
      </Text>
      {pageCount > 1 || page > 1 ? (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('pager.previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {t('pager.next')}
          </Button>
        </HStack>
      ) : null}
    </Flex>
  );
}
