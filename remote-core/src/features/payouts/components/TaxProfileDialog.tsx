import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ConnectorRef, TaxProfile, TaxProfileField, Verification } from 'shared-contracts';
import { Alert, Box, Button, CloseButton, Flex, Heading, Stack, Text, DetailItem, ErrorState, LoadingState, RefreshFailure } from 'shared-ui';
import { Dialog, DialogFrame } from 'shared-ui/widgets';
import { TAX_PROFILE_FETCH_ERROR, useTaxProfile, useVerifyTaxProfile } from '../api/taxProfiles';
import { connectorLabel } from '../model/payoutSelection';
import { TAX_FIELD_NAMES, tdsRateText, verificationText, verifiedMessage, verifyErrorMessage } from '../model/taxProfile';

/** Whose details the dialog shows: a connector of the pending list, or a person of the queue to verify. */
export type TaxProfileSubject = Pick<ConnectorRef, 'employee_id' | 'username'>;

interface TaxProfileDialogProps {
  /** The person whose details are shown; null while the dialog is closed. */
  connector: TaxProfileSubject | null;
  onClose: () => void;
}

/**
 * A connector's PAN, GSTIN and payout bank account (masked), each with who verified it and when, or
 * a Verify button. Verifying is for the profile as shown: when it changed since (409), the server's
 * message shows and the profile is read again, so the reviewer checks what is now on file.
 */
export function TaxProfileDialog({ connector, onClose }: TaxProfileDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame open={connector !== null} onClose={onClose} size="lg" busy={busy}>
      {connector ? <TaxProfileContent connector={connector} onClose={onClose} onBusy={setBusy} /> : null}
    </DialogFrame>
  );
}

interface TaxProfileContentProps {
  connector: TaxProfileSubject;
  onClose: () => void;
  /** A verification is in flight: the dialog must not close under it. */
  onBusy: (busy: boolean) => void;
}

function TaxProfileContent({ connector, onClose, onBusy }: TaxProfileContentProps) {
  const profile = useTaxProfile(connector.employee_id);
  const verify = useVerifyTaxProfile(connector.employee_id);

  useEffect(() => {
    onBusy(verify.isPending);
  }, [verify.isPending, onBusy]);
  useEffect(() => () => onBusy(false), [onBusy]);

  const verifyField = (field: TaxProfileField, seenUpdatedAt: string) => verify.mutate({ field, seen_updated_at: seenUpdatedAt });
  const verifying = verify.isPending ? verify.variables.field : null;

  let body: ReactNode;
  if (profile.isPending) {
    body = <LoadingState label="Loading tax details" />;
  } else if (profile.isError && !profile.data) {
    body = <ErrorState error={profile.error} fallback={TAX_PROFILE_FETCH_ERROR} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />;
  } else {
    body = (
      <Stack gap="4" aria-busy={profile.isRefetching}>
        <RefreshFailure query={profile} fallback={TAX_PROFILE_FETCH_ERROR} />
        <ProfileDetails profile={profile.data} verifying={verifying} onVerify={verifyField} />
      </Stack>
    );
  }

  return (
    <Dialog.Content>
      <Dialog.Header flexDirection="column" gap="1" pe="12" borderBottomWidth="1px">
        <Dialog.Title wordBreak="break-word">Tax details of {connectorLabel(connector)}</Dialog.Title>
        <Dialog.Description>Check each detail against the connector&apos;s documents before verifying it.</Dialog.Description>
      </Dialog.Header>
      <Dialog.Body pt="5">{body}</Dialog.Body>
      <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" pt="3">
        {verify.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {verifyErrorMessage(verify.error)}
          </Text>
        ) : null}
        {verify.isSuccess ? (
          <Text role="status" color="green.700" fontSize="sm">
            {verifiedMessage(verify.variables.field)}
          </Text>
        ) : null}
        <Flex justify="flex-end">
          <Button variant="outline" disabled={verify.isPending} onClick={onClose}>
            Done
          </Button>
        </Flex>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={verify.isPending} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

interface ProfileDetailsProps {
  profile: TaxProfile;
  /** The field whose verification is on its way. */
  verifying: TaxProfileField | null;
  onVerify: (field: TaxProfileField, seenUpdatedAt: string) => void;
}

function ProfileDetails({ profile, verifying, onVerify }: ProfileDetailsProps) {
  const { pan, gstin, bank_account: account, updated_at: updatedAt } = profile;
  // The profile as loaded is what the reviewer checks: its `updated_at` goes with the verification.
  const verifyOf = (field: TaxProfileField) => (updatedAt === null ? undefined : () => onVerify(field, updatedAt));
  const fieldProps = (field: TaxProfileField) => ({ field, verifying, onVerify: verifyOf(field) });
  return (
    <Stack gap="4">
      {profile.payout_hold ? (
        <Alert.Root status="warning" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>Payout held: {profile.payout_hold}</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>Payouts are not held.</Alert.Title>
        </Alert.Root>
      )}
      <Box as="dl">
        <DetailItem label="TDS rate on commission">{tdsRateText(profile)}</DetailItem>
      </Box>
      <TaxField {...fieldProps('pan')} verification={pan?.verification ?? null} present={pan !== null}>
        {pan ? <Value>{pan.value}</Value> : null}
      </TaxField>
      <TaxField {...fieldProps('gstin')} verification={gstin?.verification ?? null} present={gstin !== null}>
        {gstin ? <Value>{gstin.value}</Value> : null}
      </TaxField>
      <TaxField {...fieldProps('bank_account')} verification={account?.verification ?? null} present={account !== null}>
        {account ? (
          <Stack as="dl" gap="1">
            <DetailItem label="Account number">{account.account_number_masked}</DetailItem>
            <DetailItem label="IFSC">{account.ifsc}</DetailItem>
            <DetailItem label="Account holder">{account.holder_name}</DetailItem>
          </Stack>
        ) : null}
      </TaxField>
    </Stack>
  );
}

function Value({ children }: { children: string }) {
  return (
    <Text fontFamily="mono" fontWeight="medium" wordBreak="break-all">
      {children}
    </Text>
  );
}

interface TaxFieldProps {
  field: TaxProfileField;
  present: boolean;
  verification: Verification;
  verifying: TaxProfileField | null;
  /** Undefined when the profile has never been saved (nothing to verify). */
  onVerify: (() => void) | undefined;
  /** The field's value(s). */
  children: ReactNode;
}

/** One detail: its value, its verification in words, and Verify while it is not verified. */
function TaxField({ field, present, verification, verifying, onVerify, children }: TaxFieldProps) {
  const titleId = useId();
  const name = TAX_FIELD_NAMES[field];
  const canVerify = present && verification === null && onVerify !== undefined;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="l2" p="3">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0" flex="1 1 14rem">
          <Heading as="h3" size="sm" id={titleId}>
            {name}
          </Heading>
          {present ? (
            <>
              {children}
              <Text fontSize="sm" fontWeight="medium" color={verification ? 'green.700' : 'orange.700'}>
                {verificationText(verification)}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">Not on file</Text>
          )}
        </Stack>
        {canVerify ? (
          <Button
            size="sm"
            colorPalette="brand"
            aria-label={`Verify ${field === 'bank_account' ? 'payout bank account' : name}`}
            loading={verifying === field}
            loadingText="Verify"
            disabled={verifying !== null}
            onClick={onVerify}
          >
            Verify
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
