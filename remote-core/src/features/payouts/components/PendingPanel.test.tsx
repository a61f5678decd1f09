import { within } from '@testing-library/react';
import { queryClient } from 'shared-auth';
import { mockApi } from 'shared-auth/testing';
import { renderOutsideAct } from 'shared-ui/testing';
import { pendingPayoutsQueryKey } from '../api/pendingPayouts';
import { pendingPage } from '../testing/payoutFixtures';
import { PendingPanel } from './PendingPanel';

describe('PendingPanel', () => {
  it("draws the totals with the page's data, and the connectors' sections in a deferred render right after", async () => {
    // The data is there before the first render, as when a read answers: the render that takes it
    // draws the tiles, and the twenty sections of a page follow in slices (docs/performance.md).
    queryClient.setQueryData(pendingPayoutsQueryKey({ search: '', page: 1 }), pendingPage());
    mockApi().onGet(/^\/leads\/payouts\/pending\/\?/).reply(200, pendingPage());
    await renderOutsideAct(<PendingPanel onRecorded={() => undefined} />, async (container) => {
      const panel = within(container);
      expect(panel.getByRole('group', { name: 'Connectors' })).toHaveTextContent('2');
      expect(panel.getByRole('status', { name: 'Loading pending payouts' })).toBeInTheDocument();
      expect(panel.queryByRole('region', { name: /Aarav Sharma/ })).not.toBeInTheDocument();

      expect(await panel.findByRole('region', { name: /Aarav Sharma/ })).toBeInTheDocument();
      expect(panel.getByRole('region', { name: /Neha/ })).toBeInTheDocument();
      expect(panel.queryByRole('status', { name: 'Loading pending payouts' })).not.toBeInTheDocument();
    });
  });
});
