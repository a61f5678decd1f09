import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { FormField, SelectControl } from './FormField';

const OPTIONS = [
  { value: 'METRO', label: 'Metro' },
  { value: 'RURAL', label: 'Rural' },
];

describe('FormField', () => {
  it('labels its control, shows the hint, and replaces it with the error, wired for assistive technology', async () => {
    const { rerender } = render(
      <UiProvider>
        <FormField id="city" label="City" helper="Where the customer lives" required>
          {(control) => <SelectControl control={control} value="" options={OPTIONS} placeholder="Choose" onChange={() => {}} />}
        </FormField>
      </UiProvider>,
    );
    const select = await screen.findByRole('combobox', { name: /City/ });
    await waitFor(() => expect(select).toHaveAccessibleDescription('Where the customer lives'));
    expect(select).toHaveAccessibleDescription('Where the customer lives');
    rerender(
      <UiProvider>
        <FormField id="city" label="City" helper="Where the customer lives" error="Choose a city." required>
          {(control) => <SelectControl control={control} value="" options={OPTIONS} placeholder="Choose" onChange={() => {}} />}
        </FormField>
      </UiProvider>,
    );
    expect(await screen.findByText('Choose a city.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAccessibleErrorMessage('Choose a city.');
    expect(screen.queryByText('Where the customer lives')).not.toBeInTheDocument();
  });

  it('reports the chosen option', async () => {
    const onChange = jest.fn();
    render(
      <UiProvider>
        <FormField id="city" label="City">
          {(control) => <SelectControl control={control} value="" options={OPTIONS} placeholder="Choose" onChange={onChange} />}
        </FormField>
      </UiProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'RURAL');
    expect(onChange).toHaveBeenCalledWith('RURAL');
  });
});
