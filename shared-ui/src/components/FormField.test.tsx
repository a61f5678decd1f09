import { render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { Select } from '../page-kit/Select';
import { FormField } from './FormField';

const OPTIONS = [
  { value: 'METRO', label: 'Metro' },
  { value: 'RURAL', label: 'Rural' },
];

describe('FormField', () => {
  it('labels its control, shows the hint, and replaces it with the error, wired for assistive technology', async () => {
    const { rerender } = render(
      <UiProvider>
        <FormField id="city" label="City" helper="Where the customer lives" required>
          {(control) => <Select control={control} value="" options={OPTIONS} placeholder="Choose" onChange={() => {}} />}
        </FormField>
      </UiProvider>,
    );
    const select = await screen.findByRole('combobox', { name: /City/ });
    await waitFor(() => expect(select).toHaveAccessibleDescription('Where the customer lives'));
    expect(select).toHaveAccessibleDescription('Where the customer lives');
    rerender(
      <UiProvider>
        <FormField id="city" label="City" helper="Where the customer lives" error="Choose a city." required>
          {(control) => <Select control={control} value="" options={OPTIONS} placeholder="Choose" onChange={() => {}} />}
        </FormField>
      </UiProvider>,
    );
    expect(await screen.findByText('Choose a city.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAccessibleErrorMessage('Choose a city.');
    expect(screen.queryByText('Where the customer lives')).not.toBeInTheDocument();
  });
});
