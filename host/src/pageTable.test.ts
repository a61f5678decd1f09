import { PAGE_AUDIENCES } from 'shared-contracts/roles';
import pageTable from '../../pages.json';
import { PORTAL_PAGES } from './pageTable';

describe('the table of pages as the host reads it', () => {
  it('gives every page and sidebar group an audience of shared-contracts, as roles', () => {
    for (const page of pageTable.pages) expect(Object.keys(PAGE_AUDIENCES)).toContain(page.audience);
    for (const group of pageTable.navGroups) expect(Object.keys(PAGE_AUDIENCES)).toContain(group.audience);
    expect(PORTAL_PAGES.find((page) => page.path === '/back-office/payouts')?.roles).toEqual(['admin', 'director']);
    expect(PORTAL_PAGES.find((page) => page.path === '/back-office/leads')?.roles).toEqual(['rm', 'admin', 'director']);
    // Everyone: no role check at all (the KYC gate still applies to connectors).
    expect(PORTAL_PAGES.find((page) => page.path === '/leads')?.roles).toBeUndefined();
  });

  it('names each page by its remote container and exposed module', () => {
    expect(PORTAL_PAGES.find((page) => page.index)).toMatchObject({ path: '/dashboard', remote: 'remote_core', module: './DashboardPage' });
    expect(PORTAL_PAGES.find((page) => page.path === '/my-team')).toMatchObject({ remote: 'remote_notifications', module: './MyTeamPage' });
  });

});
