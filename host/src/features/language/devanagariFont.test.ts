import { addDevanagariFont, DEVANAGARI_UNICODE_RANGE } from './devanagariFont';

/** FontFace as a browser has it, for one device: with the font installed or without. */
function fakeFontFace({ installed }: { installed: boolean }) {
  return class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string | ArrayBuffer,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load(): Promise<this> {
      const local = typeof this.source === 'string';
      return local && !installed ? Promise.reject(new DOMException('not installed', 'NetworkError')) : Promise.resolve(this);
    }
  };
}

type FakeFace = InstanceType<ReturnType<typeof fakeFontFace>>;

function setUp({ installed }: { installed: boolean }) {
  document.documentElement.removeAttribute('data-portal-devanagari-font');
  const added: FakeFace[] = [];
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: FakeFace) => added.push(face) } });
  Object.defineProperty(globalThis, 'FontFace', { configurable: true, writable: true, value: fakeFontFace({ installed }) });
  const fetched: string[] = [];
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) };
    },
  });
  let show: () => void = () => {};
  const whenShown = () => new Promise<void>((resolve) => (show = resolve));
  return { added, fetched, whenShown, show: () => show() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Devanagari font', () => {
  it('is loaded once, in two weights, only once the page is shown, for Devanagari only: not for the rupee sign English pages show', async () => {
    const device = setUp({ installed: false });
    addDevanagariFont(document, device.whenShown);
    addDevanagariFont(document, device.whenShown);
    await settle();
    // Nothing before the page is shown (the device's own font draws it).
    expect(device.fetched).toEqual([]);
    expect(device.added).toEqual([]);
    device.show();
    await settle();
    // Both files, each once (the build's URLs; jest's file stub names them by their file).
    expect(device.fetched).toHaveLength(2);
    expect(device.added.map((face) => [face.family, face.descriptors.weight, face.source instanceof ArrayBuffer])).toEqual([
      ['Noto Sans Devanagari', '400', true],
      ['Noto Sans Devanagari', '600', true],
    ]);
    for (const face of device.added) {
      expect(face.descriptors.unicodeRange).toBe(DEVANAGARI_UNICODE_RANGE);
      expect(face.descriptors.display).toBe('swap');
    }
    expect(DEVANAGARI_UNICODE_RANGE).toContain('U+0900-097F');
    expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/20B9|20A8/);
  });

  it("uses the device's own Noto Sans Devanagari when it has one, and downloads nothing", async () => {
    const device = setUp({ installed: true });
    addDevanagariFont(document, device.whenShown);
    device.show();
    await settle();
    expect(device.fetched).toEqual([]);
    expect(device.added.map((face) => [face.source, face.descriptors.weight])).toEqual([
      ['local("Noto Sans Devanagari"),local("NotoSansDevanagari-Regular")', '400'],
      ['local("Noto Sans Devanagari SemiBold"),local("NotoSansDevanagari-SemiBold")', '600'],
    ]);
  });

  it('is not asked for again where the pre-rendered page declares it', async () => {
    const device = setUp({ installed: false });
    const declared = document.createElement('style');
    declared.setAttribute('data-portal-font-faces', 'hi');
    document.head.append(declared);
    addDevanagariFont(document, device.whenShown);
    device.show();
    await settle();
    expect(device.fetched).toEqual([]);
    declared.remove();
  });
});
