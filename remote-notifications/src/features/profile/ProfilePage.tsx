import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Center, ErrorText, Spinner, Stack, Text, VStack, chakra, responseStatus } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { useOwnEmployeeDetail } from './api/employeeDetail';
import { ProfileActions } from './components/ProfileActions';
import { DocumentViewsCard } from './components/DocumentViewsCard';
import { ConsentCard } from './components/ConsentCard';
import { MyDataCard } from './components/MyDataCard';
import { PrivacyRequestsCard } from './components/PrivacyRequestsCard';
import { ProfileDetailsCard } from './components/ProfileDetailsCard';
import { ProfileHeader } from './components/ProfileHeader';
import { TeamStructureCard } from './components/TeamStructureCard';
import { useProfileEditor } from './components/useProfileEditor';

const FETCH_ERROR = 'Failed to fetch employee details';

// The toaster needs shared-ui/widgets, which the page's own module does not import (docs/pages.md,
// "A page's header first"). Nothing on the page needs them until someone edits: it is loaded then.
const ProfileToaster = lazy(() => import('./components/ProfileToaster').then((module) => ({ default: module.ProfileToaster })));

function ProfileContent({ employee }: { employee: EmployeeDetail }) {
  const editor = useProfileEditor(employee);
  // Kept once editing has started: the toast of the save comes after editing has ended.
  const [toasterWanted, setToasterWanted] = useState(false);
  if (editor.isEditing && !toasterWanted) setToasterWanted(true);
  // One form around the page: Save in the header submits it, and so does Enter in a field.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editor.isEditing) editor.save();
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="6"
      noValidate
      onSubmit={submit}
      aria-label={editor.isEditing ? 'Edit profile' : undefined}
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
      <TeamStructureCard employee={employee} />
      {employee.role === 'connector' ? <DocumentViewsCard /> : null}
      <MyDataCard />
      <ConsentCard />
      <PrivacyRequestsCard />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <ProfileToaster />
        </Suspense>
      ) : null}
    </chakra.form>
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
 * My Profile (/profile): the signed-in employee's details, editing of their own, and their team.
 * Nothing of it needs shared-ui/widgets but the toaster, loaded when editing starts.
 */
export default function ProfilePage() {
  const employeeQuery = useOwnEmployeeDetail();

  // isLoading: the first read is under way (never without a session, where the read is not made).
  if (employeeQuery.isLoading) {
    return (
      <ProfileStatus>
        <Spinner size="lg" />
        <Text color="fg.muted">Loading profile...</Text>
      </ProfileStatus>
    );
  }

  // A failed background refetch keeps the employee already shown (and any edit in progress).
  const employee = employeeQuery.data;
  if (employeeQuery.isError && employee === undefined && responseStatus(employeeQuery.error) !== 404) {
    return (
      <ProfileStatus>
        <ErrorText message={FETCH_ERROR} />
        <Button variant="outline" size="sm" onClick={() => void employeeQuery.refetch()}>
          Retry
        </Button>
      </ProfileStatus>
    );
  }

  if (employee === undefined) {
    return (
      <ProfileStatus>
        <Text color="fg.muted">No profile found</Text>
      </ProfileStatus>
    );
  }

  return <ProfileContent employee={employee} />;
}
