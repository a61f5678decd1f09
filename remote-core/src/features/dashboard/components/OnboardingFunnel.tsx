import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackOfficeDashboard } from 'shared-contracts';
import { Box, Card, Flex, Heading, Link, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';
import { funnelSteps } from '../model/staffFigures';

/**
 * Connectors from created to first approval: each step's count, its share of those created as a bar
 * (plain boxes: a funnel of five numbers needs no chart library) and where its people are.
 */
export function OnboardingFunnel({ onboarding }: { onboarding: BackOfficeDashboard['onboarding'] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          {t('funnel.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('funnel.text')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" aria-label={t('funnel.label')} gap="3" listStyleType="none">
          {funnelSteps(onboarding, t).map((step) => (
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
