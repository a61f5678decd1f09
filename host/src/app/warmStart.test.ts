import { loadRemote } from '@module-federation/enhanced/runtime';
import { ACCESS_TOKEN_KEY } from 'shared-auth';
import { preloadProtectedArea } from './AppRoutes';
import { warmSignedInStart } from './warmStart';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => Promise.resolve({})) }));
jest.mock('./AppRoutes', () => ({ preloadProtectedArea: jest.fn(() => Promise.resolve()) }));

const loadRemoteMock = loadRemote as jest.Mock;
const preloadProtectedAreaMock = preloadProtectedArea as jest.Mock;

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('warmSignedInStart', () => {
  it('does nothing for someone not signed in', () => {
    warmSignedInStart('/dashboard');
    expect(preloadProtectedAreaMock).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/dashboard', 'remote_core/DashboardPage'],
    ['/', 'remote_core/DashboardPage'],
    ['/lead/42', 'remote_core/LeadDetailPage'],
    ['/notifications', 'remote_notifications/NotificationCenterPage'],
  ])('a signed-in user opening %s: the signed-in area and %s start loading at once', (path, moduleId) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    warmSignedInStart(path);
    expect(preloadProtectedAreaMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith(moduleId);
  });

  it('a path that is no remote page loads only the signed-in area', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    warmSignedInStart('/no-such-page');
    expect(preloadProtectedAreaMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('a remote that cannot be loaded now is no error here (RemotePage shows it later)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    loadRemoteMock.mockReturnValueOnce(Promise.reject(new Error('remote down')));
    await expect(warmSignedInStart('/leads')).resolves.toBeUndefined();
  });

  it('resolves once the page module has loaded, so the first render can show it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    let loaded = false;
    loadRemoteMock.mockReturnValueOnce(
      new Promise((resolve) => setTimeout(() => {
        loaded = true;
        resolve({ default: () => null });
      }, 10)),
    );
    await warmSignedInStart('/bonus');
    expect(loaded).toBe(true);
  });
});
