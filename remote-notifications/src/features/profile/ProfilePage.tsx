import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Center, ErrorText, Spinner, Stack, Text, VStack, chakra, lazyAfterFirstFrame, responseStatus } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { useOwnEmployeeDetail } from './api/employeeDetail';
import { ProfileActions } from './components/ProfileActions';
import { DocumentViewsCard } from './components/DocumentViewsCard';
import { ConsentCard } from './components/ConsentCard';
import { MyDataCard } from './components/MyDataCard';
import { LanguageCard } from './components/LanguageCard';
import { PrivacyRequestsCard } from './components/PrivacyRequestsCard';
import { ProfileDetailsCard } from './components/ProfileDetailsCard';
import { ProfileHeader } from './components/ProfileHeader';
import { afterIdle } from '../../common/components/useIdleAfter';
import type { TaxProfileCardProps } from './components/TaxProfileCard';
import { TaxProfileCardLoading } from './components/TaxProfileCardFrame';
import { TeamStructureCard } from './components/TeamStructureCard';
import { useProfileEditor } from './components/useProfileEditor';
import { useT } from './i18n';

// The toaster needs shared-ui/widgets, which the page's own module does not import (docs/pages.md,
// "A page's header first"). Nothing on the page needs them until someone edits: it is loaded then.
const ProfileToaster = lazy(() => import('./components/ProfileToaster').then((module) => ({ default: module.ProfileToaster })));

// The tax card's details (its form, its read) are not needed for the page's first paint: their code
// stays out of the page's own module and is requested once the details are drawn and the browser is
// idle. The card's header is drawn with the page (TaxProfileCardLoading): in Hindi its description is the
// page's largest text. Requested as soon as their frame was on screen,
// the card's file and read still counted in the details' paint on a phone (docs/performance.md,
// "Reads of the parts below the first screen", "A lazy part's fallback stays where it was drawn").
const TaxProfileCard = lazyAfterFirstFrame<TaxProfileCardProps>(
  // The wait is inside the card's load, so the card's frame stays the one element drawn in its place until
  // the card replaces it: a second copy of its header would be a later largest paint.
  () => new Promise<void>((resolve) => afterIdle(resolve)).then(() => import('./components/TaxProfileCard')).then((module) => ({ default: module.TaxProfileCard })),
  TaxProfileCardLoading,
);

function ProfileContent({ employee }: { employee: EmployeeDetail }) {
  const t = useT();
  const editor = useProfileEditor(employee);
  // Kept once editing (of the profile or the tax details) has started: the toast of the save comes
  // after editing has ended.
  const [toasterWanted, setToasterWanted] = useState(false);
  if (editor.isEditing && !toasterWanted) setToasterWanted(true);
  const wantToaster = () => setToasterWanted(true);
  // The profile's form: Save in the header submits it, and so does Enter in a field. It holds the
  // header and the details card only: the tax card below has a form of its own, and forms do not nest.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editor.isEditing) editor.save();
  };
  return (
    <Stack gap="6">
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="6"
        noValidate
        onSubmit={submit}
        aria-label={editor.isEditing ? t('page.editForm') : undefined}
      >
        <ProfileHeader
          actions={
            <ProfileActions
              isEditing={editor.isEditing}
              isSaving={editor.isSaving}
              onEdit={editor.startEditing}
              onCancel={editor.cancel}
            />
          }
        />
        <ProfileDetailsCard employee={employee} editor={editor} />
      </chakra.form>
      {/* Payouts, and so tax on them, are a connector's: commission is paid to connectors only. */}
      {employee.role === 'connector' ? (
        // The card's own loading state holds its place until then, so nothing below it moves twice.
        <TaxProfileCard onEditingStart={wantToaster} />
      ) : null}
      <TeamStructureCard employee={employee} />
      {employee.role === 'connector' ? <DocumentViewsCard /> : null}
      <LanguageCard />
      <MyDataCard />
      <ConsentCard />
      <PrivacyRequestsCard />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <ProfileToaster />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function ProfileStatus({ children }: { children: ReactNode }) {
  return (
    <Stack gap="6">
      <ProfileHeader />
      <Center py="12">
        <VStack gap="3">{children}</VStack>
      </Center>
    </Stack>
  );
}

/**
 * My Profile (/profile): the signed-in employee's details, editing of their own, a connector's tax
 * and payout details, and their team. Nothing of it needs shared-ui/widgets but the toaster, loaded
 * when editing starts.
 */
export default function ProfilePage() {
  const t = useT();
  const employeeQuery = useOwnEmployeeDetail();

  // isLoading: the first read is under way (never without a session, where the read is not made).
  if (employeeQuery.isLoading) {
    return (
      <ProfileStatus>
        <Spinner size="lg" />
        <Text color="fg.muted">{t('page.loading')}</Text>
      </ProfileStatus>
    );
  }

  // A failed background refetch keeps the employee already shown (and any edit in progress).
  const employee = employeeQuery.data;
  if (employeeQuery.isError && employee === undefined && responseStatus(employeeQuery.error) !== 404) {
    return (
      <ProfileStatus>
        <ErrorText message={t('page.fetchError')} />
        <Button variant="outline" size="sm" onClick={() => void employeeQuery.refetch()}>
          {t('page.retry')}
        </Button>
      </ProfileStatus>
    );
  }

  if (employee === undefined) {
    return (
      <ProfileStatus>
        <Text color="fg.muted">{t('page.notFound')}</Text>
      </ProfileStatus>
    );
  }

  return <ProfileContent employee={employee} />;
}
