import { Box, Button, Flex, Stack, Text, formatRupees } from 'shared-ui';
import { countValues, useT } from '../i18n';
import { FIGURE_LABELS, figureItems } from '../model/payoutRun';
import type { SelectionSummary } from '../model/payoutSelection';

interface SelectionBarProps {
  summary: SelectionSummary;
  onClear: () => void;
  onRun: () => void;
}

/** Sticks to the bottom of the view: what is chosen (its net, and the commission, TDS and GST in it), and Run payout. */
export function SelectionBar({ summary, onClear, onRun }: SelectionBarProps) {
  const t = useT();
  const blocked = summary.negative.length > 0;
  const parts = figureItems(summary, summary.gst !== 0).filter((item) => item.label !== 'Net');
  return (
    <Box position="sticky" bottom="0" zIndex="docked" bg="bg" borderWidth="1px" borderRadius="l2" boxShadow="md" px="4" py="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0" role="status" aria-label={t('selection.label')} aria-live="polite">
          <Text fontWeight="semibold">
            {t('selection.selected', { entries: summary.entries, amount: formatRupees(summary.net) })}
          </Text>
          <Text fontSize="sm" color={blocked ? 'red.600' : 'fg.muted'}>
            {blocked
              ? t('selection.negative', { connectors: summary.negative.join(', ') })
              : summary.entries > 0
                ? t('selection.to', countValues(summary.connectors))
                : t('selection.choose')}
          </Text>
          {summary.entries > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {parts.map((item) => `${t(FIGURE_LABELS[item.label])} ${item.value}`).join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Flex gap="2">
          <Button size="sm" variant="ghost" disabled={summary.entries === 0} onClick={onClear}>
            {t('selection.clear')}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={summary.entries === 0 || blocked || summary.net <= 0} onClick={onRun}>
            {t('selection.run')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
