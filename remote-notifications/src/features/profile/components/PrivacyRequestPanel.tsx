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

/** The API's bounds of `details` (shared-contracts' PrivacyRequestCreate; front ends take its types only). */
const PRIVACY_DETAILS_MIN_LENGTH = 3;
const PRIVACY_DETAILS_MAX_LENGTH = 1000;

export const TOO_MANY_REQUESTS = 'You have sent several requests in the last hour. Please try again later.';
export const REQUEST_SENT = 'Your request has been sent. You will get a notification confirming it.';

const KINDS: { value: PrivacyRequestKind; label: string; hint: string }[] = [
  { value: 'correction', label: 'Correct my data', hint: 'Say what is wrong and what it should be.' },
  {
    value: 'erasure',
    label: 'Erase my data',
    hint: 'Your account will be closed and you will not be able to sign in. Say why, if you like (at least a few words).',
  },
];

const STATUS_TEXT: Record<PrivacyRequest['status'], { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'orange' },
  completed: { label: 'Completed', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

const KIND_TEXT: Record<PrivacyRequestKind, string> = { correction: 'Correction', erasure: 'Erasure' };

/** The form to ask for a correction or erasure, and the person's requests with their outcome. */
export function PrivacyRequestPanel() {
  const [kind, setKind] = useState<PrivacyRequestKind>('correction');
  const [details, setDetails] = useState('');
  const [localError, setLocalError] = useState<string>();
  const [sent, setSent] = useState(false);
  const create = useCreatePrivacyRequest();
  const kindName = useId();
  const detailsId = useId();

  const serverErrors = create.isError ? formErrors(create.error, ['kind', 'details'] as const) : undefined;
  const status = create.isError ? responseStatus(create.error) : undefined;
  let formError: string | undefined;
  if (status === 429) formError = TOO_MANY_REQUESTS;
  else if (status === 400) formError = serverErrors?.fields.kind ?? (serverErrors?.fields.details === undefined ? serverErrors?.other : undefined);
  else if (create.isError) formError = getErrorMessage(create.error, PRIVACY_REQUEST_SEND_ERROR);

  const submit = () => {
    setSent(false);
    if (details.trim().length < PRIVACY_DETAILS_MIN_LENGTH) {
      setLocalError(`Please write at least ${PRIVACY_DETAILS_MIN_LENGTH} characters.`);
      return;
    }
    setLocalError(undefined);
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
  const hint = KINDS.find((option) => option.value === kind)?.hint;

  return (
    <Stack gap="6">
      <Stack gap="4">
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            What would you like us to do?
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
                {option.label}
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
        <FormField id={detailsId} label="Details" required helper={hint} error={localError ?? serverErrors?.fields.details}>
          {(control) => (
            <TextareaControl control={control} rows={4} value={details} disabled={create.isPending} onChange={(value) => setDetails(value.slice(0, PRIVACY_DETAILS_MAX_LENGTH))} />
          )}
        </FormField>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {details.length} / {PRIVACY_DETAILS_MAX_LENGTH} characters
          </Text>
          <Button type="button" colorPalette={kind === 'erasure' ? 'red' : 'brand'} size="sm" loading={create.isPending} loadingText="Sending..." onClick={submit}>
            {kind === 'erasure' ? 'Ask to erase my data' : 'Ask for a correction'}
          </Button>
        </HStack>
        {formError !== undefined ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {formError}
          </Text>
        ) : null}
        {sent ? (
          <Text role="status" color="green.700" fontSize="sm">
            {REQUEST_SENT}
          </Text>
        ) : null}
      </Stack>
      <OwnRequests />
    </Stack>
  );
}

function OwnRequests() {
  const requests = usePrivacyRequests();
  const cancel = useCancelPrivacyRequest();
  if (requests.isPending) return <LoadingState label="Loading your requests" />;
  if (requests.data === undefined) return <ErrorState error={requests.error} fallback={PRIVACY_REQUESTS_FETCH_ERROR} onRetry={() => void requests.refetch()} />;
  const rows = requests.data.results;
  return (
    <Stack gap="3">
      <chakra.h3 fontWeight="semibold" fontSize="md">
        Your requests
      </chakra.h3>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          You have not made any requests.
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
          {rows.map((request) => (
            <chakra.li key={request.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {KIND_TEXT[request.kind]} · asked {formatDate(request.created_at)}
                </Text>
                <Badge colorPalette={STATUS_TEXT[request.status].palette}>{STATUS_TEXT[request.status].label}</Badge>
              </HStack>
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {request.details}
              </Text>
              {request.resolution !== null ? (
                <Box mt="2" fontSize="sm">
                  <Text color="fg.muted">{request.status === 'declined' ? 'Why not' : 'Answer'} ({formatDate(request.handled_at)}):</Text>
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
                  aria-label={`Cancel the ${request.kind} request of ${formatDate(request.created_at)}`}
                >
                  Cancel request
                </Button>
              ) : null}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {cancel.isError ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {getErrorMessage(cancel.error, PRIVACY_REQUEST_CANCEL_ERROR)}
        </Text>
      ) : null}
    </Stack>
  );
}
