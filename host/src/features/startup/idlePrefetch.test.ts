import { idlePrefetchUrls, prefetchListedChunks, prefetchListedChunksWhenIdle, PREFETCH_LINKS_PER_TASK, whenIdle } from './idlePrefetch';

function listChunks(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'portal-idle-prefetch';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('idle prefetch of the chunks the document lists', () => {
  it('reads nothing from a document without the list (the dev server)', () => {
    expect(idlePrefetchUrls()).toEqual([]);
    expect(prefetchListedChunks()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('adds one prefetch link per listed chunk, and none twice', () => {
    listChunks(' /shared-ui-widgets.1a2b3c4d.js  /host-7.5e6f7a8b.js ');
    expect(prefetchListedChunks()).toBe(2);
    expect(prefetchListedChunks()).toBe(0);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/shared-ui-widgets.1a2b3c4d.js', 'script'],
      ['/host-7.5e6f7a8b.js', 'script'],
    ]);
  });

  it('waits for the browser to be idle, and can be cancelled before', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    const cancelled = jest.fn();
    whenIdle(task, 3000);
    whenIdle(cancelled, 3000)();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('adds a few links per idle moment, so no one task starts every request', () => {
    jest.useFakeTimers();
    const urls = Array.from({ length: 7 }, (_, index) => `/chunk-${index}.1a2b3c4d.js`);
    listChunks(urls.join(' '));
    const links = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
    prefetchListedChunksWhenIdle();
    expect(links()).toBe(0);
    jest.advanceTimersByTime(1500);
    expect(links()).toBe(PREFETCH_LINKS_PER_TASK);
    jest.advanceTimersByTime(1500);
    expect(links()).toBe(2 * PREFETCH_LINKS_PER_TASK);
    jest.advanceTimersByTime(3000);
    expect(links()).toBe(7);
  });

  it('stops when cancelled between idle moments', () => {
    jest.useFakeTimers();
    listChunks(Array.from({ length: 7 }, (_, index) => `/chunk-${index}.1a2b3c4d.js`).join(' '));
    const cancel = prefetchListedChunksWhenIdle();
    jest.advanceTimersByTime(1500);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(PREFETCH_LINKS_PER_TASK);
  });
});
