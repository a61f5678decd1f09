import { Badge, Box, Card, HStack, SimpleGrid, Text, DetailItem } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { MemberInitial } from './MemberInitial';
import { ProfileEditFields } from './ProfileEditFields';
import type { ProfileEditor } from './useProfileEditor';
import { roleLabel } from '../../../common/model/roleLabel';
import { useT } from '../i18n';

interface ProfileDetailsCardProps {
  employee: EmployeeDetail;
  editor: ProfileEditor;
}

/** The employee's own details; in edit mode username and mobile number become inputs. */
export function ProfileDetailsCard({ employee, editor }: ProfileDetailsCardProps) {
  const t = useT();
  const territory = employee.assigned_territory;
  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="4" minW="0">
          <MemberInitial name={employee.username} size="lg" />
          <Box minW="0">
            <Card.Title as="h2" wordBreak="break-word">{employee.username}</Card.Title>
            <Badge colorPalette="brand" variant="subtle">
              {roleLabel(employee.role)}
            </Badge>
          </Box>
        </HStack>
      </Card.Header>
      <Card.Body gap="5">
        {editor.isEditing ? (
          <ProfileEditFields
            values={editor.values}
            errors={editor.errors}
            needsCurrentPassword={editor.needsCurrentPassword}
            disabled={editor.isSaving}
            onChange={editor.changeField}
          />
        ) : null}
        <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {editor.isEditing ? null : (
            <>
              <DetailItem label={t('details.username')}>{employee.username}</DetailItem>
              <DetailItem label={t('details.mobileNumber')} muted={!employee.mobile_number}>
                {employee.mobile_number || t('details.notSet')}
              </DetailItem>
            </>
          )}
          <DetailItem label={t('details.email')} muted={!employee.email}>
            {employee.email || t('details.notSet')}
          </DetailItem>
          <DetailItem label={t('details.role')}>{roleLabel(employee.role)}</DetailItem>
          <DetailItem label={t('details.employeeId')}>{employee.employee_id}</DetailItem>
          {territory ? (
            <>
              <DetailItem label={t('details.territory')}>{territory.name}</DetailItem>
              <DetailItem label={t('details.territoryLevel')} capitalize>
                {t('details.territoryLevelName', { level: territory.level })}
              </DetailItem>
            </>
          ) : null}
        </SimpleGrid>
        {editor.isEditing ? (
          <Text fontSize="sm" color="fg.muted">
            {t('details.managedByBackOffice')}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
