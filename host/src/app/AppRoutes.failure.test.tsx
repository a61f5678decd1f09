import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-auth/testing';
import { AppRoutes } from './AppRoutes';

// The protected area's chunk cannot be fetched (a deploy in progress, a network drop).
jest.mock('./ProtectedRoutes', () => {
  throw new Error('Loading chunk failed');
});

describe('AppRoutes when the protected area cannot load', () => {
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
});
