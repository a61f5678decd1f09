import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerPortalRemotes } from './registerPortalRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe('registerPortalRemotes', () => {
  it('registers each remote by the manifest URL from the runtime config', () => {
    registerPortalRemotes({
      remote_core: 'https://core.example/mf-manifest.json',
      remote_eligibility: 'https://eligibility.example/mf-manifest.json',
      remote_notifications: 'https://notifications.example/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_core', entry: 'https://core.example/mf-manifest.json' },
      { name: 'remote_eligibility', entry: 'https://eligibility.example/mf-manifest.json' },
      { name: 'remote_notifications', entry: 'https://notifications.example/mf-manifest.json' },
    ]);
  });
});
