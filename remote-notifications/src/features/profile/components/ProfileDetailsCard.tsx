import { Badge, Box, Card, HStack, SimpleGrid, Text, DetailItem } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { MemberInitial } from './MemberInitial';
import { ProfileEditFields } from './ProfileEditFields';
import type { ProfileEditor } from './useProfileEditor';
import { roleLabel } from '../../../common/model/roleLabel';

const NOT_SET = 'Not set';

interface ProfileDetailsCardProps {
  employee: EmployeeDetail;
  editor: ProfileEditor;
}

/** The employee's own details; in edit mode username and mobile number become inputs. */
export function ProfileDetailsCard({ employee, editor }: ProfileDetailsCardProps) {
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
              <DetailItem label="Username">{employee.username}</DetailItem>
              <DetailItem label="Mobile Number" muted={!employee.mobile_number}>
                {employee.mobile_number || NOT_SET}
              </DetailItem>
            </>
          )}
          <DetailItem label="Email" muted={!employee.email}>
            {employee.email || NOT_SET}
          </DetailItem>
          <DetailItem label="Role">{roleLabel(employee.role)}</DetailItem>
          <DetailItem label="Employee ID">{employee.employee_id}</DetailItem>
          {territory ? (
            <>
              <DetailItem label="Territory">{territory.name}</DetailItem>
              <DetailItem label="Territory Level" capitalize>
                {territory.level}
              </DetailItem>
            </>
          ) : null}
        </SimpleGrid>
        {editor.isEditing ? (
          <Text fontSize="sm" color="fg.muted">
            Email, role, employee ID and territory are managed by the back office.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
