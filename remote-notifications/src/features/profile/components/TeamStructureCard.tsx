import { Card, SimpleGrid } from 'shared-ui';
import type { EmployeeDetail } from 'shared-contracts';
import { TeamMemberList } from './TeamMemberList';

/** The reporting hierarchy around the employee: who they report to and who reports to them. */
export function TeamStructureCard({ employee }: { employee: EmployeeDetail }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Team Structure</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <TeamMemberList title="Reporting Managers" members={employee.reporting_managers} />
          <TeamMemberList title="Reportees" members={employee.reportees} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
