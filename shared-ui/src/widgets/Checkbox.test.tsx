import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { Checkbox } from '../widgets';

function Controlled({ initial }: { initial: boolean | 'indeterminate' }) {
  const [checked, setChecked] = useState(initial);
  return (
    <UiProvider>
      <button type="button" onClick={() => setChecked('indeterminate')}>
        Some
      </button>
      <Checkbox.Root checked={checked} colorPalette="brand" onCheckedChange={(details) => setChecked(details.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control data-testid="control" />
        <Checkbox.Label>Select all entries</Checkbox.Label>
      </Checkbox.Root>
    </UiProvider>
  );
}

describe('Checkbox (shared-ui/widgets)', () => {
  it('is a labelled checkbox styled by the portal system, toggled by a click', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={false} />);
    const box = screen.getByRole('checkbox', { name: 'Select all entries' });
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('control').className).toMatch(/chakra-checkbox__control/);
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
  });

  it('shows a partial state it changes to on the hidden input (not one it starts in: set that yourself)', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={false} />);
    await user.click(screen.getByRole('button', { name: 'Some' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all entries' })).toBePartiallyChecked());
  });
});
