import { Button, Flex, HStack, Text } from 'shared-ui';

interface PagerProps {
  /** What the pages are of, for the navigation's name ("People pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** While the next page loads, both buttons wait. */
  disabled?: boolean;
  onPageChange: (page: number) => void;
  /** The line next to the buttons; "Page 2 of 20" when absent. */
  summary?: string;
  /** Shown with a single page too (by default nothing is shown when everything fits on one page). */
  showSinglePage?: boolean;
}

/** "Page 2 of 20" with Previous and Next. */
export function Pager({ label, page, pageCount, disabled = false, onPageChange, summary, showSinglePage = false }: PagerProps) {
  if (pageCount <= 1 && !showSinglePage) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summary ?? `Page ${page} of ${pageCount}`}
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
