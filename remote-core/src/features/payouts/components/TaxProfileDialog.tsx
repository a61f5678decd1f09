import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ConnectorRef, TaxProfile, TaxProfileField, Verification } from 'shared-contracts';
import { Alert, Box, Button, CloseButton, Flex, Heading, Stack, Text, DetailItem, ErrorState, LoadingState, RefreshFailure } from 'shared-ui';
import { Dialog, DialogFrame } from 'shared-ui/widgets';
import { useTaxProfile, useVerifyTaxProfile } from '../api/taxProfiles';
import { useT } from '../i18n';
import { connectorLabel } from '../model/payoutSelection';
import { taxFieldName, tdsRateText, verificationText, verifiedMessage, verifyErrorMessage } from '../model/taxProfile';

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
  const t = useT();
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
    body = <LoadingState label={t('tax.loading')} />;
  } else if (profile.isError && !profile.data) {
    body = <ErrorState error={profile.error} fallback={t('tax.fetchError')} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />;
  } else {
    body = (
      <Stack gap="4" aria-busy={profile.isRefetching}>
        <RefreshFailure query={profile} fallback={t('tax.fetchError')} />
        <ProfileDetails profile={profile.data} verifying={verifying} onVerify={verifyField} />
      </Stack>
    );
  }

  return (
    <Dialog.Content>
      <Dialog.Header flexDirection="column" gap="1" pe="12" borderBottomWidth="1px">
        <Dialog.Title wordBreak="break-word">{t('tax.title', { name: connectorLabel(connector) })}</Dialog.Title>
        <Dialog.Description>{t('tax.description')}</Dialog.Description>
      </Dialog.Header>
      <Dialog.Body pt="5">{body}</Dialog.Body>
      <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" pt="3">
        {verify.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {verifyErrorMessage(verify.error, t)}
          </Text>
        ) : null}
        {verify.isSuccess ? (
          <Text role="status" color="green.700" fontSize="sm">
            {verifiedMessage(verify.variables.field, t)}
          </Text>
        ) : null}
        <Flex justify="flex-end">
          <Button variant="outline" disabled={verify.isPending} onClick={onClose}>
            {t('tax.done')}
          </Button>
        </Flex>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('tax.close')} disabled={verify.isPending} />
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
  const t = useT();
  const { pan, gstin, bank_account: account, updated_at: updatedAt } = profile;
  // The profile as loaded is what the reviewer checks: its `updated_at` goes with the verification.
  const verifyOf = (field: TaxProfileField) => (updatedAt === null ? undefined : () => onVerify(field, updatedAt));
  const fieldProps = (field: TaxProfileField) => ({ field, verifying, onVerify: verifyOf(field) });
  return (
    <Stack gap="4">
      {profile.payout_hold ? (
        <Alert.Root status="warning" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>{t('connector.held', { reason: profile.payout_hold })}</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>{t('tax.notHeld')}</Alert.Title>
        </Alert.Root>
      )}
      <Box as="dl">
        <DetailItem label={t('tax.tdsRate')}>{tdsRateText(profile, t)}</DetailItem>
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
            <DetailItem label={t('tax.accountNumber')}>{account.account_number_masked}</DetailItem>
            <DetailItem label={t('tax.ifsc')}>{account.ifsc}</DetailItem>
            <DetailItem label={t('tax.accountHolder')}>{account.holder_name}</DetailItem>
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
  const t = useT();
  const titleId = useId();
  const name = taxFieldName(field, t);
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
                {verificationText(verification, t)}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">{t('tax.notOnFile')}</Text>
          )}
        </Stack>
        {canVerify ? (
          <Button
            size="sm"
            colorPalette="brand"
            aria-label={field === 'bank_account' ? t('tax.verifyBankAccount') : t('tax.verifyField', { field: name })}
            loading={verifying === field}
            loadingText={t('tax.verify')}
            disabled={verifying !== null}
            onClick={onVerify}
          >
            {t('tax.verify')}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
