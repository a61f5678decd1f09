import { renderWithProviders } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployeeCreateRequest } from 'shared-contracts';
import PeoplePage from './PeoplePage';
import { CREATE_PATH, MANAGERS_PATH, TERRITORIES_PATH, servePeople } from './testing/peopleApi';
import { EMPLOYEES, createdEmployee, rajeshProfile } from './testing/peopleFixtures';

// Typing into a dialog of seven fields takes a while on a busy two-core machine.
jest.setTimeout(40_000);

type User = ReturnType<typeof userEvent.setup>;

const CREATED_MESSAGE = 'Ishaan Kulkarni (CN1007) was created. They set their password with Forgot password on the sign-in page.';

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add employee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
  const inside = within(dialog);
  return {
    dialog,
    employeeId: inside.getByRole('textbox', { name: /^Employee ID/ }),
    name: inside.getByRole('textbox', { name: /^Name/ }),
    role: inside.getByRole('combobox', { name: /^Role/ }),
    territory: inside.getByRole('combobox', { name: /^Territory/ }),
    mobile: inside.getByRole('textbox', { name: /^Mobile number/ }),
    email: inside.getByRole('textbox', { name: /^E-mail/ }),
    managers: inside.getByRole('group', { name: 'Reporting managers' }),
    create: inside.getByRole('button', { name: 'Create employee' }),
  };
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PeoplePage />, { route: '/back-office/people', tokens: true });
  return user;
}

