import type { FormEvent, Ref } from 'react';
import type { LoanKind } from 'shared-contracts';
import { Box, Button, Grid, Heading, Stack, chakra } from 'shared-ui';
import { ApplicationFields } from './components/ApplicationFields';
import { useT } from './i18n';
import { ResultsPanel, type ResultsState } from './components/ResultsPanel';
import { COMMON_FIELDS, KIND_FIELDS } from './model/applicationFields';
import type { FieldValues } from './model/applicationForm';
import { loanKindCard } from './model/loanKinds';

interface EligibilityCheckPageBodyProps {
  /** The loan type chosen with the cards above: which details the form asks for. */
  kind: LoanKind;
  values: FieldValues;
  /** The message under each field, by field name. */
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (name: string, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A check is running: the submit button waits for it. */
  checking: boolean;
  results: ResultsState;
  onClearResults: () => void;
  /** The results panel, brought into view on phones when a check starts. */
  resultsRef: Ref<HTMLDivElement>;
}

/** /eligibility_check below the loan-type cards: the application form and the "Eligible Banks" results (EligibilityCheckPage). */
export default function EligibilityCheckPageBody({
  kind,
  values,
  errors,
  onChange,
  onSubmit,
  checking,
  results,
  onClearResults,
  resultsRef,
}: EligibilityCheckPageBodyProps) {
  const t = useT();
  const kindCard = loanKindCard(kind);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: 5, lg: 6 }} alignItems="start">
      <chakra.form noValidate onSubmit={onSubmit} aria-label={t('form.name')} borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: 3, md: 5 }} minW="0">
        <Stack gap={6}>
          <Box as="section" aria-labelledby="eligibility-profile-heading">
            <Heading as="h2" id="eligibility-profile-heading" size="md" mb={3}>
              {t('form.profileHeading')}
            </Heading>
            <ApplicationFields fields={COMMON_FIELDS} values={values} errors={errors} onChange={onChange} />
          </Box>
          <Box as="section" aria-labelledby="eligibility-kind-heading">
            <Heading as="h2" id="eligibility-kind-heading" size="md" mb={3}>
              {t('form.kindHeading', { kind: t(kindCard.label) })}
            </Heading>
            <ApplicationFields fields={KIND_FIELDS[kind]} values={values} errors={errors} onChange={onChange} />
          </Box>
          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={checking}>
            {checking ? t('form.checking') : t('form.submit')}
          </Button>
        </Stack>
      </chakra.form>
      <ResultsPanel ref={resultsRef} state={results} onClear={onClearResults} />
    </Grid>
  );
}
