import { useId, useState } from 'react';
import type { PrivacyRequest, PrivacyRequestKind } from 'shared-contracts';
import { Badge, Box, Button, ErrorState, HStack, LoadingState, Stack, Text, chakra, formatDate, formErrors, getErrorMessage, responseStatus } from 'shared-ui';
import { FormField, TextareaControl } from 'shared-ui/widgets';
import {
  PRIVACY_REQUEST_CANCEL_ERROR,
  PRIVACY_REQUEST_SEND_ERROR,
  PRIVACY_REQUESTS_FETCH_ERROR,
  useCancelPrivacyRequest,
  useCreatePrivacyRequest,
  usePrivacyRequests,
} from '../api/privacyRequests';
import { useT, type ProfileMessageId } from '../i18n';

/** The API's bounds of `details` (shared-contracts' PrivacyRequestCreate; front ends take its types only). */
const PRIVACY_DETAILS_MIN_LENGTH = 3;
const PRIVACY_DETAILS_MAX_LENGTH = 1000;

export const TOO_MANY_REQUESTS: ProfileMessageId = 'requests.tooMany';
export const REQUEST_SENT: ProfileMessageId = 'requests.sent';

/** Each kind of request: its choice, its hint, its name in the list and its Cancel button's name (message ids). */
const KINDS: { value: PrivacyRequestKind; label: ProfileMessageId; hint: ProfileMessageId }[] = [
  { value: 'correction', label: 'requests.correction', hint: 'requests.correctionHint' },
  { value: 'erasure', label: 'requests.erasure', hint: 'requests.erasureHint' },
];

const STATUS_TEXT: Record<PrivacyRequest['status'], { label: ProfileMessageId; palette: string }> = {
  open: { label: 'requests.statusOpen', palette: 'orange' },
  completed: { label: 'requests.statusCompleted', palette: 'green' },
  declined: { label: 'requests.statusDeclined', palette: 'red' },
  cancelled: { label: 'requests.statusCancelled', palette: 'gray' },
};

const KIND_TEXT: Record<PrivacyRequestKind, ProfileMessageId> = { correction: 'requests.kindCorrection', erasure: 'requests.kindErasure' };
const CANCEL_LABEL: Record<PrivacyRequestKind, ProfileMessageId> = { correction: 'requests.cancelCorrection', erasure: 'requests.cancelErasure' };

/** The form to ask for a correction or erasure, and the person's requests with their outcome. */
export function PrivacyRequestPanel() {
  const t = useT();
  const [kind, setKind] = useState<PrivacyRequestKind>('correction');
  const [details, setDetails] = useState('');
  /** The details are too short to send (said in the page's language). */
  const [tooShort, setTooShort] = useState(false);
  const [sent, setSent] = useState(false);
  const create = useCreatePrivacyRequest();
  const kindName = useId();
  const detailsId = useId();

  const serverErrors = create.isError ? formErrors(create.error, ['kind', 'details'] as const) : undefined;
  const status = create.isError ? responseStatus(create.error) : undefined;
  let formError: string | undefined;
  if (status === 429) formError = t(TOO_MANY_REQUESTS);
  else if (status === 400) formError = serverErrors?.fields.kind ?? (serverErrors?.fields.details === undefined ? serverErrors?.other : undefined);
  else if (create.isError) formError = getErrorMessage(create.error, t(PRIVACY_REQUEST_SEND_ERROR));

  const submit = () => {
    setSent(false);
    if (details.trim().length < PRIVACY_DETAILS_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    create.mutate(
      { kind, details: details.trim() },
      {
        onSuccess: () => {
          setDetails('');
          setSent(true);
        },
      },
    );
  };
  const hintId = KINDS.find((option) => option.value === kind)?.hint;
  const hint = hintId === undefined ? undefined : t(hintId);
  const localError = tooShort ? t('requests.tooShort', { count: PRIVACY_DETAILS_MIN_LENGTH }) : undefined;

  return (
    <Stack gap="6">
      <Stack gap="4">
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            {t('requests.question')}
          </chakra.legend>
          <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
            {KINDS.map((option) => (
              <chakra.label key={option.value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                <input
                  type="radio"
                  name={kindName}
                  value={option.value}
                  checked={kind === option.value}
                  disabled={create.isPending}
                  onChange={() => setKind(option.value)}
                />
                {t(option.label)}
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
        <FormField id={detailsId} label={t('requests.details')} required helper={hint} error={localError ?? serverErrors?.fields.details}>
          {(control) => (
            <TextareaControl control={control} rows={4} value={details} disabled={create.isPending} onChange={(value) => setDetails(value.slice(0, PRIVACY_DETAILS_MAX_LENGTH))} />
          )}
        </FormField>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('requests.characters', { length: details.length, max: PRIVACY_DETAILS_MAX_LENGTH })}
          </Text>
          <Button type="button" colorPalette={kind === 'erasure' ? 'red' : 'brand'} size="sm" loading={create.isPending} loadingText={t('requests.sending')} onClick={submit}>
            {kind === 'erasure' ? t('requests.askErasure') : t('requests.askCorrection')}
          </Button>
        </HStack>
        {formError !== undefined ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {formError}
          </Text>
        ) : null}
        {sent ? (
          <Text role="status" color="green.700" fontSize="sm">
            {t(REQUEST_SENT)}
          </Text>
        ) : null}
      </Stack>
      <OwnRequests />
    </Stack>
  );
}

function OwnRequests() {
  const t = useT();
  const requests = usePrivacyRequests();
  const cancel = useCancelPrivacyRequest();
  if (requests.isPending) return <LoadingState label={t('requests.loading')} />;
  if (requests.data === undefined) return <ErrorState error={requests.error} fallback={t(PRIVACY_REQUESTS_FETCH_ERROR)} onRetry={() => void requests.refetch()} />;
  const rows = requests.data.results;
  return (
    <Stack gap="3">
      <chakra.h3 fontWeight="semibold" fontSize="md">
        {t('requests.own')}
      </chakra.h3>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('requests.none')}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
          {rows.map((request) => (
            <chakra.li key={request.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {t('requests.asked', { kind: t(KIND_TEXT[request.kind]), date: formatDate(request.created_at) })}
                </Text>
                <Badge colorPalette={STATUS_TEXT[request.status].palette}>{t(STATUS_TEXT[request.status].label)}</Badge>
              </HStack>
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {request.details}
              </Text>
              {request.resolution !== null ? (
                <Box mt="2" fontSize="sm">
                  <Text color="fg.muted">{t(request.status === 'declined' ? 'requests.whyNot' : 'requests.answer', { date: formatDate(request.handled_at) })}</Text>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {request.resolution}
                  </Text>
                </Box>
              ) : null}
              {request.status === 'open' ? (
                <Button
                  mt="2"
                  type="button"
                  size="xs"
                  variant="outline"
                  loading={cancel.isPending && cancel.variables === request.id}
                  onClick={() => cancel.mutate(request.id)}
                  aria-label={t(CANCEL_LABEL[request.kind], { date: formatDate(request.created_at) })}
                >
                  {t('requests.cancel')}
                </Button>
              ) : null}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {cancel.isError ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {getErrorMessage(cancel.error, t(PRIVACY_REQUEST_CANCEL_ERROR))}
        </Text>
      ) : null}
    </Stack>
  );
}
