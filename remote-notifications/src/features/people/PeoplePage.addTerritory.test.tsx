import { renderWithProviders } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeoplePage from './PeoplePage';
import { CREATE_TERRITORY_PATH, TERRITORIES_PATH, servePeople } from './testing/peopleApi';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PeoplePage />, { route: '/back-office/people', tokens: true });
  return user;
}

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add territory' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add territory' });
  return {
    dialog,
    name: within(dialog).getByRole('textbox', { name: /^Name/ }),
    level: within(dialog).getByRole('combobox', { name: /^Level/ }),
    create: within(dialog).getByRole('button', { name: 'Create territory' }),
  };
}

describe('People: Add territory', () => {
  it('creates a zone without a parent', async () => {
    const server = servePeople();
    server.api.onPost(CREATE_TERRITORY_PATH).reply(201, { id: 20, name: 'North Zone', level: 'zone', parent_id: null });
    const user = renderPage();
    const form = await openDialog(user);

    expect(within(form.level).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a level', 'Zone', 'State', 'Cluster']);
    await user.type(form.name, ' North Zone ');
    await user.selectOptions(form.level, 'Zone');
    expect(within(form.dialog).queryByRole('combobox', { name: /^Parent/ })).not.toBeInTheDocument();
    await user.click(form.create);

    expect(await screen.findByText('North Zone (zone) was created.')).toBeInTheDocument();
    expect(JSON.parse(server.api.history.post[0].data as string)).toEqual({ name: 'North Zone', level: 'zone', parent_id: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the zones as parents of a state and the states as parents of a cluster', async () => {
    const server = servePeople();
    server.api.onPost(CREATE_TERRITORY_PATH).reply(201, { id: 21, name: 'Nashik', level: 'cluster', parent_id: 3 });
    const user = renderPage();
    const form = await openDialog(user);

    await user.selectOptions(form.level, 'State');
    const zone = within(form.dialog).getByRole('combobox', { name: /^Parent zone/ });
    await waitFor(() => expect(zone).toBeEnabled());
    expect(within(zone).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a zone', 'South Zone', 'West Zone']);

    await user.selectOptions(form.level, 'Cluster');
    const state = within(form.dialog).getByRole('combobox', { name: /^Parent state/ });
    expect(within(state).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a state',
      'Karnataka · South Zone',
      'Maharashtra · West Zone',
    ]);

    await user.type(form.name, 'Nashik');
    await user.selectOptions(state, 'Maharashtra · West Zone');
    await user.click(form.create);
    expect(await screen.findByText('Nashik (cluster) was created.')).toBeInTheDocument();
    expect(JSON.parse(server.api.history.post[0].data as string)).toEqual({ name: 'Nashik', level: 'cluster', parent_id: 3 });
    // The territories on offer are fetched again.
    await waitFor(() => expect(server.api.history.get.filter((request) => request.url === TERRITORIES_PATH).length).toBeGreaterThan(1));
  });

  it('checks name, level and parent before sending', async () => {
    const server = servePeople();
    const user = renderPage();
    const form = await openDialog(user);

    await user.click(form.create);
    expect(form.name).toHaveAccessibleErrorMessage('Enter the territory name.');
    expect(form.level).toHaveAccessibleErrorMessage('Choose a level.');

    await user.type(form.name, 'N');
    await user.selectOptions(form.level, 'Cluster');
    await user.click(form.create);
    expect(form.name).toHaveAccessibleErrorMessage('The name needs at least 2 characters.');
    expect(within(form.dialog).getByRole('combobox', { name: /^Parent state/ })).toHaveAccessibleErrorMessage('Choose the state it belongs to.');
    expect(server.api.history.post).toHaveLength(0);
  });

  it("shows the server's messages under the fields", async () => {
    const server = servePeople();
    server.api.onPost(CREATE_TERRITORY_PATH).reply(400, { name: ['A state with this name already exists.'] });
    const user = renderPage();
    const form = await openDialog(user);

    await user.type(form.name, 'Maharashtra');
    await user.selectOptions(form.level, 'State');
    const zone = within(form.dialog).getByRole('combobox', { name: /^Parent zone/ });
    await waitFor(() => expect(zone).toBeEnabled());
    await user.selectOptions(zone, 'West Zone');
    await user.click(form.create);

    await waitFor(() => expect(form.name).toHaveAccessibleErrorMessage('A state with this name already exists.'));
    expect(screen.getByRole('dialog', { name: 'Add territory' })).toBeInTheDocument();
  });
});
