import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfile } from 'shared-auth';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import type { EmployeeDetail } from 'shared-contracts';
import { toaster } from 'shared-ui/widgets';
import ProfilePage from './ProfilePage';
import { aarav, profileOf, vikramDetail } from './testing/employeeFixtures';
import { verifiedTaxProfile } from './testing/taxProfileFixtures';

const PROFILE_PATH = '/auth/profile/';
const UPDATE_PATH = '/auth/employees/update/';
const OWN_DETAIL_PATH = '/leads/employees/me/';
const TAX_PROFILE_PATH = '/auth/tax-profile/';

/**
 * The signed-in user is `employee`: the profile and the employee details answer accordingly, and a
 * connector's tax and payout details (ProfilePage.taxProfile.test.tsx tests that card).
 */
function serve(employee: EmployeeDetail) {
  const api = mockApi();
  api.onGet(PROFILE_PATH).reply(200, profileOf(employee));
  api.onGet(OWN_DETAIL_PATH).reply(200, employee);
  api.onGet(TAX_PROFILE_PATH).reply(200, verifiedTaxProfile);
  return api;
}

/** What the shell shows of the shared profile (its greeting reads the same query). */
function ShellGreeting() {
  const { profile } = useProfile();
  return <p>Signed in as {profile?.username}</p>;
}

function renderPage() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', tokens: true });
}

