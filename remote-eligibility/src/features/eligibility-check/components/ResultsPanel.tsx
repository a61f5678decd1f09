import { useId, type Ref } from 'react';
import type { EligibilityAnswer, EligibilityRequest } from 'shared-contracts';
import { Alert, Box, Button, Center, Flex, Heading, Spinner, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';
import { CORRECT_ERRORS_TEXT, describeCheckFailure } from '../model/checkFailure';
import { loanKindCard } from '../model/loanKinds';
import { formatRequested } from '../model/resultFormat';
import { EligibleBankRow } from './EligibleBankRow';
import { IneligibleBanks } from './IneligibleBanks';

export type ResultsState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; answer: EligibilityAnswer; request: EligibilityRequest | undefined };

interface ResultsPanelProps {
  state: ResultsState;
  onClear: () => void;
  ref?: Ref<HTMLDivElement>;
}

function CheckError({ error }: { error: unknown }) {
  const t = useT();
  const failure = describeCheckFailure(error, t);
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        {failure.type === 'message' ? (
          <Alert.Description overflowWrap="anywhere">{failure.message}</Alert.Description>
        ) : (
          <>
            <Alert.Title>{t(CORRECT_ERRORS_TEXT)}</Alert.Title>
            <Alert.Description>
              <Box as="ul" ps={5} listStyleType="disc" overflowWrap="anywhere">
                {failure.fields.map(({ field, message }) => (
                  <Box as="li" key={field}>
                    {field}: {message}
                  </Box>
                ))}
              </Box>
            </Alert.Description>
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

function Results({ answer, request }: { answer: EligibilityAnswer; request: EligibilityRequest | undefined }) {
  const t = useT();
  const total = answer.eligible_banks.length + answer.ineligible_banks.length;
  const requested = request ? { amount: request.application.required_loan_amount, tenure: request.application.required_tenure } : undefined;
  return (
    <Stack gap={3}>
      {request && requested ? (
        <Text fontSize="sm" color="fg.muted">
          {total > 0
            ? t('results.checkedForCount', {
                loan: t(loanKindCard(request.loan_type).loanName),
                requested: formatRequested(requested.amount, requested.tenure, t),
                eligible: answer.eligible_banks.length,
                total,
              })
            : t('results.checkedFor', {
                loan: t(loanKindCard(request.loan_type).loanName),
                requested: formatRequested(requested.amount, requested.tenure, t),
              })}
        </Text>
      ) : null}
      {answer.eligible_banks.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p={4} textAlign="center">
          <Text fontWeight="semibold">{t('results.noEligibleTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {total > 0 ? t('results.noCriteriaMatch') : t('results.noCriteria')}
          </Text>
        </Box>
      ) : null}
      {answer.eligible_banks.map((bank) => (
        <EligibleBankRow key={bank.bank_name} bank={bank} requested={requested} />
      ))}
      <IneligibleBanks banks={answer.ineligible_banks} />
    </Stack>
  );
}

/**
 * "Eligible Banks": the check's state (spec back-office §2, §4): nothing checked yet, checking,
 * the error box, or the banks. "Clear results" empties the banks and the error.
 */
export function ResultsPanel({ state, onClear, ref }: ResultsPanelProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Box
      as="section"
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={state.status === 'pending'}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p={{ base: 3, md: 4 }}
      minW="0"
      scrollMarginTop="20"
    >
      <Flex align="center" justify="space-between" gap={3} mb={3} wrap="wrap">
        <Heading as="h2" id={headingId} size="md">
          {t('results.heading')}
        </Heading>
        {state.status === 'error' || state.status === 'success' ? (
          <Button size="sm" variant="outline" onClick={onClear}>
            {t('results.clear')}
          </Button>
        ) : null}
      </Flex>
      {state.status === 'idle' ? (
        <Center flexDirection="column" textAlign="center" py={10} px={4} borderWidth="1px" borderStyle="dashed" borderRadius="md">
          <Text fontWeight="semibold">{t('results.emptyTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('results.emptyText')}
          </Text>
        </Center>
      ) : null}
      {state.status === 'pending' ? (
        <Center role="status" py={10} gap={3}>
          <Spinner size="md" color="brand.500" />
          <Text color="fg.muted">{t('results.checking')}</Text>
        </Center>
      ) : null}
      {state.status === 'error' ? <CheckError error={state.error} /> : null}
      {state.status === 'success' ? <Results answer={state.answer} request={state.request} /> : null}
    </Box>
  );
}
