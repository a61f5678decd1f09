import { useId } from 'react';
import { Badge, Box, HStack, Heading, Stack, Text } from 'shared-ui';
import type { TeamMember } from 'shared-contracts';
import { MemberInitial } from './MemberInitial';
import { roleLabel } from '../../../common/model/roleLabel';
import { useT } from '../i18n';

function TeamMemberRow({ member }: { member: TeamMember }) {
  const t = useT();
  return (
    <HStack as="li" align="flex-start" gap="3" py="2">
      <MemberInitial name={member.username} />
      <Box minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">
          {member.username}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {member.employee_id}
          </Text>
          <Badge size="sm" variant="outline">
            {roleLabel(member.role)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {member.email || t('team.noEmail')}
        </Text>
      </Box>
    </HStack>
  );
}

interface TeamMemberListProps {
  title: string;
  members: TeamMember[];
}

/** A titled list of team members with its count; "None" when empty. */
export function TeamMemberList({ title, members }: TeamMemberListProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <HStack gap="2" mb="2">
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
        <Badge colorPalette="brand">
          {members.length}
        </Badge>
      </HStack>
      {members.length === 0 ? (
        <Text color="fg.muted">{t('team.none')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
          {members.map((member) => (
            <TeamMemberRow key={member.id} member={member} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
