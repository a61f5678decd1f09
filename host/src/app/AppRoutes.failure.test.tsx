import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-auth/testing';
import { AppRoutes } from './AppRoutes';

// The protected area's chunk cannot be fetched (a deploy in progress, a network drop).
jest.mock('./ProtectedRoutes', () => {
  throw new Error('Loading chunk failed');
});
// The same for the one-time-code pages' chunk.
jest.mock('../features/otp', () => {
  throw new Error('Loading chunk failed');
});

describe('AppRoutes when a lazily loaded chunk cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says so with a Retry instead of leaving the page blank', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard', tokens: true });
    expect(await screen.findByText('The portal is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('still shows the login page, which does not need that chunk', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says so on /login/mobile and /password-reset when their chunk cannot load', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/login/mobile' });
    expect(await screen.findByText('Mobile login is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/password-reset' });
    expect(await screen.findByText('Password reset is unavailable right now.')).toBeInTheDocument();
  });
});
