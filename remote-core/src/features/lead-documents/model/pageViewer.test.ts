import { canZoomIn, canZoomOut, displaySize, pageName, pageOfDocumentLabel, pdfPageLabel, rotateClockwise, turnedBox, zoomIn, zoomLabel, zoomOut } from './pageViewer';

describe('zoom', () => {
  it('steps through the levels around fit and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.5)).toBe(0.5);
    expect([canZoomIn(4), canZoomOut(0.5), canZoomIn(1), canZoomOut(1)]).toEqual([false, false, true, true]);
    expect([zoomLabel(1), zoomLabel(1.5)]).toEqual(['Fit', '150% of fit']);
  });
});

describe('rotation and size', () => {
  it('turns a quarter at a time', () => {
    expect([rotateClockwise(0), rotateClockwise(90), rotateClockwise(180), rotateClockwise(270)]).toEqual([90, 180, 270, 0]);
  });

  it('fits the page, turned, inside the stage, times the zoom', () => {
    const portrait = { width: 1000, height: 2000 };
    const stage = { width: 500, height: 500 };
    expect(displaySize(portrait, stage, 1, 0)).toEqual({ width: 250, height: 500 });
    expect(displaySize(portrait, stage, 2, 0)).toEqual({ width: 500, height: 1000 });
    // Turned, the page's long side lies along the stage's width.
    expect(displaySize(portrait, stage, 1, 90)).toEqual({ width: 250, height: 500 });
    expect(turnedBox({ width: 250, height: 500 }, 90)).toEqual({ width: 500, height: 250 });
    expect(displaySize(portrait, { width: 0, height: 0 }, 1, 0)).toEqual({ width: 0, height: 0 });
  });
});

describe('labels', () => {
  it('names pages and positions', () => {
    expect(pageOfDocumentLabel(1, 5)).toBe('Page 2 of 5');
    expect(pdfPageLabel(1, 20)).toBe('PDF page 1 of 20');
    expect(pageName({ file_name: ' scan.pdf ' }, 0)).toBe('scan.pdf');
    expect(pageName({ file_name: null }, 2)).toBe('Page 3');
  });
});
