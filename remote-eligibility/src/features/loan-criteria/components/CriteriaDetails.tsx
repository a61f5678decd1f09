import { useId } from 'react';
import { Badge, Box, Flex, Heading, SimpleGrid, Text } from 'shared-ui';
import type { CriteriaSection } from '../model/criteriaDetails';

function SectionBody({ section }: { section: CriteriaSection }) {
  switch (section.type) {
    case 'facts':
      return (
        <Box as="dl" display="flex" flexDirection="column" gap={2}>
          {section.facts.map((fact) => (
            <Flex key={fact.label} direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: 0, sm: 4 }}>
              <Text as="dt" color="fg.muted" fontSize="sm">
                {fact.label}
              </Text>
              <Text as="dd" fontWeight="medium" fontSize="sm" textAlign={{ base: 'start', sm: 'end' }}>
                {fact.value}
              </Text>
            </Flex>
          ))}
        </Box>
      );
    case 'tags':
      return section.values.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {section.emptyText}
        </Text>
      ) : (
        <Flex as="ul" wrap="wrap" gap={2} listStyleType="none">
          {section.values.map((value) => (
            <Box as="li" key={value}>
              <Badge variant="subtle" colorPalette="blue">
                {value}
              </Badge>
            </Box>
          ))}
        </Flex>
      );
    case 'list':
      return section.values.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {section.emptyText}
        </Text>
      ) : (
        <Box as="ul" ps={5} listStyleType="disc" fontSize="sm">
          {section.values.map((value) => (
            <Box as="li" key={value} py={0.5}>
              {value}
            </Box>
          ))}
        </Box>
      );
  }
}

function CriteriaSectionCard({ section }: { section: CriteriaSection }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle">
      <Heading as="h3" id={headingId} size="sm" mb={3}>
        {section.title}
      </Heading>
      <SectionBody section={section} />
    </Box>
  );
}

/** The sections of one bank's criteria, one column on narrow screens and two from md up. */
export function CriteriaDetails({ sections }: { sections: CriteriaSection[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      {sections.map((section) => (
        <CriteriaSectionCard key={section.title} section={section} />
      ))}
    </SimpleGrid>
  );
}
