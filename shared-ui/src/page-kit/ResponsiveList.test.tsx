import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { renderOutsideAct } from '../testing/outsideAct';
import { renderWithProviders } from '../testing/render';
import { setViewportWidth } from '../testing/viewport';
import { UiProvider } from '../theme/UiProvider';
import { ResponsiveList, type ResponsiveListColumn } from './ResponsiveList';

interface Person {
  id: number;
  name: string;
  employeeId: string;
  role: string;
  email: string;
  mobile: string;
  active: boolean;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Aarav Sharma', employeeId: 'CN1001', role: 'Connector', email: 'aarav.sharma@connectorportal.in', mobile: '9876500001', active: true },
  { id: 2, name: 'Rohan Verma', employeeId: 'CN1003', role: 'Connector', email: 'rohan.verma@connectorportal.in', mobile: '9876500003', active: false },
];

function columns(onDeactivate: (person: Person) => void = () => {}): ResponsiveListColumn<Person>[] {
  return [
    { key: 'id', header: 'Employee ID', cell: (person) => person.employeeId, text: 'nowrap', card: 'subtitle' },
    { key: 'name', header: 'Name', cell: (person) => person.name, card: 'title', emphasis: true },
    { key: 'role', header: 'Role', cell: (person) => person.role, card: 'subtitle' },
    { key: 'mobile', header: 'Mobile', cell: (person) => person.mobile, text: 'nowrap', priority: 'secondary' },
    { key: 'email', header: 'E-mail', cell: (person) => person.email, text: 'break' },
    { key: 'active', header: 'Active', cell: (person) => <Badge>{person.active ? 'Active' : 'Inactive'}</Badge>, card: 'badge' },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (person) => <Button onClick={() => onDeactivate(person)}>Deactivate {person.name}</Button>,
    },
  ];
}

function renderList(width: number, props: { onOpen?: (person: Person) => void; onDeactivate?: (person: Person) => void } = {}) {
  const restore = setViewportWidth(width);
  render(
    <UiProvider>
      <ResponsiveList label="Employees" rows={PEOPLE} rowKey={(person) => person.id} columns={columns(props.onDeactivate)} onOpen={props.onOpen} size="sm" />
    </UiProvider>,
  );
  return restore;
}

const headers = () => within(screen.getByRole('table', { name: 'Employees' })).getAllByRole('columnheader').map((header) => header.textContent);
const bodyRows = () => within(screen.getByRole('table', { name: 'Employees' })).getAllByRole('row').slice(1);

