import { Button, Flex, HStack, Text } from 'shared-ui';

interface PagerProps {
  /** What the pages are of, for the navigation's name ("Leads pages"). */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * The size of a server-paged list ("45 leads"), shown after the page: "Page 1 of 3 (45 leads)".
   * With it the pager is shown even for a single page, so the count is always visible.
   */
  summary?: string;
}

/** "Page 2 of 200" with Previous and Next; nothing when everything fits on one page (unless a summary is given). */
export function Pager({ label, page, pageCount, onPageChange, summary }: PagerProps) {
  if (pageCount <= 1 && summary === undefined) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pageCount}
        {summary !== undefined ? ` (${summary})` : null}
      </Text>
      {pageCount > 1 || page > 1 ? (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </HStack>
      ) : null}
    </Flex>
  );
}
