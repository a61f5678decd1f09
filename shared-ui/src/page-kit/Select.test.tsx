import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../components/FormField';
import { UiProvider } from '../theme/UiProvider';
import { Select } from './Select';

const OPTIONS = [
  { value: 'METRO', label: 'Metro' },
  { value: 'RURAL', label: 'Rural' },
];

describe('Select', () => {
  it('reports the chosen option', async () => {
    const onChange = jest.fn();
    render(
      <UiProvider>
        <FormField id="city" label="City">
          {(control) => <Select control={control} value="" options={OPTIONS} placeholder="Choose" onChange={onChange} />}
        </FormField>
      </UiProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'RURAL');
    expect(onChange).toHaveBeenCalledWith('RURAL');
  });

  it('lists grouped options under their headings, after the placeholder', () => {
    render(
      <UiProvider>
        <Select
          aria-label="Territory"
          value="2"
          placeholder="No territory"
          options={[
            { label: 'Zones', options: [{ value: '1', label: 'West' }] },
            { label: 'States', options: [{ value: '2', label: 'Maharashtra (West)' }, { value: '3', label: 'Gujarat (West)' }] },
          ]}
          onChange={() => {}}
        />
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Territory' });
    expect(select).toHaveValue('2');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No territory', 'West', 'Maharashtra (West)', 'Gujarat (West)']);
    expect(within(select).getByRole('group', { name: 'States' })).toContainElement(screen.getByRole('option', { name: 'Gujarat (West)' }));
  });

  it('is disabled and required when asked', () => {
    render(
      <UiProvider>
        <Select aria-label="Role" value="" options={OPTIONS} disabled required onChange={() => {}} />
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeRequired();
  });
});
