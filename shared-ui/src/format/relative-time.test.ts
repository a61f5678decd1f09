import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  it('says "Just now" under one minute (and for times slightly in the future)', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-30 * SECOND), now)).toBe('Just now');
  });

  it('counts whole minutes under one hour', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('counts whole hours under one day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('says "Yesterday" from 24 up to 48 hours', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('Yesterday');
    expect(formatRelativeTime(ago(47 * HOUR + 59 * MINUTE), now)).toBe('Yesterday');
  });

  it('shows the short date from 48 hours on', () => {
    expect(formatRelativeTime(ago(48 * HOUR), now)).toBe('20 Nov 2026');
    expect(formatRelativeTime('2026-01-15T08:00:00', now)).toBe('15 Jan 2026');
  });

  it('measures against the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 5 * MINUTE))).toBe('5m ago');
  });

  it('shows N/A for an unreadable time', () => {
    expect(formatRelativeTime('yesterday-ish', now)).toBe('N/A');
  });
});

describe('formatRelativeTime on a page in Hindi', () => {
  beforeEach(() => {
    document.documentElement.lang = 'hi';
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('says how long ago in Hindi', () => {
    expect(formatRelativeTime(ago(10 * SECOND), now)).toBe('अभी-अभी');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 मिनट पहले');
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('3 घंटे पहले');
    expect(formatRelativeTime(ago(30 * HOUR), now)).toBe('कल');
    expect(formatRelativeTime(ago(72 * HOUR), now)).toBe('19 नव॰ 2026');
  });
});
