import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@chakra-ui/react/input';
import { FormField } from '../components/FormField';
import { UiProvider } from '../theme/UiProvider';
import { Combobox } from './Combobox';
import { ConfirmDialog, DialogFrame, FormDialog } from './Dialogs';

type Errors = Partial<Record<'name' | 'city', string>>;
type Answer = (errors: Errors, general?: string) => void;
/** Called when the form sends: `answer` settles the request; `markWhilePending` draws messages while it still runs. */
type Sent = (answer: Answer, markWhilePending: (errors: Errors) => void) => void;

/**
 * A dialog with two fields. Save checks that the name is filled (the form's own rule); when it
 * is, it "sends" the request, which the test answers with `answer` (the server's messages).
 */
function SaveDialog({ onClose = () => {}, onSent = () => {} }: { onClose?: () => void; onSent?: Sent }) {
  const [open, setOpen] = useState(true);
  return (
    <UiProvider>
      <DialogFrame
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <SaveForm onCancel={() => setOpen(false)} onSent={onSent} />
      </DialogFrame>
    </UiProvider>
  );
}

function SaveForm({ onCancel, onSent }: { onCancel: () => void; onSent: Sent }) {
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = () => {
    if (name.trim() === '') {
      setErrors({ name: 'Required.' });
      return;
    }
    setErrors({});
    setPending(true);
    onSent((answer, message) => {
      setPending(false);
      setErrors(answer);
      setGeneral(message);
    }, (answer) => setErrors(answer));
  };
  return (
    <FormDialog title="Add branch" description="Enter the branch below." submitLabel="Save" pendingLabel="Saving..." pending={pending} error={general} onSubmit={submit} onCancel={onCancel}>
      <FormField id="branch-name" label="Name" error={errors.name} required>
        {(control) => <Input {...control} disabled={pending} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField id="branch-city" label="City" error={errors.city}>
        {(control) => (
          <Combobox
            control={control}
            value={city}
            disabled={pending}
            options={[
              { value: 'pune', label: 'Pune' },
              { value: 'nashik', label: 'Nashik' },
            ]}
            onChange={setCity}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

let scrolledIntoView: HTMLElement[];
beforeEach(() => {
  scrolledIntoView = [];
  // jsdom does not lay out: record what would be scrolled into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolledIntoView.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('FormDialog', () => {
  it('shows the title, the description, the fields, Cancel and the submit button', async () => {
    render(<SaveDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    expect(dialog).toHaveAccessibleDescription('Enter the branch below.');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("moves focus to the first field the form's rules refuse, scrolled into view", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SaveDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleErrorMessage('Required.');
    expect(scrolledIntoView.some((element) => element.contains(name) && element.textContent?.includes('Name'))).toBe(true);
  });

  it("after the server's answer, moves focus to the first field it names once the fields are enabled again", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: Answer = () => {};
    render(<SaveDialog onSent={(respond) => (answer = respond)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kothrud');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const city = within(dialog).getByRole('combobox', { name: 'City' });
    expect(city).toBeDisabled();
    act(() => answer({ city: 'Choose a city we serve.' }, 'The branch could not be saved.'));

    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleErrorMessage('Choose a city we serve.');
    expect(scrolledIntoView.some((element) => element.contains(city))).toBe(true);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The branch could not be saved.');
  });

  it('waits for the fields to be enabled when the messages are drawn before the request settles', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: Answer = () => {};
    let markWhilePending: (errors: Errors) => void = () => {};
    render(
      <SaveDialog
        onSent={(respond, mark) => {
          answer = respond;
          markWhilePending = mark;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kothrud');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const city = within(dialog).getByRole('combobox', { name: 'City' });

    act(() => markWhilePending({ city: 'Choose a city we serve.' }));
    // Time for anything scheduled to run (a focus attempted now would fail: the field is disabled).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(city).toBeDisabled();
    expect(city).not.toHaveFocus();

    act(() => answer({ city: 'Choose a city we serve.' }));
    await waitFor(() => expect(city).toHaveFocus());
  });

  it('cannot be closed while the request is in flight', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    let answer: Answer = () => {};
    render(<SaveDialog onClose={onClose} onSent={(respond) => (answer = respond)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kothrud');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add branch' })).toBeInTheDocument();

    act(() => answer({}));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("Escape in an open combobox closes the combobox's list, not the dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    render(<SaveDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    const city = within(dialog).getByRole('combobox', { name: 'City' });
    await user.click(city);
    expect(city).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  function Confirm({ pending = false, error, onConfirm = () => {}, onClose = () => {} }: { pending?: boolean; error?: string; onConfirm?: () => void; onClose?: () => void }) {
    return (
      <UiProvider>
        <ConfirmDialog open title="Deactivate Aarav Sharma?" confirmLabel="Deactivate" confirmPalette="red" pending={pending} error={error} onConfirm={onConfirm} onClose={onClose}>
          Aarav Sharma can no longer sign in.
        </ConfirmDialog>
      </UiProvider>
    );
  }

  it('asks as an alert dialog, with what confirming does, Cancel and the action', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<Confirm onConfirm={onConfirm} onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Aarav Sharma?' });
    expect(dialog).toHaveAccessibleDescription('Aarav Sharma can no longer sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows why the action failed above the buttons, and waits while it runs', async () => {
    const { rerender } = render(<Confirm error="This employee still manages a team." />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This employee still manages a team.');
    rerender(<Confirm pending />);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
