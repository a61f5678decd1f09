import { useBanks } from '../../catalogue/api/banks';
import { useT } from '../i18n';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';

/** The list's bank (kept in the URL and shared by the tabs). */
export function BankFilter({ id, value, onChange }: { id: string; value: string; onChange: (bank: string) => void }) {
  const t = useT();
  const banks = useBanks();
  return (
    <CatalogueSelect
      id={id}
      label={t('select.bank')}
      value={value}
      options={(banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }))}
      placeholder={optionsPlaceholder(banks, 'banks', t)}
      disabled={!banks.isSuccess}
      onChange={onChange}
    />
  );
}
