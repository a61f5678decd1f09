import { useBanks } from '../../catalogue/api/banks';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';

/** The list's bank (kept in the URL and shared by the tabs). */
export function BankFilter({ id, value, onChange }: { id: string; value: string; onChange: (bank: string) => void }) {
  const banks = useBanks();
  return (
    <CatalogueSelect
      id={id}
      label="Bank"
      value={value}
      options={(banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }))}
      placeholder={optionsPlaceholder(banks, 'banks', 'Choose a bank')}
      disabled={!banks.isSuccess}
      onChange={onChange}
    />
  );
}
