import { renderWithProviders } from 'shared-auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from 'shared-ui/widgets';
import CustomNotificationsPage from './CustomNotificationsPage';
import { CUSTOM_ALERT_PATH, FEATURE_UPDATE_PATH, serveCustom } from './testing/customApi';

jest.setTimeout(40_000);

const FORBIDDEN_MESSAGE = 'Only admins and directors can send custom notifications.';

type User = ReturnType<typeof userEvent.setup>;

/** The page with its form drawn (the form is the page's body, which follows its header). */
async function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<CustomNotificationsPage />, { route: '/custom_notifications', tokens: true });
  await screen.findByRole('button', { name: 'Send' });
  return user;
}

const send = () => screen.getByRole('button', { name: 'Send' });
const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });
const messageBox = () => screen.getByRole('textbox', { name: /^Message/ });

async function fillText(user: User, title = 'Diwali payout dates', message = 'Payouts run on **3 Nov**.\nPlan your leads.') {
  await user.type(titleBox(), title);
  // user-event reads [ and { as keys: paste the message instead.
  await user.click(messageBox());
  await user.paste(message);
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('Custom notifications', () => {
  it('sends a custom alert to everyone, toasts how many it reached and clears the form', async () => {
    const server = serveCustom();
    const user = await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Custom Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to notifications/ })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('radio', { name: /Custom alert/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(send()).toBeDisabled();

    await user.type(titleBox(), 'Diwali payout dates');
    expect(send()).toBeDisabled();
    await user.click(messageBox());
    await user.paste('Payouts run on **3 Nov**.\nPlan your leads. <b>not bold</b>');
    expect(send()).toBeEnabled();

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Diwali payout dates' })).toBeInTheDocument();
    expect(within(preview).getByText('3 Nov', { selector: 'strong' })).toBeInTheDocument();
    expect(preview.querySelector('br')).not.toBeNull();
    expect(preview.querySelector('b')).toBeNull();
    expect(preview).toHaveTextContent('Plan your leads. <b>not bold</b>');

    await user.click(send());
    await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Custom alert sent', description: 'Sent to 12 employees.', type: 'success' });
    expect(server.sends()).toEqual([
      {
        url: CUSTOM_ALERT_PATH,
        body: { title: 'Diwali payout dates', message: 'Payouts run on **3 Nov**.\nPlan your leads. <b>not bold</b>', audience: 'everyone' },
      },
    ]);
    await waitFor(() => expect(titleBox()).toHaveValue(''));
    expect(messageBox()).toHaveValue('');
    expect(send()).toBeDisabled();
  });

  it('sends a feature update to one role (Send waits for the role)', async () => {
    const server = serveCustom({ sent: 1 });
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: /Feature update/ }));
    await fillText(user, 'New: eligibility check', 'Try it from the sidebar.');
    await user.click(screen.getByRole('radio', { name: 'A role' }));
    expect(send()).toBeDisabled();
    const role = screen.getByRole('combobox', { name: /^Role/ });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Connector',
      'Relationship Manager',
      'Admin',
      'Director',
    ]);
    await user.selectOptions(role, 'Relationship Manager');
    await user.click(send());

    await waitFor(() => expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Feature update sent', description: 'Sent to 1 employee.' }));
    expect(server.sends()).toEqual([
      { url: FEATURE_UPDATE_PATH, body: { title: 'New: eligibility check', message: 'Try it from the sidebar.', audience: 'role', role: 'rm' } },
    ]);
  });

  it('sends to chosen employees, picked from the directory with a search by name or ID', async () => {
    const server = serveCustom({ sent: 2 });
    const user = await renderPage();
    await fillText(user);
    await user.click(screen.getByRole('radio', { name: 'Chosen employees' }));
    const employees = screen.getByRole('group', { name: 'Employees' });
    expect(within(employees).getByRole('status')).toHaveTextContent('Loading employees...');
    await within(employees).findByRole('checkbox', { name: /Aarav Sharma/ });
    expect(within(employees).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Aarav Sharma (CN1001)· Connector',
      'Anjali Desai (AD3001)· Admin',
      'Priya Nair (CN1002)· Connector',
      'Vikram Mehta (RM2001)· Relationship Manager',
    ]);
    expect(send()).toBeDisabled();

    const search = within(employees).getByRole('searchbox', { name: 'Search employees' });
    await user.type(search, 'cn1002');
    expect(within(employees).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(employees).getByRole('checkbox', { name: /Priya Nair/ }));
    await user.clear(search);
    await user.type(search, 'mehta');
    await user.click(within(employees).getByRole('checkbox', { name: /Vikram Mehta/ }));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(within(employees).getByText('No employee matches this search.')).toBeInTheDocument();
    await user.clear(search);
    expect(within(employees).getByRole('checkbox', { name: /Priya Nair/ })).toBeChecked();
    expect(within(employees).getByText('2 chosen (at most 500)')).toBeInTheDocument();

    await user.click(send());
    await waitFor(() => expect(server.sends()).toHaveLength(1));
    expect(server.sends()[0].body).toEqual({
      title: 'Diwali payout dates',
      message: 'Payouts run on **3 Nov**.\nPlan your leads.',
      audience: 'employees',
      employee_ids: ['CN1002', 'RM2001'],
    });
  });

  it('says "Failed to fetch employees" when the directory does not load, with Retry', async () => {
    serveCustom({ directoryStatus: 500 });
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Chosen employees' }));
    const employees = screen.getByRole('group', { name: 'Employees' });
    expect(await within(employees).findByRole('alert')).toHaveTextContent('Failed to fetch employees');
    expect(within(employees).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("puts the server's first message per field under it (400) and keeps what was typed", async () => {
    const server = serveCustom();
    server.api.onPost(CUSTOM_ALERT_PATH).reply(400, {
      title: ['Title must not be only spaces.', 'Another'],
      employee_ids: ['These employees are not active: CN1009.'],
    });
    const user = await renderPage();
    await fillText(user);
    await user.click(screen.getByRole('radio', { name: 'Chosen employees' }));
    await user.click(await screen.findByRole('checkbox', { name: /Aarav Sharma/ }));
    await user.click(send());

    expect(await screen.findByText('Title must not be only spaces.')).toBeInTheDocument();
    expect(screen.queryByText('Another')).not.toBeInTheDocument();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('These employees are not active: CN1009.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Employees' })).toHaveAttribute('aria-invalid', 'true');
    expect(titleBox()).toHaveValue('Diwali payout dates');
    expect(toaster.getVisibleToasts()).toEqual([]);

    // Editing a field clears its message.
    await user.type(titleBox(), '!');
    expect(screen.queryByText('Title must not be only spaces.')).not.toBeInTheDocument();
  });

  it('says who may send on a 403', async () => {
    const server = serveCustom();
    server.api.onPost(CUSTOM_ALERT_PATH).reply(403, { detail: 'You do not have permission to perform this action.' });
    const user = await renderPage();
    await fillText(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(FORBIDDEN_MESSAGE);
    expect(titleBox()).toHaveValue('Diwali payout dates');
  });

  it('keeps Send disabled while sending, and warns when nobody was reached', async () => {
    const server = serveCustom();
    let release: () => void = () => {};
    server.api.onPost(CUSTOM_ALERT_PATH).reply(
      () =>
        new Promise((resolve) => {
          release = () => resolve([201, { sent: 0, notification_type: 'custom_alert' }]);
        }),
    );
    const user = await renderPage();
    await fillText(user);
    await user.click(send());
    const sending = await screen.findByRole('button', { name: /Sending/ });
    expect(sending).toBeDisabled();
    expect(titleBox()).toBeDisabled();
    await user.click(sending);
    act(() => release());
    await waitFor(() => expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'warning', title: 'Custom alert sent' }));
    expect(toaster.getVisibleToasts()[0].description).toBe('No active employee matched the audience, so nobody received it.');
    expect(server.sends()).toHaveLength(1);
  });
});
