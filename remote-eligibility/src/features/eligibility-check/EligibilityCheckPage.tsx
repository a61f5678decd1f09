import { useRef, useState, type FormEvent } from 'react';
import type { LoanKind } from 'shared-contracts';
import { Box, Heading, LoadingState, Stack, Text, lazyAfterFirstFrame, useIsMobile, markPageTitle } from 'shared-ui';
import { useEligibilityCheck } from './api/checkEligibility';
import { useT, type EligibilityMessageId } from './i18n';
// The option texts the form's selects show: registered with the page, so that a page opened in Hindi
// waits for them too (languageReady) rather than showing them in English first.
import '../../common/i18n';
import { LoanKindPicker } from './components/LoanKindPicker';
import type { ResultsState } from './components/ResultsPanel';
import { fieldId, fieldsOf } from './model/applicationFields';
import { applicationRequest, currentValues, initialFormState, withKind, withValue } from './model/applicationForm';
import { checkFieldErrors } from './model/checkFailure';
import { DEFAULT_LOAN_KIND } from './model/loanKinds';

/** The body's spinner until its code has come (lazyPageBody's, named in the page's language). */
function LoadingBody() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

const EligibilityCheckPageBody = lazyAfterFirstFrame(() => import('./EligibilityCheckPageBody'), LoadingBody);

type FieldErrorMap = Readonly<Record<string, string>>;
const NO_ERRORS: FieldErrorMap = {};
/** The form's own messages, by field: ids of the feature's catalogue. */
type ClientErrorMap = Readonly<Record<string, EligibilityMessageId>>;
const NO_CLIENT_ERRORS: ClientErrorMap = {};

/**
 * Eligibility Check (/eligibility_check, spec back-office §2): choose a loan type, describe the
 * customer, and see which banks' criteria they meet with the terms each would offer, and why the
 * other banks say no. Rendered inside the host shell, which provides the UI, auth and query
 * providers. The results sit to the right of the form from lg, below it on smaller screens.
 * The title, the description and the loan-type cards are drawn first, and the form's state and the
 * check are kept here; the form and the results, which need shared-ui/widgets, are
 * EligibilityCheckPageBody (docs/pages.md, "A page's header first").
 */
export default function EligibilityCheckPage() {
  const t = useT();
  const [form, setForm] = useState(() => initialFormState(DEFAULT_LOAN_KIND));
  // Messages of the form's own reading (empty, not a number); the server's come from the check.
  const [clientErrors, setClientErrors] = useState<ClientErrorMap>(NO_CLIENT_ERRORS);
  // A field's message goes away once the field is edited, until the next check.
  const [editedSinceCheck, setEditedSinceCheck] = useState<ReadonlySet<string>>(() => new Set());
  const check = useEligibilityCheck();
  const isMobile = useIsMobile();
  const resultsRef = useRef<HTMLDivElement>(null);

  const values = currentValues(form);
  const serverErrors = check.isError ? checkFieldErrors(check.error) : NO_ERRORS;
  const errors: Record<string, string | undefined> = {};
  for (const field of fieldsOf(form.kind)) {
    const clientError = clientErrors[field.name];
    errors[field.name] = editedSinceCheck.has(field.name) ? undefined : clientError !== undefined ? t(clientError) : serverErrors[field.name];
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
    setClientErrors(NO_CLIENT_ERRORS);
    check.mutate(built.request);
    // On phones the results are below the long form: bring them into view.
    if (isMobile) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  function clearResults() {
    check.reset();
    setClientErrors(NO_CLIENT_ERRORS);
  }

  return (
    <Box maxW="7xl" mx="auto" px={{ base: 0, md: 2 }}>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} mb={1} ref={markPageTitle}>
        {t('page.title')}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('page.description')}
      </Text>
      <Stack gap={5}>
        <LoanKindPicker value={form.kind} onChange={changeKind} />
        <EligibilityCheckPageBody
          kind={form.kind}
          values={values}
          errors={errors}
          onChange={changeValue}
          onSubmit={submit}
          checking={check.isPending}
          results={results}
          onClearResults={clearResults}
          resultsRef={resultsRef}
        />
      </Stack>
    </Box>
  );
}