describe('ResponsiveList', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('is a table with every column from 1280px', () => {
    restore = renderList(1280);
    expect(headers()).toEqual(['Employee ID', 'Name', 'Role', 'Mobile', 'E-mail', 'Active', 'Actions']);
    within(screen.getByRole('table')).getAllByRole('columnheader').forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(bodyRows()[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'CN1001',
      'Aarav Sharma',
      'Connector',
      '9876500001',
      'aarav.sharma@connectorportal.in',
      'Active',
      'Deactivate Aarav Sharma',
    ]);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('on 1024–1279px moves the secondary columns onto a details line under the title, keeping the actions', () => {
    restore = renderList(1100);
    expect(headers()).toEqual(['Employee ID', 'Name', 'Role', 'E-mail', 'Active', 'Actions']);
    const nameCell = within(bodyRows()[0]).getAllByRole('cell')[1];
    expect(within(nameCell).getByText('Aarav Sharma')).toBeInTheDocument();
    expect(within(nameCell).getByRole('term')).toHaveTextContent('Mobile');
    expect(within(nameCell).getByRole('definition')).toHaveTextContent('9876500001');
    expect(within(bodyRows()[1]).getByRole('button', { name: 'Deactivate Rohan Verma' })).toBeInTheDocument();
  });

  it('lets cells wrap (Chakra\'s table scroll area would keep them on one line, wider than the screen)', () => {
    restore = renderList(1280);
    const scrollArea = screen.getByRole('table').parentElement;
    expect(scrollArea).toHaveStyle({ whiteSpace: 'normal' });
    const nameCell = within(bodyRows()[0]).getAllByRole('cell')[1];
    expect(nameCell).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('lets e-mails break after "@" and before dots, and keeps nowrap cells on one line', () => {
    restore = renderList(1280);
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    const email = cells[4];
    expect(email.querySelectorAll('wbr')).toHaveLength(3);
    expect(email).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(cells[0]).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('is a list of cards below 1024px: title, subtitle, badges, facts and actions', () => {
    restore = renderList(390);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]);
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('Aarav Sharma');
    expect(card.getByText('CN1001 · Connector')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    const facts = Object.fromEntries(card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    // Secondary columns are shown on cards like any other: priority is about table width only.
    expect(facts).toEqual({ Mobile: '9876500001', 'E-mail': 'aarav.sharma@connectorportal.in' });
    expect(card.getByRole('button', { name: 'Deactivate Aarav Sharma' })).toBeInTheDocument();
  });

  it('opens a row on click and on Enter, but leaves clicks on its controls to them', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const onDeactivate = jest.fn();
    restore = renderList(1280, { onOpen, onDeactivate });

    await user.click(screen.getByText('Rohan Verma'));
    expect(onOpen).toHaveBeenLastCalledWith(PEOPLE[1]);

    bodyRows()[0].focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(PEOPLE[0]);
    expect(onOpen).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Deactivate Aarav Sharma' }));
    expect(onDeactivate).toHaveBeenCalledWith(PEOPLE[0]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens a card on click, except on its controls', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const onDeactivate = jest.fn();
    restore = renderList(390, { onOpen, onDeactivate });

    await user.click(screen.getByText('rohan.verma@connectorportal.in'));
    expect(onOpen).toHaveBeenCalledWith(PEOPLE[1]);
    await user.click(screen.getByRole('button', { name: 'Deactivate Aarav Sharma' }));
    expect(onDeactivate).toHaveBeenCalledWith(PEOPLE[0]);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('rows without onOpen are neither focusable nor clickable', () => {
    restore = renderList(1280);
    bodyRows().forEach((row) => expect(row).not.toHaveAttribute('tabindex'));
  });

  describe('with rowLink (rows that are links to a page)', () => {
    const rowLink = (person: Person) => ({ to: `/people/${person.id}` });
    function renderLinkedList(width: number) {
      restore = setViewportWidth(width);
      renderWithProviders(<ResponsiveList label="Employees" rows={PEOPLE} rowKey={(person) => person.id} columns={columns()} rowLink={rowLink} />, {
        route: '/people',
        path: '/people',
      });
    }

    it('opens the row\'s page from the table, with a click or Enter', async () => {
      const user = userEvent.setup();
      renderLinkedList(1280);
      expect(within(screen.getByRole('table')).queryByRole('link')).not.toBeInTheDocument();
      bodyRows()[1].focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('At /people/2')).toBeInTheDocument();
    });

    it('makes each card\'s title a link to its page, and a click anywhere on the card opens it', async () => {
      const user = userEvent.setup();
      renderLinkedList(390);
      const cards = within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
      expect(within(cards[0]).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute('href', '/people/1');
      await user.click(within(cards[1]).getByText('9876500003'));
      expect(await screen.findByText('At /people/2')).toBeInTheDocument();
    });
  });

  it('with layout "table" stays a table on a phone (a view the user chose)', () => {
    restore = setViewportWidth(390);
    render(
      <UiProvider>
        <ResponsiveList label="Employees" rows={PEOPLE} rowKey={(person) => person.id} columns={columns()} layout="table" />
      </UiProvider>,
    );
    expect(headers()).toContain('Name');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ResponsiveList drawn in slices', () => {
  it('commits the page around it first and draws the rows in a deferred render right after', async () => {
    await renderOutsideAct(
      <>
        <h2>Employees</h2>
        <ResponsiveList label="Employees" rows={PEOPLE} rowKey={(person) => person.id} columns={columns()} />
      </>,
      async (container) => {
        expect(within(container).getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
        expect(within(container).queryByText('Aarav Sharma')).not.toBeInTheDocument();
        expect(await within(container).findByText('Aarav Sharma')).toBeInTheDocument();
      },
    );
  });
});
