import { act, screen } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { start } from './bootstrap';
import type { RuntimeConfig } from '../features/startup';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    remote_core: 'http://core.example/mf-manifest.json',
    remote_eligibility: 'http://eligibility.example/mf-manifest.json',
    remote_notifications: 'http://notifications.example/mf-manifest.json',
  },
};

describe('bootstrap', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/login');
  });

  it('registers the remotes from the runtime config and renders the portal', async () => {
    await act(() => start(Promise.resolve(CONFIG)));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_core', entry: 'http://core.example/mf-manifest.json' },
      { name: 'remote_eligibility', entry: 'http://eligibility.example/mf-manifest.json' },
      { name: 'remote_notifications', entry: 'http://notifications.example/mf-manifest.json' },
    ]);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says the portal could not start when the runtime config cannot be read, instead of a blank page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => start(Promise.reject(new Error('the page carries no runtime configuration'))));
    expect(screen.getByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
    expect(screen.getByText(/the page carries no runtime configuration/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Runtime configuration failed: the page carries no runtime configuration');
    logged.mockRestore();
  });
});
