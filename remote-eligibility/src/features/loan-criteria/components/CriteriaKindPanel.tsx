import { Button, Center, ErrorText, Spinner, Stack, Text, getErrorMessage } from 'shared-ui';
import type { CriteriaKind } from 'shared-contracts';
import { useLoanCriteria } from '../api/loanCriteria';
import { BankCriteriaRow } from './BankCriteriaRow';

export const EMPTY_CRITERIA_TEXT = 'No loan criteria for this loan type yet.';
const FETCH_FAILED_TEXT = 'Failed to fetch loan criteria';

/** One tab's content: the banks that have criteria of this kind, by bank name. */
export function CriteriaKindPanel({ kind }: { kind: CriteriaKind }) {
  const { data, error, isPending, isError, isRefetching, refetch } = useLoanCriteria(kind);

  if (isPending) {
    return (
      <Center role="status" py={10} gap={3}>
        <Spinner size="md" color="brand.500" />
        <Text color="fg.muted">Loading loan criteria...</Text>
      </Center>
    );
  }

  if (isError) {
    return (
      <Stack align="flex-start" gap={3} py={4}>
        <ErrorText message={getErrorMessage(error, FETCH_FAILED_TEXT)} />
        <Button size="sm" variant="outline" loading={isRefetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }

  if (data.length === 0) {
    return (
      <Center py={10}>
        <Text color="fg.muted">{EMPTY_CRITERIA_TEXT}</Text>
      </Center>
    );
  }

  const banks = [...data].sort((a, b) => a.bank_name.localeCompare(b.bank_name, 'en-IN'));
  return (
    <Stack gap={3}>
      {banks.map((criteria) => (
        <BankCriteriaRow key={criteria.id} kind={kind} criteria={criteria} />
      ))}
    </Stack>
  );
}
