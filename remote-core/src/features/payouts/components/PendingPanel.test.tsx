import { act, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { queryClient } from 'shared-auth';
import { mockApi } from 'shared-auth/testing';
import { UiProvider } from 'shared-ui';
import { pendingPayoutsQueryKey } from '../api/pendingPayouts';
import { pendingPage } from '../testing/payoutFixtures';
import { PendingPanel } from './PendingPanel';

describe('PendingPanel', () => {
  it("draws the totals with the page's data, and the connectors' sections in a deferred render right after", async () => {
    // The data is there before the first render, as when a read answers: the render that takes it
    // draws the tiles, and the twenty sections of a page follow in slices (docs/performance.md).
    queryClient.setQueryData(pendingPayoutsQueryKey({ search: '', page: 1 }), pendingPage());
    mockApi().onGet(/^\/leads\/payouts\/pending\/\?/).reply(200, pendingPage());
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // Outside act, as a browser runs it: the urgent commit, then React's own scheduling.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() =>
        root.render(
          <UiProvider>
            <PendingPanel onRecorded={() => undefined} />
          </UiProvider>,
        ),
      );
      const panel = within(container);
      expect(panel.getByRole('group', { name: 'Connectors' })).toHaveTextContent('2');
      expect(panel.getByRole('status', { name: 'Loading pending payouts' })).toBeInTheDocument();
      expect(panel.queryByRole('region', { name: /Aarav Sharma/ })).not.toBeInTheDocument();

      expect(await panel.findByRole('region', { name: /Aarav Sharma/ })).toBeInTheDocument();
      expect(panel.getByRole('region', { name: /Neha/ })).toBeInTheDocument();
      expect(panel.queryByRole('status', { name: 'Loading pending payouts' })).not.toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
      act(() => root.unmount());
      container.remove();
    }
  });
});
