import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard } from 'shared-contracts';
import { Box, Card, Flex, Heading, Link, Stack, Text } from 'shared-ui';
import { funnelSteps } from '../model/staffFigures';

/**
 * Connectors from created to first approval: each step's count, its share of those created as a bar
 * (plain boxes: a funnel of five numbers needs no chart library) and where its people are.
 */
export function OnboardingFunnel({ onboarding }: { onboarding: BackOfficeDashboard['onboarding'] }) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          Connector onboarding
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Active connectors, from created to their first approval.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" aria-label="Onboarding funnel" gap="3" listStyleType="none">
          {funnelSteps(onboarding).map((step) => (
            <Box as="li" key={step.key}>
              <Flex justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                <Text as="span" fontWeight="medium">
                  {step.label}: {step.count}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({step.share})
                  </Text>
                </Text>
                <Link asChild colorPalette="brand">
                  <RouterLink to={step.link.to} aria-label={`${step.label}: ${step.link.label}`}>
                    {step.link.label}
                  </RouterLink>
                </Link>
              </Flex>
              <Box height="2" borderRadius="full" bg="gray.100" marginTop="1" aria-hidden="true">
                <Box height="full" borderRadius="full" bg="blue.600" width={`${step.percent}%`} />
              </Box>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
