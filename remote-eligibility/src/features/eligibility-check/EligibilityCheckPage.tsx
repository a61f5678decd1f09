import { useRef, useState, type FormEvent } from 'react';
import type { LoanKind } from 'shared-contracts';
import { Box, Button, Grid, Heading, Stack, Text, chakra, useIsMobile } from 'shared-ui';
import { useEligibilityCheck } from './api/checkEligibility';
import { ApplicationFields } from './components/ApplicationFields';
import { LoanKindPicker } from './components/LoanKindPicker';
import { ResultsPanel, type ResultsState } from './components/ResultsPanel';
import { COMMON_FIELDS, KIND_FIELDS, fieldId, fieldsOf } from './model/applicationFields';
import { applicationRequest, currentValues, initialFormState, withKind, withValue } from './model/applicationForm';
import { checkFieldErrors } from './model/checkFailure';
import { DEFAULT_LOAN_KIND, loanKindCard } from './model/loanKinds';

type FieldErrorMap = Readonly<Record<string, string>>;
const NO_ERRORS: FieldErrorMap = {};

/**
 * Eligibility Check (/eligibility_check, spec back-office §2): choose a loan type, describe the
 * customer, and see which banks' criteria they meet with the terms each would offer, and why the
 * other banks say no. Rendered inside the host shell, which provides the UI, auth and query
 * providers. The results sit to the right of the form from lg, below it on smaller screens.
 */
export default function EligibilityCheckPage() {
  const [form, setForm] = useState(() => initialFormState(DEFAULT_LOAN_KIND));
  // Messages of the form's own reading (empty, not a number); the server's come from the check.
  const [clientErrors, setClientErrors] = useState<FieldErrorMap>(NO_ERRORS);
  // A field's message goes away once the field is edited, until the next check.
  const [editedSinceCheck, setEditedSinceCheck] = useState<ReadonlySet<string>>(() => new Set());
  const check = useEligibilityCheck();
  const isMobile = useIsMobile();
  const resultsRef = useRef<HTMLDivElement>(null);

  const values = currentValues(form);
  const serverErrors = check.isError ? checkFieldErrors(check.error) : NO_ERRORS;
  const errors: Record<string, string | undefined> = {};
  for (const field of fieldsOf(form.kind)) {
    errors[field.name] = editedSinceCheck.has(field.name) ? undefined : (clientErrors[field.name] ?? serverErrors[field.name]);
  }

  const results: ResultsState = check.isPending
    ? { status: 'pending' }
    : check.isError
      ? { status: 'error', error: check.error }
      : check.isSuccess
        ? { status: 'success', answer: check.data, request: check.variables }
        : { status: 'idle' };

  function changeValue(name: string, value: string) {
    setForm((state) => withValue(state, name, value));
    setEditedSinceCheck((edited) => (edited.has(name) ? edited : new Set(edited).add(name)));
  }

  function changeKind(kind: LoanKind) {
    if (kind === form.kind) return;
    setForm((state) => withKind(state, kind));
    // The results (or the error, and the messages under the fields) answered the previous kind's
    // form: next to the new kind's form they would read as its answer.
    clearResults();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.isPending) return;
    setEditedSinceCheck(new Set());
    const built = applicationRequest(form);
    if (!built.ok) {
      setClientErrors(built.errors);
      const firstInvalid = fieldsOf(form.kind).find((field) => built.errors[field.name] !== undefined);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid.name))?.focus();
      return;
    }
    setClientErrors(NO_ERRORS);
    check.mutate(built.request);
    // On phones the results are below the long form: bring them into view.
    if (isMobile) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  function clearResults() {
    check.reset();
    setClientErrors(NO_ERRORS);
  }

  const kindCard = loanKindCard(form.kind);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 0, md: 2 }}>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} mb={1}>
        Eligibility Check
      </Heading>
      <Text color="fg.muted" mb={4}>
        Find the banks whose criteria a customer meets, with the terms each would offer.
      </Text>
      <Stack gap={5}>
        <LoanKindPicker value={form.kind} onChange={changeKind} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: 5, lg: 6 }} alignItems="start">
          <chakra.form noValidate onSubmit={submit} aria-label="Eligibility check" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: 3, md: 5 }} minW="0">
            <Stack gap={6}>
              <Box as="section" aria-labelledby="eligibility-profile-heading">
                <Heading as="h2" id="eligibility-profile-heading" size="md" mb={3}>
                  Customer Profile
                </Heading>
                <ApplicationFields fields={COMMON_FIELDS} values={values} errors={errors} onChange={changeValue} />
              </Box>
              <Box as="section" aria-labelledby="eligibility-kind-heading">
                <Heading as="h2" id="eligibility-kind-heading" size="md" mb={3}>
                  {kindCard.label} Details
                </Heading>
                <ApplicationFields fields={KIND_FIELDS[form.kind]} values={values} errors={errors} onChange={changeValue} />
              </Box>
              <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={check.isPending}>
                {check.isPending ? 'Checking...' : 'Check Eligibility'}
              </Button>
            </Stack>
          </chakra.form>
          <ResultsPanel ref={resultsRef} state={results} onClear={clearResults} />
        </Grid>
      </Stack>
    </Box>
  );
}
