/* eslint-disable portal/no-literal-text -- the brand's name is the same in every language */
import { Box, HStack, Text } from 'shared-ui/sign-in';

/**
 * The portal's mark and wordmark, inline (no image request). Next to the bell and Logout on a phone
 * the wordmark is a size smaller; should the bar still be too narrow (a wider Logout in Hindi, a
 * small phone) it goes on two lines, "Connector" above "Portal", rather than be cut off. The brand's
 * name is not translated (`translate="no"`: nor by a browser's page translation).
 */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const mark = size === 'lg' ? 40 : 32;
  return (
    <HStack gap="2.5" aria-label="Connector Portal" role="img" minW="0" htmlTranslate="no">
      {/* The mark never shrinks; a style prop, not a style attribute, which the content security policy refuses. */}
      <Box display="inline-flex" flexShrink="0">
        <svg width={mark} height={mark} viewBox="0 0 40 40" aria-hidden="true">
          <rect width="40" height="40" rx="10" fill="#1f5fa8" />
          <path d="M12 20a8 8 0 0 1 13.7-5.6" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" />
          <path d="M28 20a8 8 0 0 1-13.7 5.6" stroke="#9cc2ed" strokeWidth="3.2" fill="none" strokeLinecap="round" />
          <circle cx="26" cy="14" r="2.6" fill="#fff" />
          <circle cx="14" cy="26" r="2.6" fill="#9cc2ed" />
        </svg>
      </Box>
      <Text
        as="span"
        fontWeight="bold"
        fontSize={size === 'lg' ? '2xl' : { base: 'md', sm: 'lg' }}
        color="gray.900"
        letterSpacing="-0.01em"
        lineHeight="1.15"
        minW="0"
      >
        Connector{' '}
        <Text as="span" color="brand.500">
          Portal
        </Text>
      </Text>
    </HStack>
  );
}