/** The value shown next to a label of the details list. */
function detailValue(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value after the "${label}" label`);
  return value;
}

function teamList(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return {
    username: screen.getByRole('textbox', { name: 'Username' }),
    mobile: screen.getByRole('textbox', { name: 'Mobile Number' }),
  };
}

describe('My Profile: view', () => {
  it("shows the signed-in employee's details with the territory", async () => {
    const api = serve(aarav);
    renderPage();

    expect(await screen.findByText('aarav.sharma@connectorportal.in', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detailValue('Username')).toHaveTextContent('Aarav Sharma');
    expect(detailValue('Mobile Number')).toHaveTextContent('9876500001');
    expect(detailValue('Email')).toHaveTextContent('aarav.sharma@connectorportal.in');
    expect(detailValue('Role')).toHaveTextContent('Connector');
    expect(detailValue('Employee ID')).toHaveTextContent('CN1001');
    expect(detailValue('Territory')).toHaveTextContent('Pune West');
    expect(detailValue('Territory Level')).toHaveTextContent('cluster');
    expect(api.history.get.map((request) => request.url)).toContain(OWN_DETAIL_PATH);
  });

  it("shows 'Not set' for a missing mobile number and no territory when none is assigned", async () => {
    serve(vikramDetail);
    renderPage();

    expect(await screen.findByText('RM2001', { selector: 'dd' })).toBeInTheDocument();
    expect(detailValue('Mobile Number')).toHaveTextContent(/^Not set$/);
    expect(detailValue('Role')).toHaveTextContent('Relationship Manager');
    expect(screen.queryByText('Territory', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Territory Level', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the Team Structure with both lists, their counts and each member', async () => {
    serve(vikramDetail);
    renderPage();

    expect(await screen.findByText('Team Structure')).toBeInTheDocument();
    const managers = teamList('Reporting Managers');
    expect(within(managers).getByText('1')).toBeInTheDocument();
    expect(within(managers).getAllByRole('listitem')).toHaveLength(1);
    const manager = within(managers).getByRole('listitem');
    expect(within(manager).getByText('A')).toBeInTheDocument();
    expect(within(manager).getByText('Anjali Desai')).toBeInTheDocument();
    expect(within(manager).getByText('AD3001')).toBeInTheDocument();
    expect(within(manager).getByText('Admin')).toBeInTheDocument();
    expect(within(manager).getByText('anjali.desai@connectorportal.in')).toBeInTheDocument();

    const reportees = teamList('Reportees');
    expect(within(reportees).getByText('4')).toBeInTheDocument();
    const rows = within(reportees).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^CN100\d$/).textContent)).toEqual([
      'CN1001',
      'CN1002',
      'CN1003',
      'CN1004',
    ]);
    expect(within(rows[1]).getByText('P')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Connector')).toBeInTheDocument();
    expect(within(rows[1]).getByText('priya.nair@connectorportal.in')).toBeInTheDocument();
  });

  it('says "None" under an empty team list, with a count of 0', async () => {
    serve(aarav);
    renderPage();

    const reportees = await screen.findByRole('region', { name: 'Reportees' });
    expect(within(reportees).getByText('0')).toBeInTheDocument();
    expect(within(reportees).getByText('None')).toBeInTheDocument();
    expect(within(reportees).queryByRole('listitem')).not.toBeInTheDocument();
    const managers = teamList('Reporting Managers');
    expect(within(managers).getByText('Vikram Mehta')).toBeInTheDocument();
    expect(within(managers).queryByText('None')).not.toBeInTheDocument();
  });

  it("shows 'No profile found' when the employee does not exist", async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, profileOf(aarav));
    api.onGet(OWN_DETAIL_PATH).reply(404, { detail: 'Employee not found' });
    renderPage();

    expect(await screen.findByText('No profile found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it("shows 'No profile found' when nobody is signed in", async () => {
    renderWithProviders(<ProfilePage />, { route: '/profile' });

    expect(await screen.findByText('No profile found')).toBeInTheDocument();
  });

  it('shows "Failed to fetch employee details" when loading fails, and Retry loads the profile', async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, profileOf(aarav));
    api.onGet(OWN_DETAIL_PATH).replyOnce(500).onGet(OWN_DETAIL_PATH).reply(200, aarav);
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch employee details');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CN1001', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch employee details/)).not.toBeInTheDocument();
  });

  it('shows "Failed to fetch employee details" when the server cannot be reached', async () => {
    mockApi().onGet(OWN_DETAIL_PATH).networkError();
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch employee details');
  });
});

describe('My Profile: who has viewed your documents', () => {
  const VIEWS_PATH = '/auth/profile/document-views/';
  const views = {
    count: 2,
    page: 1,
    page_size: 20,
    next: null,
    previous: null,
    results: [
      { document: 'pan_front', viewer_name: 'Rajesh Kumar', viewer_role: 'director', purpose: 're-review', read_at: '2026-11-27T09:15:00Z' },
      { document: 'aadhar_front', viewer_name: 'Anjali Desai', viewer_role: 'admin', purpose: 'review', read_at: '2026-11-20T05:30:00Z' },
    ],
  };

  it('lists, once asked, who viewed which document and why, newest first, and reads nothing before', async () => {
    const user = userEvent.setup();
    const api = serve(aarav);
    api.onGet(VIEWS_PATH).reply(200, views);
    renderPage();

    const card = (await screen.findByRole('heading', { level: 2, name: 'Who has viewed your documents' })).closest('.chakra-card__root') as HTMLElement;
    expect(api.history.get.some((request) => request.url === VIEWS_PATH)).toBe(false);
    const show = within(card).getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const items = within(await within(card).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Rajesh KumarDirectorPAN front · KYC review, after the decision/),
      expect.stringMatching(/^Anjali DesaiAdminAadhaar front · KYC review/),
    ]);
    expect(card).not.toHaveTextContent('127.0.0.1');
    expect(within(card).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when nobody has', async () => {
    const user = userEvent.setup();
    const api = serve(aarav);
    api.onGet(VIEWS_PATH).reply(200, { ...views, count: 0, results: [] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nobody has viewed your documents yet.')).toBeInTheDocument();
  });

  it('is not shown to staff, who have no KYC documents', async () => {
    serve(vikramDetail);
    renderPage();
    expect(await screen.findByText('RM2001', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who has viewed your documents' })).not.toBeInTheDocument();
  });
});

describe('My Profile: download my data', () => {
  const EXPORT_PATH = '/auth/profile/my-data/';
  let createObjectUrl: jest.SpyInstance;
  let revokeObjectUrl: jest.SpyInstance;
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    createObjectUrl = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:my-data');
    revokeObjectUrl = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the ZIP the API builds under the name it gives, for staff as for connectors', async () => {
    const user = userEvent.setup();
    const api = serve(vikramDetail);
    api.onGet(EXPORT_PATH).reply(200, new Blob(['PK']), { 'content-disposition': 'attachment; filename="connector-portal-data-RM2001-2026-11-28.zip"' });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['connector-portal-data-RM2001-2026-11-28.zip blob:my-data']));
    expect(createObjectUrl).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeObjectUrl).toHaveBeenCalledWith('blob:my-data'));
    expect(api.history.get.find((request) => request.url === EXPORT_PATH)?.responseType).toBe('blob');
  });

  it('says when the hourly limit is reached', async () => {
    const user = userEvent.setup();
    const api = serve(aarav);
    api.onGet(EXPORT_PATH).reply(429, new Blob(['{"detail":"Too many requests."}']));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have downloaded your data several times in the last hour. Please try again later.');
    expect(clicked).toEqual([]);
  });
});

describe('My Profile: privacy and consent', () => {
  const CONSENT_PATH = '/auth/profile/consent/';
  const OFFICER = { name: 'Meera Joshi, Grievance Officer', email: 'grievance@connectorportal.in', phone: '1800-266-1002' };
  const consent = {
    notice_version: '2026-11-28',
    consented_version: '2026-11-28',
    consent_required: false,
    history: [{ notice_version: '2026-11-28', action: 'given', recorded_at: '2026-11-28T09:15:00Z' }],
    grievance_officer: OFFICER,
  };

  it('says which notice the user agreed to and when, with the grievance officer, and shows the notice again when asked', async () => {
    const user = userEvent.setup();
    const api = serve(aarav);
    api.onGet(CONSENT_PATH).reply(200, consent);
    api.onGet('/auth/privacy-notice/').reply(200, {
      version: '2026-11-28',
      title: 'Privacy notice',
      summary: 'What we hold about you, and why.',
      sections: [{ heading: 'Your rights', items: ['Download a copy of your data at any time from My Profile.'] }],
      language: 'en',
      grievance_officer: OFFICER,
    });
    renderPage();
    expect(await screen.findByText('You agreed to the privacy notice (version 2026-11-28) on 28 Nov 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@connectorportal.in' })).toHaveAttribute('href', 'mailto:grievance@connectorportal.in');

    await user.click(screen.getByRole('button', { name: 'Read the privacy notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Your rights' })).toBeInTheDocument();
    expect(within(dialog).getByText('Download a copy of your data at any time from My Profile.')).toBeInTheDocument();
  });

  it('withdraws consent after saying what follows, and signs this browser out', async () => {
    const user = userEvent.setup();
    const api = serve(vikramDetail);
    api.onGet(CONSENT_PATH).reply(200, consent);
    api.onPost('/auth/profile/consent/withdraw/').reply(200, { detail: 'Your consent is withdrawn.', sessions_ended: 2 });
    api.onPost('/auth/logout').reply(204);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your consent?' });
    expect(dialog).toHaveTextContent('You will be signed out everywhere and can no longer use the portal');
    expect(dialog).toHaveTextContent('Records the law requires us to keep (KYC records, earnings and payouts) stay');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(api.history.post.map((request) => request.url)).toEqual(['/auth/profile/consent/withdraw/', '/auth/logout']));
  });

  it('says so when the withdrawal fails, and stays signed in', async () => {
    const user = userEvent.setup();
    const api = serve(aarav);
    api.onGet(CONSENT_PATH).reply(200, consent);
    api.onPost('/auth/profile/consent/withdraw/').reply(500, {});
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your consent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your consent could not be withdrawn. Please try again.');
    expect(api.history.post.map((request) => request.url)).toEqual(['/auth/profile/consent/withdraw/']);
  });
});

describe('My Profile: edit', () => {
  // The toaster is one store for the whole portal: a toast of one test must not be seen by the next.
  afterEach(() => act(() => toaster.remove()));

  it('confirms a successful save with a "Profile updated" toast', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(200, profileOf(aarav));
    const user = userEvent.setup();
    renderPage();

    const { username } = await startEditing(user);
    await user.type(username, ' Jr');
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('saves the changed username and mobile number, returns to view mode and shows the new values', async () => {
    const api = serve(aarav);
    const updated: EmployeeDetail = { ...aarav, username: 'Aarav S. Sharma', mobile_number: '9123456789' };
    api.onPatch(UPDATE_PATH).reply(() => {
      api.onGet(PROFILE_PATH).reply(200, profileOf(updated));
      api.onGet(OWN_DETAIL_PATH).reply(200, updated);
      return [200, profileOf(updated)];
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ShellGreeting />
        <ProfilePage />
      </>,
      { route: '/profile', tokens: true },
    );
    expect(await screen.findByText('Signed in as Aarav Sharma')).toBeInTheDocument();

    const { username, mobile } = await startEditing(user);
    expect(username).toHaveValue('Aarav Sharma');
    expect(mobile).toHaveValue('9876500001');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'Aarav S. Sharma');
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    await user.type(screen.getByLabelText('Current password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(api.history.patch).toHaveLength(1);
    expect(JSON.parse(api.history.patch[0].data as string)).toEqual({
      username: 'Aarav S. Sharma',
      mobile_number: '9123456789',
      current_password: 'Demo@1234',
    });
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(detailValue('Username')).toHaveTextContent('Aarav S. Sharma');
    expect(detailValue('Mobile Number')).toHaveTextContent('9123456789');
    // The shared profile was read again: the shell's greeting shows the new name.
    expect(await screen.findByText('Signed in as Aarav S. Sharma')).toBeInTheDocument();
  });

  it('sends only the fields that changed', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(200, profileOf(aarav));
    const user = userEvent.setup();
    renderPage();

    const { username } = await startEditing(user);
    await user.type(username, ' Jr{Enter}');

    await waitFor(() => expect(api.history.patch).toHaveLength(1));
    expect(JSON.parse(api.history.patch[0].data as string)).toEqual({ username: 'Aarav Sharma Jr' });
  });

  it('returns to view mode without a request when nothing changed', async () => {
    const api = serve(aarav);
    const user = userEvent.setup();
    renderPage();

    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(api.history.patch).toHaveLength(0);
    // Nothing was saved, so nothing claims it was.
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('shows a loading state on Save while the update is in flight', async () => {
    const api = serve(aarav);
    let answer: (reply: [number, unknown]) => void = () => undefined;
    api.onPatch(UPDATE_PATH).reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage();

    const { username } = await startEditing(user);
    await user.type(username, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const saving = await screen.findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer([400, { username: ['Username is already taken'] }]);
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's first message under each field and stays in edit mode", async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(400, {
      username: ['Username must have at least 2 characters', 'Username is too plain'],
      mobile_number: ['Enter a valid 10-digit mobile number'],
    });
    const user = userEvent.setup();
    renderPage();

    const { username, mobile } = await startEditing(user);
    await user.clear(username);
    await user.type(username, 'A');
    await user.clear(mobile);
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(username).toHaveAccessibleErrorMessage('Username must have at least 2 characters'));
    expect(mobile).toHaveAccessibleErrorMessage('Enter a valid 10-digit mobile number');
    expect(screen.queryByText('Username is too plain')).not.toBeInTheDocument();
    expect(username).toHaveValue('A');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('shows an error about another field under username', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(400, { email: ['Email cannot be changed here'] });
    const user = userEvent.setup();
    renderPage();

    const { username, mobile } = await startEditing(user);
    await user.type(username, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(username).toHaveAccessibleErrorMessage('Email cannot be changed here'));
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's detail under username", async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(409, { detail: 'Mobile number is already registered' });
    const user = userEvent.setup();
    renderPage();

    const { username, mobile } = await startEditing(user);
    await user.clear(mobile);
    await user.type(mobile, '9876500002');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(username).toHaveAccessibleErrorMessage('Mobile number is already registered'));
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Failed to update profile' under username when the server gives no message", async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(500);
    const user = userEvent.setup();
    renderPage();

    const { username } = await startEditing(user);
    await user.type(username, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(username).toHaveAccessibleErrorMessage('Failed to update profile'));
  });

  it('Cancel drops the edits and errors and shows the stored values again', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(400, { mobile_number: ['Enter a valid 10-digit mobile number'] });
    const user = userEvent.setup();
    renderPage();

    let fields = await startEditing(user);
    await user.clear(fields.username);
    await user.type(fields.username, 'Someone Else');
    await user.clear(fields.mobile);
    await user.type(fields.mobile, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detailValue('Username')).toHaveTextContent('Aarav Sharma');
    expect(detailValue('Mobile Number')).toHaveTextContent('9876500001');
    expect(screen.queryByText('Enter a valid 10-digit mobile number')).not.toBeInTheDocument();

    fields = await startEditing(user);
    expect(fields.username).toHaveValue('Aarav Sharma');
    expect(fields.mobile).toHaveValue('9876500001');
    expect(fields.mobile).not.toHaveAttribute('aria-invalid');
    expect(api.history.patch).toHaveLength(1);
  });
});

describe('My Profile: current password for a new mobile number', () => {
  const INCORRECT = 'Your current password is incorrect.';
  const MISSING = 'Enter your current password to change your mobile number.';

  it('is not asked for when only the name changes', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(200, profileOf(aarav));
    const user = userEvent.setup();
    renderPage();

    const { username } = await startEditing(user);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(username, ' Jr');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.history.patch).toHaveLength(1));
    expect(JSON.parse(api.history.patch[0].data as string)).toEqual({ username: 'Aarav Sharma Jr' });
  });

  it('is asked for while the mobile number differs from the stored one, cleared or changed', async () => {
    serve(aarav);
    const user = userEvent.setup();
    renderPage();

    const { mobile } = await startEditing(user);
    await user.clear(mobile);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await user.type(mobile, '9876500001');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(mobile, '{Backspace}2');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByText('Needed to change your mobile number.')).toBeInTheDocument();
  });

  it('is sent with the new mobile number, by Enter in its field too', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(200, profileOf(aarav));
    const user = userEvent.setup();
    renderPage();

    const { mobile } = await startEditing(user);
    await user.clear(mobile);
    await user.type(mobile, '9000000001');
    await user.type(screen.getByLabelText('Current password'), 'Demo@1234{Enter}');

    await waitFor(() => expect(api.history.patch).toHaveLength(1));
    expect(JSON.parse(api.history.patch[0].data as string)).toEqual({
      mobile_number: '9000000001',
      current_password: 'Demo@1234',
    });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("shows the server's message under it when it is wrong or missing, and stays in edit mode", async () => {
    const api = serve(aarav);
    api
      .onPatch(UPDATE_PATH)
      .replyOnce(400, { current_password: [MISSING] })
      .onPatch(UPDATE_PATH)
      .replyOnce(400, { current_password: [INCORRECT] });
    const user = userEvent.setup();
    renderPage();

    const { username, mobile } = await startEditing(user);
    await user.clear(mobile);
    await user.type(mobile, '9000000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage(MISSING));
    expect(JSON.parse(api.history.patch[0].data as string)).toEqual({ mobile_number: '9000000001' });

    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage(INCORRECT));
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(mobile).toHaveValue('9000000001');
  });

  it('is forgotten on Cancel and after a save', async () => {
    const api = serve(aarav);
    api.onPatch(UPDATE_PATH).reply(200, profileOf(aarav));
    const user = userEvent.setup();
    renderPage();

    let fields = await startEditing(user);
    await user.clear(fields.mobile);
    await user.type(fields.mobile, '9000000001');
    await user.type(screen.getByLabelText('Current password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    fields = await startEditing(user);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(fields.mobile);
    await user.type(fields.mobile, '9000000001');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await user.type(screen.getByLabelText('Current password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();

    fields = await startEditing(user);
    await user.clear(fields.mobile);
    await user.type(fields.mobile, '9000000002');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
