import { mockApi } from 'shared-auth/testing';
import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui/i18n';
import { renderPage } from '../../common/testing/routes';
import { hdfcBranches, kothrudSpokespersons } from '../catalogue/testing/catalogueFixtures';
import BranchPage from './BranchPage';

afterEach(async () => {
  // Switched back inside act: the page is still on screen and renders again in English.
  await act(() => setLanguage('en'));
});

describe('BranchPage in Hindi', () => {
  it('shows the branch details, the count and the list in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet('/leads/bankbranches/16/').reply(200, hdfcBranches()[0]);
    mockApi().onGet('/leads/spokespersons/?bank_branch=16').reply(200, kothrudSpokespersons());
    renderPage(<BranchPage />, { route: '/branch/16', path: '/branch/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pune - Kothrud' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    const facts = screen.getAllByRole('term').slice(0, 3).map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(facts)).toEqual({ बैंक: 'HDFC Bank', राज्य: 'Maharashtra', क्लस्टर: 'Pune' });
    expect(screen.getByText('कुल संपर्क व्यक्ति: 2')).toBeInTheDocument();
  });

  it('says in Hindi when there is no such branch', async () => {
    await setLanguage('hi');
    renderPage(<BranchPage />, { route: '/branch/abc', path: '/branch/:id' });
    expect(await screen.findByText('ब्रांच नहीं मिली')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बैंकों पर वापस' })).toBeInTheDocument();
  });
});
