import { loadRemote } from '@module-federation/enhanced/runtime';
import { ACCESS_TOKEN_KEY } from 'shared-auth';
import { loadSession } from '../features/session';
import { warmSignedInStart } from './warmStart';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => Promise.resolve({})) }));
jest.mock('../features/session', () => ({ loadSession: jest.fn(() => Promise.resolve({})) }));

const loadRemoteMock = loadRemote as jest.Mock;
const loadSessionMock = loadSession as jest.Mock;

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('warmSignedInStart', () => {
  it('does nothing for someone not signed in', () => {
    warmSignedInStart('/dashboard');
    expect(loadSessionMock).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/dashboard', 'remote_core/DashboardPage'],
    ['/', 'remote_core/DashboardPage'],
    ['/lead/42', 'remote_core/LeadDetailPage'],
    ['/notifications', 'remote_notifications/NotificationCenterPage'],
  ])('a signed-in user opening %s: shared-auth and %s start loading at once', (path, moduleId) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    warmSignedInStart(path);
    expect(loadSessionMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith(moduleId);
  });

  it('a path that is no remote page loads only shared-auth', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    warmSignedInStart('/no-such-page');
    expect(loadSessionMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('a remote that cannot be loaded now is no error here (RemotePage shows it later)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    loadRemoteMock.mockReturnValueOnce(Promise.reject(new Error('remote down')));
    expect(() => warmSignedInStart('/leads')).not.toThrow();
    await Promise.resolve();
  });
});
