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

  it('places toasts at the top centre, clear of the buttons at the bottom of a dialog', async () => {
    render(
      <UiProvider>
        <PortalToaster />
      </UiProvider>,
    );
    act(() => {
      showToast({ title: 'Validation Error', description: 'max age: Maximum age must be at least the minimum age.', type: 'error' });
    });
    const toast = await screen.findByText('Validation Error');
    const region = toast.closest<HTMLElement>('[role="region"]');
    expect(region).toHaveAttribute('data-placement', 'top');
    expect(region).toHaveAttribute('data-align', 'center');
    // Anchored to the top edge of the screen, never to the bottom where a dialog's buttons are.
    expect(region?.style.top).not.toBe('');
    expect(region?.style.bottom).toBe('');
    // On phones (a full-screen dialog) it keeps clear of the right edge, where the close button is.
    expect(region?.style.insetInlineEnd).toContain('var(--portal-toast-end-inset');
  });
});
