import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { TaxProfile } from 'shared-contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  DetailItem,
  ErrorState,
  ErrorText,
  HStack,
  LoadingState,
  RefreshFailure,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from 'shared-ui';
import { TAX_PROFILE_FETCH_ERROR, useTaxProfile } from '../api/taxProfile';
import { useT, type ProfileMessageId } from '../i18n';
import { payoutHoldNotice, tdsLine, verificationState, type VerificationState } from '../model/taxProfileForm';
import { TaxProfileCardHeader } from './TaxProfileCardFrame';
import { TaxProfileEditFields } from './TaxProfileEditFields';
import { useTaxProfileEditor } from './useTaxProfileEditor';

const BADGES: Record<VerificationState, { label: ProfileMessageId; palette: string }> = {
  verified: { label: 'tax.verified', palette: 'green' },
  awaiting: { label: 'tax.awaiting', palette: 'orange' },
};

function VerificationBadge({ state }: { state: VerificationState }) {
  const t = useT();
  const { label, palette } = BADGES[state];
  return (
    <Badge colorPalette={palette} variant="subtle" data-palette={palette}>
      {t(label)}
    </Badge>
  );
}

/** A stored value with the back office's verification beside it. */
function ValueWithVerification({ value, detail }: { value: string; detail: { verification: unknown } }) {
  const state = verificationState(detail);
  return (
    <HStack as="span" gap="2" wrap="wrap">
      <span>{value}</span>
      {state ? <VerificationBadge state={state} /> : null}
    </HStack>
  );
}

/** The read view: each detail with its verification, the payout hold when there is one, and the TDS rate. */
function TaxProfileDetails({ profile }: { profile: TaxProfile }) {
  const t = useT();
  const { pan, gstin, bank_account: account } = profile;
  return (
    <Stack gap="4">
      {profile.payout_hold !== null ? (
        <Alert.Root status="warning" size="sm" role="note">
          <Alert.Indicator />
          <Alert.Title>{payoutHoldNotice(profile.payout_hold, t)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <DetailItem label={t('tax.pan')} muted={pan === null}>
          {pan ? <ValueWithVerification value={pan.value} detail={pan} /> : t('tax.notOnFile')}
        </DetailItem>
        <DetailItem label={t('tax.gstin')} muted={gstin === null}>
          {gstin ? <ValueWithVerification value={gstin.value} detail={gstin} /> : t('tax.notRegistered')}
        </DetailItem>
        <DetailItem label={t('tax.bankAccount')} muted={account === null}>
          {account ? <ValueWithVerification value={account.account_number_masked} detail={account} /> : t('tax.notOnFile')}
        </DetailItem>
        {account ? (
          <>
            <DetailItem label={t('tax.ifsc')}>{account.ifsc}</DetailItem>
            <DetailItem label={t('tax.holder')}>{account.holder_name}</DetailItem>
          </>
        ) : null}
      </SimpleGrid>
      <Text fontSize="sm">{tdsLine(profile, t)}</Text>
    </Stack>
  );
}

interface TaxProfileContentProps {
  profile: TaxProfile;
  titleId: string;
  onEditingStart: () => void;
}

function TaxProfileContent({ profile, titleId, onEditingStart }: TaxProfileContentProps) {
  const t = useT();
  const editor = useTaxProfileEditor(profile);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back in the read view, focus returns to Edit: the Save or Cancel button that had it is gone.
  useEffect(() => {
    if (wasEditing.current && !editor.isEditing) editButton.current?.focus();
    wasEditing.current = editor.isEditing;
  }, [editor.isEditing]);

  const startEditing = () => {
    onEditingStart();
    editor.startEditing();
  };
  // A form of its own (outside the page's profile form): Enter in a field saves these details only.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.save();
  };

  return (
    <>
      <TaxProfileCardHeader
        titleId={titleId}
        action={
          editor.isEditing ? null : (
            <Button ref={editButton} type="button" variant="outline" size="sm" onClick={startEditing}>
              {t('tax.edit')}
            </Button>
          )
        }
      />
      <Card.Body pt="0">
        {editor.isEditing ? (
          <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={submit} aria-label={t('tax.editForm')}>
            <TaxProfileEditFields
              values={editor.values}
              errors={editor.errors}
              accountOnFile={profile.bank_account?.account_number_masked}
              disabled={editor.isSaving}
              onChange={editor.changeField}
            />
            {editor.errors.form !== undefined ? <ErrorText message={editor.errors.form} /> : null}
            <HStack gap="3">
              <Button type="submit" colorPalette="brand" loading={editor.isSaving} loadingText={t('actions.saving')}>
                {t('actions.save')}
              </Button>
              <Button type="button" variant="outline" onClick={editor.cancel} disabled={editor.isSaving}>
                {t('actions.cancel')}
              </Button>
            </HStack>
          </chakra.form>
        ) : (
          <TaxProfileDetails profile={profile} />
        )}
      </Card.Body>
    </>
  );
}

export interface TaxProfileCardProps {
  /** Editing has started: the page loads its toaster, which the save's toast needs. */
  onEditingStart: () => void;
}

/**
 * "Tax and payout details" (docs/payout-taxes.md): the connector's PAN, GSTIN and payout bank
 * account with the back office's verification of each, why payouts are held if they are, and the
 * TDS rate of their commission; Edit changes them with the current password.
 */
export function TaxProfileCard({ onEditingStart }: TaxProfileCardProps) {
  const t = useT();
  // Read as the card mounts: the page draws it only once its first frame is on screen, so the read
  // never counts in the page's load.
  const taxProfile = useTaxProfile();
  const profile = taxProfile.data;
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      {profile ? (
        <>
          <TaxProfileContent profile={profile} titleId={titleId} onEditingStart={onEditingStart} />
          {/* A later read that failed: the details shown are the ones read before. */}
          {taxProfile.isError ? (
            <Card.Footer pt="0">
              <RefreshFailure query={taxProfile} fallback={t(TAX_PROFILE_FETCH_ERROR)} />
            </Card.Footer>
          ) : null}
        </>
      ) : (
        <>
          <TaxProfileCardHeader titleId={titleId} />
          <Card.Body pt="0">
            {taxProfile.isError ? (
              <ErrorState
                error={taxProfile.error}
                fallback={t(TAX_PROFILE_FETCH_ERROR)}
                onRetry={() => void taxProfile.refetch()}
                retrying={taxProfile.isRefetching}
              />
            ) : (
              <LoadingState label={t('tax.loading')} />
            )}
          </Card.Body>
        </>
      )}
    </Card.Root>
  );
}
