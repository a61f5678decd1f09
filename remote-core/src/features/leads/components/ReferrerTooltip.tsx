import { Box, Text, chakra } from 'shared-ui';
import { Portal, Tooltip } from 'shared-ui/widgets';
import { useT } from '../i18n';
import { referrerDetailLines, type LeadRow } from '../model/leadRows';
import { TOOLTIP_OPEN_DELAY_MS } from '../model/tooltipTiming';
import { useSkipDelayTooltip } from './useSkipDelayTooltip';

/**
 * The "Referred By" name in the table; hovering (or focusing) it shows when the lead was created, by
 * whom, and the referrer's employee id. Opens after 700 ms, at once within 300 ms of another
 * closing. Cards (below 1024px, no hover) list these details instead (referrerCardFacts).
 */
export function ReferrerTooltip({ row }: { row: LeadRow }) {
  const t = useT();
  const tooltip = useSkipDelayTooltip();
  return (
    <Tooltip.Root
      open={tooltip.open}
      onOpenChange={tooltip.onOpenChange}
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={0}
      positioning={{ placement: 'top' }}
    >
      <Tooltip.Trigger asChild onPointerEnter={tooltip.onPointerEnter}>
        <chakra.span
          tabIndex={0}
          cursor="help"
          textDecoration="underline"
          textDecorationStyle="dotted"
          textUnderlineOffset="3px"
          borderRadius="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          {row.referredBy}
        </chakra.span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" px="3" py="2">
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="xs">
              {referrerDetailLines(row.referrer, t).map((line) => (
                <Box key={line.label} display="contents">
                  <Text as="dt" opacity={0.8}>
                    {line.label}
                  </Text>
                  <Text as="dd" fontWeight="semibold">
                    {line.value}
                  </Text>
                </Box>
              ))}
            </Box>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
