import type { MouseEvent } from 'react';
import type { KycSubmission } from 'shared-contracts';
import { Button, Card, Flex, Heading, Stack, Text } from 'shared-ui';
import { ReviewFacts } from './ReviewFacts';

interface SubmissionListProps {
  /** What the list is ("Pending submissions"), its accessible name. */
  label: string;
  submissions: KycSubmission[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

function SubmissionCard({ submission, selected, onSelect }: { submission: KycSubmission; selected: boolean; onSelect: (id: number) => void }) {
  // The whole card selects the submission; the name is the button keyboards and screen readers use.
  const select = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    onSelect(submission.id);
  };
  return (
    <Card.Root
      size="sm"
      cursor="pointer"
      borderColor={selected ? 'brand.500' : undefined}
      bg={selected ? 'brand.50' : undefined}
      _hover={{ borderColor: 'brand.300' }}
      onClick={select}
    >
      <Card.Body gap="2">
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h2" size="sm" minW="0" wordBreak="break-word">
            <Button
              variant="plain"
              colorPalette="brand"
              color="colorPalette.fg"
              p="0"
              h="auto"
              minW="0"
              fontWeight="semibold"
              whiteSpace="normal"
              textAlign="start"
              aria-pressed={selected}
              onClick={() => onSelect(submission.id)}
            >
              {submission.employee.username}
            </Button>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {submission.employee.employee_id}
          </Text>
        </Flex>
        <ReviewFacts submission={submission} columns={{ base: 1, md: 2 }} />
      </Card.Body>
    </Card.Root>
  );
}

/** One page of submissions as cards; the chosen one is highlighted (its name button pressed). */
export function SubmissionList({ label, submissions, selectedId, onSelect }: SubmissionListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionCard submission={submission} selected={submission.id === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </Stack>
  );
}
