import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { PrivacyNotice } from 'shared-contracts';
import { useT } from '../page-kit/i18n';
import { GrievanceOfficerContact } from './GrievanceOfficerContact';

interface PrivacyNoticeContentProps {
  notice: PrivacyNotice;
  /** The level of the sections' headings: 2 on a page of its own, 3 inside a page's card or dialog. */
  headingLevel?: 2 | 3;
}

/**
 * The privacy notice's text as the deployment wrote it (GET /auth/privacy-notice/): its summary, each
 * section's points, and the grievance officer. One rendering for the consent screen and the profile.
 * Marked with the notice's own language: a deployment without a Hindi notice serves the English one
 * on a Hindi page, and a screen reader must read it as English.
 */
export function PrivacyNoticeContent({ notice, headingLevel = 2 }: PrivacyNoticeContentProps) {
  const t = useT();
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack gap="5">
      <Text lang={notice.language}>{notice.summary}</Text>
      {notice.sections.map((section) => (
        <Box as="section" key={section.heading} lang={notice.language}>
          <Heading as={heading} size="md" mb="2">
            {section.heading}
          </Heading>
          <Stack as="ul" gap="1.5" ps="5" listStyleType="disc">
            {section.items.map((item) => (
              <Box as="li" key={item}>
                {item}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      <Box as="section">
        <Heading as={heading} size="md" mb="2">
          {t('privacy.grievanceOfficer')}
        </Heading>
        <GrievanceOfficerContact officer={notice.grievance_officer} />
      </Box>
    </Stack>
  );
}
