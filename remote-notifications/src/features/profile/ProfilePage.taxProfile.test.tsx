import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import type { EmployeeDetail, TaxProfile } from 'shared-contracts';
import { toaster } from 'shared-ui/widgets';
import ProfilePage from './ProfilePage';
import { TaxProfileCardLoading } from './components/TaxProfileCardFrame';
import { aarav, profileOf, vikramDetail } from './testing/employeeFixtures';
import { awaitingTaxProfile, emptyTaxProfile, verifiedTaxProfile } from './testing/taxProfileFixtures';

const PROFILE_PATH = '/auth/profile/';
const OWN_DETAIL_PATH = '/leads/employees/me/';
const TAX_PROFILE_PATH = '/auth/tax-profile/';
const CARD = 'Tax and payout details';
const PASSWORD_MISSING = 'Enter your current password to change your tax or bank details.';

/** The signed-in user is `employee`, whose tax and payout details are `taxProfile`. */
function serve(taxProfile: TaxProfile, employee: EmployeeDetail = aarav) {
  const api = mockApi();
  api.onGet(PROFILE_PATH).reply(200, profileOf(employee));
  api.onGet(OWN_DETAIL_PATH).reply(200, employee);
  api.onGet(TAX_PROFILE_PATH).reply(200, taxProfile);
  return api;
}

function renderPage() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', tokens: true });
}

/** The card, once its code and its read have arrived. */
async function findCard(): Promise<HTMLElement> {
  // The card's header is drawn with the page, in a card of its own until the details' code has arrived.
  await screen.findByText('PAN', { selector: 'dt' });
  return screen.getByRole('region', { name: CARD });
}