describe('People: Add employee', () => {
  it('offers the roles an admin may give, the territories by level with their paths, and the staff as managers', async () => {
    const server = servePeople();
    const user = renderPage();
    await screen.findByRole('table', { name: 'Employees' });
    const form = await openDialog(user);

    await waitFor(() => expect(form.territory).toBeEnabled());
    expect(within(form.role).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Connector',
      'Relationship Manager',
      'Admin',
    ]);
    const groups = within(form.territory).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Zones', 'States', 'Clusters']);
    expect(within(groups[1]).getAllByRole('option').map((option) => option.textContent)).toEqual(['Karnataka · South Zone', 'Maharashtra · West Zone']);
    expect(within(groups[2]).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bengaluru North · Karnataka · South Zone',
      'Bengaluru South · Karnataka · South Zone',
      'Pune East · Maharashtra · West Zone',
      'Pune West · Maharashtra · West Zone',
    ]);
    expect(within(form.territory).getAllByRole('option')[0]).toHaveTextContent('No territory');

    const managers = await within(form.managers).findAllByRole('checkbox');
    expect(managers.map((box) => box.closest('label')?.textContent)).toEqual([
      'Rajesh Kapoor (DR4001)· Director',
      'Anjali Desai (AD3001)· Admin',
      'Neha Gupta (RM2002)· Relationship Manager',
      'Vikram Mehta (RM2001)· Relationship Manager',
    ]);
    expect(server.api.history.get.map((request) => request.url)).toEqual(expect.arrayContaining([MANAGERS_PATH, TERRITORIES_PATH]));
  });

  it('offers Director to a director', async () => {
    servePeople({ profile: rajeshProfile });
    const user = renderPage();
    await screen.findByRole('table', { name: 'Employees' });
    const form = await openDialog(user);

    expect(within(form.role).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Connector',
      'Relationship Manager',
      'Admin',
      'Director',
    ]);
  });

  it('checks the fields before sending, each message under its field', async () => {
    const server = servePeople();
    const user = renderPage();
    const form = await openDialog(user);

    await user.click(form.create);
    expect(form.employeeId).toHaveAccessibleErrorMessage('Enter the employee ID.');
    expect(form.name).toHaveAccessibleErrorMessage('Enter the name.');
    expect(form.role).toHaveAccessibleErrorMessage('Choose a role.');
    expect(form.mobile).not.toHaveAttribute('aria-invalid');

    await user.type(form.employeeId, 'CN-1007');
    await user.type(form.name, 'I');
    await user.type(form.mobile, '12345');
    await user.type(form.email, 'ishaan@');
    await user.click(form.create);
    expect(form.employeeId).toHaveAccessibleErrorMessage('Use 2 to 32 letters and digits, e.g. CN1007.');
    expect(form.name).toHaveAccessibleErrorMessage('The name needs at least 2 characters.');
    expect(form.mobile).toHaveAccessibleErrorMessage('Enter a valid 10-digit mobile number.');
    expect(form.email).toHaveAccessibleErrorMessage('Enter a valid e-mail address.');

    // Editing a field clears its message.
    await user.type(form.name, 'shaan');
    expect(form.name).not.toHaveAttribute('aria-invalid');
    expect(server.api.history.post).toHaveLength(0);
  });

  it("puts the server's messages under their fields, and a general one above the buttons", async () => {
    const server = servePeople();
    server.api
      .onPost(CREATE_PATH)
      .replyOnce(400, {
        employee_id: ['An employee with this employee ID already exists.'],
        manager_ids: ['No active employee has the employee ID RM2009.'],
        mobile_number: ['This mobile number is already registered.'],
      })
      .onPost(CREATE_PATH)
      .replyOnce(403, { detail: 'You do not have permission to perform this action.' });
    const user = renderPage();
    const form = await openDialog(user);

    await user.type(form.employeeId, 'CN1001');
    await user.type(form.name, 'Ishaan Kulkarni');
    await user.selectOptions(form.role, 'Connector');
    await user.type(form.mobile, '9876500001');
    await user.click(form.create);

    await waitFor(() => expect(form.employeeId).toHaveAccessibleErrorMessage('An employee with this employee ID already exists.'));
    expect(form.mobile).toHaveAccessibleErrorMessage('This mobile number is already registered.');
    expect(form.managers).toHaveAccessibleDescription('No active employee has the employee ID RM2009.');
    expect(form.name).not.toHaveAttribute('aria-invalid');

    await user.click(form.create);
    expect(await within(form.dialog).findByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    expect(screen.getByRole('dialog', { name: 'Add employee' })).toBeInTheDocument();
  });

  it('creates the employee with what was entered, says how they get a password, and refreshes the list', async () => {
    const server = servePeople();
    server.api.onPost(CREATE_PATH).reply(() => {
      server.set([{ ...EMPLOYEES[0], id: 11, employee_id: 'CN1007', username: 'Ishaan Kulkarni' }, ...EMPLOYEES]);
      return [201, createdEmployee()];
    });
    const user = renderPage();
    await screen.findByRole('table', { name: 'Employees' });
    const form = await openDialog(user);

    await user.type(form.employeeId, ' CN1007 ');
    await user.type(form.name, 'Ishaan Kulkarni');
    await user.selectOptions(form.role, 'Connector');
    await waitFor(() => expect(form.territory).toBeEnabled());
    await user.selectOptions(form.territory, 'Pune West · Maharashtra · West Zone');
    await user.type(form.mobile, '9876500007');
    await user.click(await within(form.managers).findByRole('checkbox', { name: /Vikram Mehta/ }));
    await user.click(within(form.managers).getByRole('checkbox', { name: /Neha Gupta/ }));
    await user.click(within(form.managers).getByRole('checkbox', { name: /Neha Gupta/ }));
    await user.click(form.create);

    expect(await screen.findByText(CREATED_MESSAGE)).toBeInTheDocument();
    const body = JSON.parse(server.api.history.post[0].data as string) as EmployeeCreateRequest;
    expect(body).toEqual({
      employee_id: 'CN1007',
      username: 'Ishaan Kulkarni',
      role: 'connector',
      mobile_number: '9876500007',
      assigned_territory_id: 7,
      manager_ids: ['RM2001'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ishaan Kulkarni')).toBeInTheDocument();
  });

  it('starts empty again after Cancel', async () => {
    servePeople();
    const user = renderPage();
    let form = await openDialog(user);
    await user.type(form.name, 'Ishaan');
    await user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    form = await openDialog(user);
    expect(form.name).toHaveValue('');
  });
});
