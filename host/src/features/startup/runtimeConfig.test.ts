import { loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const VALID = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    remote_core: 'http://localhost:3001/mf-manifest.json',
    remote_eligibility: 'http://localhost:3002/mf-manifest.json',
    remote_notifications: 'http://localhost:3003/mf-manifest.json',
  },
};

describe('runtime config', () => {
  it('accepts the config.json shape', () => {
    expect(parseRuntimeConfig(VALID)).toEqual(VALID);
  });

  it('names what is missing', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
    expect(() => parseRuntimeConfig({ ...VALID, apiBaseUrl: '' })).toThrow('no apiBaseUrl');
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'x' })).toThrow('no remotes');
    expect(() => parseRuntimeConfig({ ...VALID, remotes: { ...VALID.remotes, remote_core: undefined } })).toThrow(
      'no manifest URL for remote_core',
    );
  });

  it('reads /config.json without using a cached copy', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => VALID });
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).resolves.toEqual(VALID);
    expect(fetchMock).toHaveBeenCalledWith('/config.json');
  });

  it('fails on an error answer', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    await expect(loadRuntimeConfig(fetchMock as unknown as typeof fetch)).rejects.toThrow('/config.json answered 404');
  });
});
