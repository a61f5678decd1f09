import { mockApi } from 'shared-auth/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { managedLeadDocuments } from '../lead-documents/testing/leadDocumentFixtures';
import ManagedLeadPage from './ManagedLeadPage';
import { processingLead } from './testing/managedLeadDetailFixtures';

jest.setTimeout(30_000);

describe('ManagedLeadPage in Hindi', () => {
  let restoreViewport: () => void;
  beforeEach(async () => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet('/leads/manage/leads/4/documents/').reply(200, managedLeadDocuments());
    mockApi().onGet(/^\/leads\/manage\/leads\/4\/documents\/pages\//).reply(200, new Blob(['page'], { type: 'image/jpeg' }));
    await setLanguage('hi');
  });
  afterEach(async () => {
    restoreViewport();
    // Switched back inside act: the page is still on screen and renders again in English.
    await act(() => setLanguage('en'));
  });

  it('shows the facts, the status buttons, the cards and a dialog in Hindi', async () => {
    mockApi().onGet('/leads/manage/leads/4/').reply(200, processingLead());
    const user = userEvent.setup({ delay: null });
    renderPage(<ManagedLeadPage />, { route: '/back-office/leads/4', path: '/back-office/leads/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    const summary = screen.getByLabelText('लीड का सारांश');
    expect(within(summary).getByText('लोन राशि')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लीड प्रबंधन पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'दस्तावेज़' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पेआउट' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'टाइमलाइन' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'मंज़ूर करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('लीड मंज़ूर करें')).toBeInTheDocument();
    expect(within(dialog).getByText(/प्रोसेसिंग में → मंज़ूर।/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'मंज़ूर करें' }));
    expect(await within(dialog).findByText('कम से कम 3 अक्षरों की टिप्पणी लिखें।')).toBeInTheDocument();
  });

  it('says in Hindi when there is no such lead', async () => {
    renderPage(<ManagedLeadPage />, { route: '/back-office/leads/abc', path: '/back-office/leads/:id' });
    expect(await screen.findByText('लीड नहीं मिली')).toBeInTheDocument();
  });
});