/** The value shown next to a label of the card's details list. */
function detailValue(card: HTMLElement, label: string): HTMLElement {
  const value = within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value after the "${label}" label`);
  return value;
}

function fields(card: HTMLElement) {
  return {
    pan: within(card).getByRole('textbox', { name: 'PAN' }),
    gstin: within(card).getByRole('textbox', { name: 'GSTIN (optional)' }),
    accountNumber: within(card).getByRole('textbox', { name: 'Account number' }),
    ifsc: within(card).getByRole('textbox', { name: 'IFSC' }),
    holderName: within(card).getByRole('textbox', { name: 'Account holder name' }),
    password: within(card).getByLabelText('Current password'),
  };
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  const card = await findCard();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return { card, ...fields(card) };
}

function putBodies(api: ReturnType<typeof mockApi>): unknown[] {
  return api.history.put.map((request) => JSON.parse(request.data as string) as unknown);
}

describe('My Profile: tax and payout details, read', () => {
  it("is drawn with the page's first frame as its title and a loading state, before its code and details arrive", () => {
    // What the page shows in the card's place until then (lazyAfterFirstFrame's fallback in ProfilePage).
    renderWithProviders(<TaxProfileCardLoading />, { route: '/profile', tokens: true });

    const card = screen.getByRole('region', { name: CARD });
    expect(within(card).getByRole('heading', { level: 2, name: CARD })).toBeInTheDocument();
    expect(within(card).getByText(/^Your PAN, GSTIN and the bank account your payouts are paid into./)).toBeInTheDocument();
    expect(within(card).getByRole('status', { name: 'Loading your tax and payout details' })).toBeInTheDocument();
  });

  it('shows the PAN and the masked payout account with their verification, "Not registered" for no GSTIN, and TDS at 2%', async () => {
    serve(verifiedTaxProfile);
    renderPage();

    const card = await findCard();
    expect(within(card).getByRole('heading', { level: 2, name: CARD })).toBeInTheDocument();
    const pan = detailValue(card, 'PAN');
    expect(pan).toHaveTextContent('ABCPE1234F');
    expect(within(pan).getByText('Verified')).toHaveAttribute('data-palette', 'green');
    expect(detailValue(card, 'GSTIN')).toHaveTextContent(/^Not registered$/);
    const account = detailValue(card, 'Payout bank account');
    expect(account).toHaveTextContent('XXXXXX7891');
    expect(within(account).getByText('Verified')).toHaveAttribute('data-palette', 'green');
    expect(detailValue(card, 'IFSC')).toHaveTextContent('HDFC0001234');
    expect(detailValue(card, 'Account holder')).toHaveTextContent('Aarav Sharma');
    expect(within(card).getByText('TDS on your commission: 2%')).toBeInTheDocument();
    expect(within(card).queryByText(/Payouts are on hold/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Awaiting verification')).not.toBeInTheDocument();
  });

  it('marks what waits for the back office, says why payouts are held, and the TDS rate without a verified PAN', async () => {
    serve(awaitingTaxProfile);
    renderPage();

    const card = await findCard();
    for (const label of ['PAN', 'GSTIN', 'Payout bank account']) {
      expect(within(detailValue(card, label)).getByText('Awaiting verification')).toHaveAttribute('data-palette', 'orange');
    }
    expect(detailValue(card, 'GSTIN')).toHaveTextContent('27ABCPE1234F1ZB');
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Payouts are on hold: The payout bank account is waiting for the back office to verify it.',
    );
    expect(within(card).getByText('TDS on your commission: 20% (no verified PAN)')).toBeInTheDocument();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says what is not on file, without a badge, and that payouts wait for a bank account', async () => {
    serve(emptyTaxProfile);
    renderPage();

    const card = await findCard();
    expect(detailValue(card, 'PAN')).toHaveTextContent(/^Not on file$/);
    expect(detailValue(card, 'GSTIN')).toHaveTextContent(/^Not registered$/);
    expect(detailValue(card, 'Payout bank account')).toHaveTextContent(/^Not on file$/);
    expect(within(card).queryByText('IFSC', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent('Payouts are on hold: No payout bank account on file.');
    expect(within(card).queryByText(/Verified|Awaiting verification/)).not.toBeInTheDocument();
  });

  it('sits below the details card', async () => {
    serve(verifiedTaxProfile);
    renderPage();

    const card = await findCard();
    const details = screen.getByText('CN1001', { selector: 'dd' });
    expect(details.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(screen.getByText('Team Structure')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown to staff, who are paid no commission, and their details are not read', async () => {
    const api = serve(emptyTaxProfile, vikramDetail);
    renderPage();

    expect(await screen.findByText('RM2001', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Team Structure')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CARD })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your tax and payout details' })).not.toBeInTheDocument();
    expect(api.history.get.map((request) => request.url)).not.toContain(TAX_PROFILE_PATH);
  });

  it('says when the details cannot be read, and Retry reads them', async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, profileOf(aarav));
    api.onGet(OWN_DETAIL_PATH).reply(200, aarav);
    api.onGet(TAX_PROFILE_PATH).replyOnce(500, {}).onGet(TAX_PROFILE_PATH).reply(200, verifiedTaxProfile);
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load your tax and payout details');
    const card = screen.getByRole('region', { name: CARD });
    expect(within(card).getByRole('alert')).toHaveTextContent('Error: Failed to load your tax and payout details');
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('XXXXXX7891')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('My Profile: tax and payout details, edit', () => {
  // The toaster is one store for the whole portal: a toast of one test must not be seen by the next.
  afterEach(() => act(() => toaster.remove()));

  it('opens labelled inputs from the stored values, the account number never prefilled', async () => {
    serve(awaitingTaxProfile);
    const user = userEvent.setup();
    renderPage();

    const { card, pan, gstin, accountNumber, ifsc, holderName, password } = await startEditing(user);
    expect(within(card).getByRole('form', { name: 'Edit tax and payout details' })).toBeInTheDocument();
    expect(pan).toHaveValue('ABCPE1234F');
    expect(pan).toHaveFocus();
    expect(gstin).toHaveValue('27ABCPE1234F1ZB');
    expect(accountNumber).toHaveValue('');
    expect(accountNumber).toHaveAttribute('inputmode', 'numeric');
    expect(accountNumber).toHaveAccessibleDescription(/Leave empty to keep XXXXXX7891/);
    expect(ifsc).toHaveValue('HDFC0001234');
    expect(holderName).toHaveValue('Aarav Sharma');
    for (const input of [pan, gstin, ifsc]) expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveValue('');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The profile's own editing is untouched.
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('sends only the changed PAN with the password, then shows the answer with a toast', async () => {
    const api = serve(verifiedTaxProfile);
    const saved: TaxProfile = { ...verifiedTaxProfile, pan: { value: 'ABCPF1234G', verification: null }, tds_rate: 20 };
    api.onPut(TAX_PROFILE_PATH).reply(200, saved);
    const user = userEvent.setup();
    renderPage();

    const { card, pan, password } = await startEditing(user);
    await user.clear(pan);
    await user.type(pan, 'abcpf1234g');
    await user.type(password, 'Demo@1234');
    expect(screen.queryByText('Tax and payout details saved.')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tax and payout details saved.')).toBeInTheDocument();
    expect(putBodies(api)).toEqual([{ pan: 'abcpf1234g', current_password: 'Demo@1234' }]);
    const edit = within(card).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveFocus();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    const shownPan = detailValue(card, 'PAN');
    expect(shownPan).toHaveTextContent('ABCPF1234G');
    expect(within(shownPan).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(card).getByText('TDS on your commission: 20% (no verified PAN)')).toBeInTheDocument();
    // The answer is the new profile: it is shown as it is, not read again.
    expect(api.history.get.filter((request) => request.url === TAX_PROFILE_PATH)).toHaveLength(1);

    // Editing again starts from what was saved, without the password.
    await user.click(edit);
    expect(within(card).getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCPF1234G');
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('sends the bank account as its three fields together, and an emptied GSTIN as null', async () => {
    const api = serve(awaitingTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(200, { ...awaitingTaxProfile, gstin: null });
    const user = userEvent.setup();
    renderPage();

    const { card, gstin, accountNumber, password } = await startEditing(user);
    await user.clear(gstin);
    await user.type(accountNumber, '5010 0234 5678 91');
    await user.type(password, 'Demo@1234');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(putBodies(api)).toEqual([
      {
        gstin: null,
        bank_account: { account_number: '5010 0234 5678 91', ifsc: 'HDFC0001234', holder_name: 'Aarav Sharma' },
        current_password: 'Demo@1234',
      },
    ]);
    expect(await within(card).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(detailValue(card, 'GSTIN')).toHaveTextContent(/^Not registered$/);
  });

  it('saves by Enter in a field, these details only', async () => {
    const api = serve(emptyTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(200, { ...emptyTaxProfile, pan: { value: 'ABCPE1234F', verification: null } });
    const user = userEvent.setup();
    renderPage();

    const { card, pan, password } = await startEditing(user);
    await user.type(pan, 'ABCPE1234F');
    await user.type(password, 'Demo@1234{Enter}');

    expect(await screen.findByText('Tax and payout details saved.')).toBeInTheDocument();
    expect(putBodies(api)).toEqual([{ pan: 'ABCPE1234F', current_password: 'Demo@1234' }]);
    expect(api.history.patch).toHaveLength(0);
    expect(detailValue(card, 'PAN')).toHaveTextContent('ABCPE1234F');
  });

  it("shows each of the server's messages under its field, word for word, and stays in edit mode", async () => {
    const messages = {
      pan: 'The fourth letter of a PAN says who holds it (P for a person, C company, H HUF, F firm, A, B, G, J, L or T): "X" is none of these.',
      gstin: 'This GSTIN fails its check character (the last one): a character is mistyped.',
      account_number: 'Enter the account number as its 9 to 18 digits, without spaces.',
      ifsc: 'The fifth character of an IFSC is always 0.',
      holder_name: "Enter the account holder's name as the bank has it.",
      current_password: 'Your current password is incorrect.',
    };
    const api = serve(emptyTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(400, Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]])));
    const user = userEvent.setup();
    renderPage();

    const { card, pan, gstin, accountNumber, ifsc, holderName, password } = await startEditing(user);
    await user.type(pan, 'ABCXE1234F');
    await user.type(gstin, '27ABCXE1234F1ZZ');
    await user.type(accountNumber, '12345');
    await user.type(ifsc, 'HDFC1001234');
    await user.type(holderName, 'A');
    await user.type(password, 'wrong');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pan).toHaveAccessibleErrorMessage(messages.pan));
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleErrorMessage(messages.gstin);
    expect(accountNumber).toHaveAccessibleErrorMessage(messages.account_number);
    expect(ifsc).toHaveAccessibleErrorMessage(messages.ifsc);
    expect(holderName).toHaveAccessibleErrorMessage(messages.holder_name);
    expect(password).toHaveAccessibleErrorMessage(messages.current_password);
    expect(accountNumber).toHaveValue('12345');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Tax and payout details saved.')).not.toBeInTheDocument();
  });

  it('asks for the current password when it was left empty', async () => {
    const api = serve(verifiedTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(400, { current_password: [PASSWORD_MISSING] });
    const user = userEvent.setup();
    renderPage();

    const { card, holderName, password } = await startEditing(user);
    await user.type(holderName, ' Jr');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(password).toHaveAccessibleErrorMessage(PASSWORD_MISSING));
    expect(putBodies(api)).toEqual([{ bank_account: { account_number: '', ifsc: 'HDFC0001234', holder_name: 'Aarav Sharma Jr' } }]);
    expect(holderName).not.toHaveAttribute('aria-invalid');
  });

  it('says when the details were saved too often, and keeps what was typed', async () => {
    const api = serve(verifiedTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(429, { detail: 'Too many requests. Try again in 12 minutes.' });
    const user = userEvent.setup();
    renderPage();

    const { card, gstin, password } = await startEditing(user);
    await user.type(gstin, '27ABCPE1234F1ZB');
    await user.type(password, 'Demo@1234');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You have saved your tax and payout details several times in a short while. Please try again later.',
    );
    expect(gstin).toHaveValue('27ABCPE1234F1ZB');
  });

  it('shows Saving... while the save is in flight', async () => {
    const api = serve(verifiedTaxProfile);
    let answer: (reply: [number, unknown]) => void = () => undefined;
    api.onPut(TAX_PROFILE_PATH).reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage();

    const { card, gstin, password } = await startEditing(user);
    await user.type(gstin, '27ABCPE1234F1ZB');
    await user.type(password, 'Demo@1234');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('button', { name: /Saving/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(gstin).toBeDisabled();
    answer([200, { ...verifiedTaxProfile, gstin: { value: '27ABCPE1234F1ZB', verification: null } }]);
    expect(await screen.findByText('Tax and payout details saved.')).toBeInTheDocument();
  });

  it('returns to the read view without a request or a toast when nothing changed', async () => {
    const api = serve(verifiedTaxProfile);
    const user = userEvent.setup();
    renderPage();

    const { card, pan, password } = await startEditing(user);
    await user.clear(pan);
    await user.type(pan, 'abcpe 1234 f');
    await user.type(password, 'Demo@1234');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.history.put).toHaveLength(0);
    expect(screen.queryByText('Tax and payout details saved.')).not.toBeInTheDocument();
  });

  it('Cancel drops the edits and the errors, and forgets the account number and password', async () => {
    const api = serve(verifiedTaxProfile);
    api.onPut(TAX_PROFILE_PATH).reply(400, { account_number: ['Enter the account number as its 9 to 18 digits, without spaces.'] });
    const user = userEvent.setup();
    renderPage();

    let editing = await startEditing(user);
    await user.clear(editing.pan);
    await user.type(editing.pan, 'ZZZZZ9999Z');
    await user.type(editing.accountNumber, '123');
    await user.type(editing.password, 'Demo@1234');
    await user.click(within(editing.card).getByRole('button', { name: 'Save' }));
    expect(await within(editing.card).findByText('Enter the account number as its 9 to 18 digits, without spaces.')).toBeInTheDocument();

    await user.click(within(editing.card).getByRole('button', { name: 'Cancel' }));
    expect(within(editing.card).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(detailValue(editing.card, 'PAN')).toHaveTextContent('ABCPE1234F');

    editing = await startEditing(user);
    expect(editing.pan).toHaveValue('ABCPE1234F');
    expect(editing.accountNumber).toHaveValue('');
    expect(editing.accountNumber).not.toHaveAttribute('aria-invalid');
    expect(editing.password).toHaveValue('');
    expect(within(editing.card).queryByText('Enter the account number as its 9 to 18 digits, without spaces.')).not.toBeInTheDocument();
    expect(api.history.put).toHaveLength(1);
  });
});
