// Browser APIs that jsdom lacks and Chakra UI (Ark/Zag) relies on.
require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 15 s instead of 1 s: screens that load lazily or fetch first stay
// reliable when the machine is busy (CI runs the suites on 2 cores beside the API tests and the
// builds). A wait ends as soon as what it waits for is there; the limit only catches a screen that
// never gets there, within the tests' own 30 s (jest.preset.cjs).
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = globalThis.ResizeObserver || ResizeObserverStub;

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}

if (!globalThis.PointerEvent) {
  class PointerEventPolyfill extends MouseEvent {
    constructor(type, params = {}) {
      super(type, params);
      this.pointerId = params.pointerId ?? 1;
      this.pointerType = params.pointerType ?? 'mouse';
    }
  }
  globalThis.PointerEvent = PointerEventPolyfill;
}

if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!window.scrollTo || window.scrollTo.toString().includes('notImplemented')) window.scrollTo = () => {};
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:preview';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
