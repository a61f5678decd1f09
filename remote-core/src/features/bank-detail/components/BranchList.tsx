import type { BankBranch } from 'shared-contracts';
import { Box, Card, Heading, SimpleGrid, useIsMobile, DetailItem } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ClickableRow } from '../../../common/components/ClickableRow';
import { LinkCard } from '../../../common/components/LinkCard';

const branchPath = (branch: BankBranch) => `/branch/${branch.id}`;

/** A bank's branches: a table on wide screens, cards below 1024px; each opens /branch/{id}. */
export function BranchList({ branches }: { branches: BankBranch[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Branches">
        {branches.map((branch) => (
          <li key={branch.id}>
            <LinkCard to={branchPath(branch)} label={branch.branch_name}>
              <Heading as="h3" size="sm">
                {branch.branch_name}
              </Heading>
              <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
                <DetailItem label="State">{branch.state}</DetailItem>
                <DetailItem label="Cluster">{branch.cluster}</DetailItem>
                <DetailItem label="Type">{branch.branch_type}</DetailItem>
                <DetailItem label="Pincode">{branch.pincode}</DetailItem>
                <Box gridColumn="span 2">
                  <DetailItem label="Address">{branch.address}</DetailItem>
                </Box>
              </SimpleGrid>
            </LinkCard>
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Branches" interactive size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Branch Name</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">State</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Cluster</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Address</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Pincode</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {branches.map((branch) => (
              <ClickableRow key={branch.id} to={branchPath(branch)}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {branch.branch_name}
                </Table.Cell>
                <Table.Cell>{branch.state}</Table.Cell>
                <Table.Cell>{branch.cluster}</Table.Cell>
                <Table.Cell>{branch.branch_type}</Table.Cell>
                <Table.Cell color="fg.muted">
                  <Box minW="48" maxW="sm" whiteSpace="normal">
                    {branch.address}
                  </Box>
                </Table.Cell>
                <Table.Cell>{branch.pincode}</Table.Cell>
              </ClickableRow>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
