import { act, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { PortalToaster, showToast, toaster } from './PortalToaster';

describe('PortalToaster', () => {
  afterEach(() => act(() => toaster.remove()));

  it('shows a toast with its title and description', async () => {
    render(
      <UiProvider>
        <PortalToaster />
      </UiProvider>,
    );
    act(() => {
      showToast({ title: 'Created Successfully', description: 'Loan criteria has been created successfully.', type: 'success' });
    });
    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Loan criteria has been created successfully.')).toBeInTheDocument();
  });

  it('keeps one toast at a time: a new toast replaces the one on screen', async () => {
    render(
      <UiProvider>
        <PortalToaster />
      </UiProvider>,
    );
    act(() => {
      showToast({ title: 'First' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => {
      showToast({ title: 'Second' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });
});
