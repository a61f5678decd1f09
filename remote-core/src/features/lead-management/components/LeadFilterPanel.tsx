import { useState, type FormEvent } from 'react';
import { Button, Card, Flex, Input, SimpleGrid, leadStatusText } from 'shared-ui';
import { FormField, Select, type SelectOption } from 'shared-ui/widgets';
import { useBanks } from '../../catalogue/api/banks';
import { useLoanTypes } from '../../catalogue/api/loanTypes';
import { useTerritories } from '../api/territories';
import { useT } from '../i18n';
import { idleDaysOptions, territoryOptions } from '../model/filterOptions';
import { EMPTY_LEAD_FILTERS, LEAD_STATUS_OPTIONS, changedRangeError, cleanFilters, dateRangeError, type LeadFilterField, type LeadFilters } from '../model/leadFilters';

interface LeadFilterPanelProps {
  /** The filters in force (from the URL); the form starts from them. */
  applied: LeadFilters;
  onApply: (filters: LeadFilters) => void;
  onReset: () => void;
}

function placeholderOf(state: { isPending: boolean; isError: boolean }, loading: string, failed: string, any: string): string {
  if (state.isPending) return loading;
  if (state.isError) return failed;
  return any;
}

/**
 * The filters: customer, status, connector, bank, loan type, territory, the creation dates, how long
 * a lead has been idle and the dates its status was set (the last three are what the dashboards' links
 * carry, so a list opened from a figure shows why it holds what it holds). Nothing is fetched while
 * typing; Apply Filters puts them in the URL (page 1), Reset clears them. The page remounts the panel
 * when the URL changes, so Back shows the filters of that entry.
 */
export function LeadFilterPanel({ applied, onApply, onReset }: LeadFilterPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState<LeadFilters>(applied);
  const banks = useBanks();
  const loanTypes = useLoanTypes();
  const territories = useTerritories();
  const statusOptions: SelectOption[] = LEAD_STATUS_OPTIONS.map((status) => ({ value: status, label: leadStatusText(status) }));
  const bankOptions: SelectOption[] = (banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  const loanTypeOptions: SelectOption[] = (loanTypes.data ?? []).map((loan) => ({ value: String(loan.id), label: loan.type }));
  const rangeError = dateRangeError(draft, t);
  const changedError = changedRangeError(draft, t);

  const change = (field: LeadFilterField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rangeError || changedError) return;
    onApply(cleanFilters(draft));
  };

  return (
    <Card.Root as="section" aria-label={t('filters.label')} size="sm">
      <Card.Body>
        <form noValidate onSubmit={submit} role="search" aria-label={t('filters.form')}>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
            <FormField id="lead-filter-search" label={t('filters.customer')}>
              {(control) => (
                <Input {...control} type="search" size="sm" bg="bg" name="search" placeholder={t('filters.customerPlaceholder')} maxLength={100} value={draft.search} onChange={(event) => change('search', event.target.value)} />
              )}
            </FormField>
            <FormField id="lead-filter-status" label={t('filters.status')}>
              {(control) => (
                <Select control={control} size="sm" name="status" value={draft.status} options={statusOptions} placeholder={t('filters.allStatuses')} onChange={(value) => change('status', value)} />
              )}
            </FormField>
            <FormField id="lead-filter-connector" label={t('filters.connector')}>
              {(control) => (
                <Input {...control} size="sm" bg="bg" name="connector" placeholder={t('filters.connectorPlaceholder')} maxLength={32} autoComplete="off" value={draft.connector} onChange={(event) => change('connector', event.target.value)} />
              )}
            </FormField>
            <FormField id="lead-filter-bank" label={t('filters.bank')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="bank"
                  value={draft.bank}
                  options={bankOptions}
                  placeholder={placeholderOf(banks, t('filters.banksLoading'), t('filters.banksFailed'), t('filters.allBanks'))}
                  disabled={!banks.isSuccess}
                  onChange={(value) => change('bank', value)}
                />
              )}
            </FormField>
            <FormField id="lead-filter-loan-type" label={t('filters.loanType')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="loan_type"
                  value={draft.loanType}
                  options={loanTypeOptions}
                  placeholder={placeholderOf(loanTypes, t('filters.loanTypesLoading'), t('filters.loanTypesFailed'), t('filters.allLoanTypes'))}
                  disabled={!loanTypes.isSuccess}
                  onChange={(value) => change('loanType', value)}
                />
              )}
            </FormField>
            <FormField id="lead-filter-created-from" label={t('filters.createdFrom')}>
              {(control) => (
                <Input {...control} type="date" size="sm" bg="bg" name="created_from" value={draft.createdFrom} onChange={(event) => change('createdFrom', event.target.value)} />
              )}
            </FormField>
            <FormField id="lead-filter-created-to" label={t('filters.createdTo')} error={rangeError}>
              {(control) => (
                <Input {...control} type="date" size="sm" bg="bg" name="created_to" value={draft.createdTo} onChange={(event) => change('createdTo', event.target.value)} />
              )}
            </FormField>
            <FormField id="lead-filter-territory" label={t('filters.territory')}>
              {(control) => (
                <Select
                  control={control}
                  size="sm"
                  name="territory"
                  value={draft.territory}
                  options={territoryOptions(territories.data, draft.territory, t)}
                  placeholder={placeholderOf(territories, t('filters.territoriesLoading'), t('filters.territoriesFailed'), t('filters.allTerritories'))}
                  // A territory a link chose stays shown (and can be cleared) even when the list could not be read.
                  disabled={!territories.isSuccess && draft.territory === ''}
                  onChange={(value) => change('territory', value)}
                />
              )}
            </FormField>
            <FormField id="lead-filter-idle" label={t('filters.idle')}>
              {(control) => (
                <Select control={control} size="sm" name="idle_days" value={draft.idleDays} options={idleDaysOptions(draft.idleDays, t)} placeholder={t('filters.any')} onChange={(value) => change('idleDays', value)} />
              )}
            </FormField>
            <FormField id="lead-filter-changed-from" label={t('filters.changedFrom')}>
              {(control) => (
                <Input {...control} type="date" size="sm" bg="bg" name="changed_from" value={draft.changedFrom} onChange={(event) => change('changedFrom', event.target.value)} />
              )}
            </FormField>
            <FormField id="lead-filter-changed-to" label={t('filters.changedTo')} error={changedError}>
              {(control) => (
                <Input {...control} type="date" size="sm" bg="bg" name="changed_to" value={draft.changedTo} onChange={(event) => change('changedTo', event.target.value)} />
              )}
            </FormField>
            <Flex gap="2" align="flex-end" wrap="wrap">
              <Button type="submit" size="sm" colorPalette="brand" disabled={rangeError !== undefined || changedError !== undefined}>
                {t('filters.apply')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  // The URL may already be empty (nothing applied yet): clear what was typed too.
                  setDraft(EMPTY_LEAD_FILTERS);
                  onReset();
                }}
              >
                {t('filters.reset')}
              </Button>
            </Flex>
          </SimpleGrid>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
