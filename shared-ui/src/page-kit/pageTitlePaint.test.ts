import { afterPageTitlePainted, PAGE_TITLE_TIMING } from './pageTitlePaint';

type EntriesCallback = (list: { getEntries: () => { element: Element | null }[] }) => void;

/** A browser that reports element paints: the observers made, and a way to report a paint to them. */
function elementTimingBrowser() {
  const observers: { callback: EntriesCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    record: { callback: EntriesCallback; disconnected: boolean };
    constructor(callback: EntriesCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const previous = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
  return {
    paint(element: Element) {
      for (const observer of observers) if (!observer.disconnected) observer.callback({ getEntries: () => [{ element }] });
    },
    restore() {
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = previous;
    },
  };
}

function pageTitle(): HTMLElement {
  const title = document.createElement('h1');
  title.setAttribute('elementtiming', PAGE_TITLE_TIMING);
  title.textContent = 'Leads';
  document.body.append(title);
  return title;
}

describe('afterPageTitlePainted', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('goes on at once on a page without the page kit title', () => {
    const browser = elementTimingBrowser();
    try {
      const then = jest.fn();
      afterPageTitlePainted(then);
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      browser.restore();
    }
  });

  it('waits for the paint of the title, not of another element', () => {
    const browser = elementTimingBrowser();
    try {
      const title = pageTitle();
      const then = jest.fn();
      afterPageTitlePainted(then);
      browser.paint(document.createElement('p'));
      expect(then).not.toHaveBeenCalled();
      browser.paint(title);
      expect(then).toHaveBeenCalledTimes(1);
      browser.paint(title);
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      browser.restore();
    }
  });

  it('goes on after half a second when the title is never painted, and not at all once cancelled', () => {
    jest.useFakeTimers();
    const browser = elementTimingBrowser();
    try {
      pageTitle();
      const then = jest.fn();
      afterPageTitlePainted(then);
      jest.advanceTimersByTime(499);
      expect(then).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(then).toHaveBeenCalledTimes(1);

      const cancelled = jest.fn();
      const cancel = afterPageTitlePainted(cancelled);
      cancel();
      jest.advanceTimersByTime(1000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      browser.restore();
    }
  });

  it('goes on at once where the browser does not report element paints', () => {
    pageTitle();
    const then = jest.fn();
    afterPageTitlePainted(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
