import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut, zoomPercent } from './zoom';

describe('zoom', () => {
  it('steps up and down from 100%', () => {
    expect(zoomIn(DEFAULT_ZOOM)).toBe(1.25);
    expect(zoomIn(1.5)).toBe(2);
    expect(zoomOut(DEFAULT_ZOOM)).toBe(0.75);
    expect(zoomOut(2)).toBe(1.5);
  });

  it('stays within half size and four times', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(4);
    expect(zoomOut(MIN_ZOOM)).toBe(0.5);
    expect(zoomIn(10)).toBe(4);
    expect(zoomOut(0.1)).toBe(0.5);
  });

  it('reads as a percentage', () => {
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(0.75)).toBe('75%');
    expect(zoomPercent(3)).toBe('300%');
  });
});
