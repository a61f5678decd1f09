import { Card, SimpleGrid } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { TeamMemberList } from './TeamMemberList';
import { useT } from '../i18n';

/** The reporting hierarchy around the employee: who they report to and who reports to them. */
export function TeamStructureCard({ employee }: { employee: EmployeeDetail }) {
  const t = useT();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('team.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <TeamMemberList title={t('team.managers')} members={employee.reporting_managers} />
          <TeamMemberList title={t('team.reportees')} members={employee.reportees} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
