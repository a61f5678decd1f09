import { useId, useMemo, useState } from 'react';
import { Box, Card, Flex, Heading, Stack, Text } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { DownloadFileButton } from '../../../common/components/DownloadFileButton';
import { fetchStatementPdf, statementFileName } from '../api/statementPdf';
import { useT } from '../i18n';
import { monthLabel, statementMonths } from '../model/statementMonths';

/**
 * The monthly commission statement (a PDF the server draws from the ledger): a month, the current one
 * at first, and its download. The figures are those of this page.
 */
export function StatementDownload() {
  const t = useT();
  const titleId = useId();
  // The months when the page opened: a page left open across a month's end keeps its choice.
  const months = useMemo(() => statementMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] ?? '');
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm" maxW={{ lg: 'xl' }}>
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm" id={titleId}>
            {t('statement.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('statement.text')}
          </Text>
        </Stack>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box width={{ base: 'full', sm: '52' }}>
            <FormField id="statement-month" label={t('statement.month')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="statement_month"
                  value={month}
                  options={months.map((value) => ({ value, label: monthLabel(value) }))}
                  onChange={setMonth}
                />
              )}
            </FormField>
          </Box>
          <DownloadFileButton
            size="sm"
            label={t('statement.download')}
            fetchFile={() => fetchStatementPdf(month)}
            fileName={statementFileName(month)}
            failure={t('statement.failed')}
          />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
