import { useId, useMemo, useState } from 'react';
import { Box, Card, Flex, Heading, Stack, Text } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { fetchTdsReport } from '../api/tdsReport';
import { useT } from '../i18n';
import {
  financialYearLabel,
  quarterAt,
  quarterLabel,
  quartersOffered,
  tdsReportFileName,
  withYear,
  yearsOffered,
  type QuarterNumber,
  type TdsQuarter,
} from '../model/tdsQuarter';
import { DownloadFileButton } from '../../../common/components/DownloadFileButton';

/**
 * The quarterly TDS report: a financial year and quarter (the current quarter in India time at
 * first) and the download of what was deducted from commission in it, per deductee, for Form 26Q.
 */
export function TdsReportCard() {
  const t = useT();
  const titleId = useId();
  // The quarter when the page opened: a page left open across midnight of a quarter's end keeps its choice.
  const current = useMemo(() => quarterAt(new Date()), []);
  const [picked, setPicked] = useState<TdsQuarter>(current);
  const yearOptions = yearsOffered(current).map((year) => ({ value: String(year), label: financialYearLabel(year) }));
  const quarterOptions = quartersOffered(picked.year, current).map((quarter) => ({ value: String(quarter), label: quarterLabel(quarter, t) }));

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm" id={titleId}>
            {t('tds.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('tds.text')}
          </Text>
        </Stack>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box width={{ base: 'full', sm: '40' }}>
            <FormField id="tds-report-year" label={t('tds.financialYear')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="financial_year"
                  value={String(picked.year)}
                  options={yearOptions}
                  onChange={(value) => setPicked((previous) => withYear(previous, Number(value), current))}
                />
              )}
            </FormField>
          </Box>
          <Box width={{ base: 'full', sm: '40' }}>
            <FormField id="tds-report-quarter" label={t('tds.quarter')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="quarter"
                  value={String(picked.quarter)}
                  options={quarterOptions}
                  onChange={(value) => setPicked((previous) => ({ ...previous, quarter: Number(value) as QuarterNumber }))}
                />
              )}
            </FormField>
          </Box>
          <Box width={{ base: 'full', sm: 'auto' }}>
            <DownloadFileButton
              label={t('tds.download')}
              fetchFile={() => fetchTdsReport(picked)}
              fileName={tdsReportFileName(picked)}
              failure={t('tds.downloadFailed')}
              size="sm"
            />
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
