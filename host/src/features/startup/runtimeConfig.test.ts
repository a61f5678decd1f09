import { parseRuntimeConfig, readRuntimeConfig } from './runtimeConfig';

const VALID = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    remote_core: 'http://localhost:3001/mf-manifest.json',
    remote_eligibility: 'http://localhost:3002/mf-manifest.json',
    remote_notifications: 'http://localhost:3003/mf-manifest.json',
  },
};

/** A document as the static server writes it (scripts/lib/runtime-config.cjs): the config in a meta element of the head. */
function documentCarrying(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'portal-runtime-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('runtime config', () => {
  it('accepts the configuration shape', () => {
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

  it('reads the configuration the document carries, without a request', () => {
    expect(readRuntimeConfig(documentCarrying(JSON.stringify(VALID)))).toEqual(VALID);
  });

  it('fails when the document carries none, or something that is not JSON', () => {
    expect(() => readRuntimeConfig(documentCarrying(null))).toThrow('the page carries no runtime configuration');
    expect(() => readRuntimeConfig(documentCarrying('{"apiBaseUrl":'))).toThrow('the runtime configuration is not JSON');
  });
});
