import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../components/FormField';
import { UiProvider } from '../theme/UiProvider';
import { Combobox, type ComboboxOption } from './Combobox';
import type { SelectItems } from './Select';

const LOANS: SelectItems<ComboboxOption> = [
  {
    label: 'Home Loan',
    options: [
      { value: '1', label: 'Home Loan — HDFC Bank', listLabel: 'HDFC Bank' },
      { value: '2', label: 'Home Loan — ICICI Bank', listLabel: 'ICICI Bank' },
    ],
  },
  {
    label: 'Personal Loan',
    options: [
      { value: '3', label: 'Personal Loan — Axis Bank', listLabel: 'Axis Bank' },
      { value: '4', label: 'Personal Loan — HDFC Bank', listLabel: 'HDFC Bank' },
    ],
  },
];

function LoanField({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <UiProvider>
      <FormField id="loan" label="Loan Type" required>
        {(control) => (
          <Combobox
            control={control}
            name="loan_type"
            value={value}
            options={LOANS}
            placeholder="Search loan types"
            noMatchText="No loan type matches."
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        )}
      </FormField>
      <button type="button">Elsewhere</button>
    </UiProvider>
  );
}

function setup(props: Parameters<typeof LoanField>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  render(<LoanField {...props} />);
  return { user, input: screen.getByRole('combobox', { name: /^Loan Type/ }) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? option.textContent);

describe('Combobox', () => {
  it('opens a listbox named by its field, with the options under their group headings', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Search loan types');

    await user.click(input);
    const listbox = screen.getByRole('listbox', { name: /^Loan Type/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const home = within(listbox).getByRole('group', { name: 'Home Loan' });
    expect(within(home).getAllByRole('option').map((option) => option.textContent)).toEqual(['HDFC Bank', 'ICICI Bank']);
    // Each option keeps its whole name, so it reads right outside its group too.
    expect(within(home).getByRole('option', { name: 'Home Loan — HDFC Bank' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Personal Loan' })).toBeInTheDocument();
  });

  it('filters by every typed word, in the option or its group heading, and Enter chooses the first match', async () => {
    const onChange = jest.fn();
    const { user, input } = setup({ onChange });

    await user.type(input, 'hdfc');
    expect(optionNames()).toEqual(['Home Loan — HDFC Bank', 'Personal Loan — HDFC Bank']);
    await user.type(input, ' personal');
    expect(optionNames()).toEqual(['Personal Loan — HDFC Bank']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Personal Loan — HDFC Bank' }).id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('4');
    expect(input).toHaveValue('Personal Loan — HDFC Bank');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="loan_type"]')).toHaveValue('4');
  });

  it('moves through the list with the arrow keys, wrapping at the ends', async () => {
    const onChange = jest.fn();
    const { user, input } = setup({ onChange });
    act(() => input.focus());

    await user.keyboard('{ArrowDown}');
    const highlighted = () => screen.getByRole('option', { selected: true });
    expect(highlighted()).toHaveAccessibleName('Home Loan — HDFC Bank');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveAccessibleName('Personal Loan — Axis Bank');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(highlighted()).toHaveAccessibleName('Personal Loan — HDFC Bank');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted().id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('4');

    // Reopened, the list starts at the chosen option.
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveAccessibleName('Personal Loan — HDFC Bank');
  });

  it('Escape closes the list and puts back the chosen option', async () => {
    const { user, input } = setup({ initial: '2' });
    expect(input).toHaveValue('Home Loan — ICICI Bank');

    await user.clear(input);
    await user.type(input, 'axis');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Home Loan — ICICI Bank');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'gold');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No loan type matches.');
  });

  it('chooses an option with a click', async () => {
    const onChange = jest.fn();
    const { user, input } = setup({ onChange });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Home Loan — ICICI Bank' }));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(input).toHaveValue('Home Loan — ICICI Bank');
    expect(input).toHaveFocus();
  });

  it('on leaving, takes an option whose whole name was typed, clears an emptied choice, and otherwise keeps the chosen one', async () => {
    const onChange = jest.fn();
    const { user, input } = setup({ initial: '1', onChange });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });

    await user.clear(input);
    await user.type(input, 'personal loan — axis bank');
    await user.click(elsewhere);
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect(input).toHaveValue('Personal Loan — Axis Bank');

    await user.clear(input);
    await user.type(input, 'axis');
    await user.click(elsewhere);
    expect(input).toHaveValue('Personal Loan — Axis Bank');

    await user.clear(input);
    await user.click(elsewhere);
    expect(onChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('is disabled when asked', () => {
    render(
      <UiProvider>
        <Combobox aria-label="Loan Type" value="" options={LOANS} disabled onChange={() => {}} />
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Loan Type' })).toBeDisabled();
  });
});
