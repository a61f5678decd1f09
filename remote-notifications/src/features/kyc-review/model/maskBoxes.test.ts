import { t } from '../i18n';
import { masked, sneha } from '../testing/kycFixtures';
import { CENTRED_BOX, MIN_SIDE, boxAfterKey, boxFromDrag, describeBox, isBigEnough, maskingLabel, moveBox, resizeBox, toFraction, unmaskedAadhaarSides } from './maskBoxes';

const frame = { left: 100, top: 50, width: 400, height: 200 };

describe('boxFromDrag', () => {
  it('turns a drag on screen into fractions of the image, whichever corner came first', () => {
    expect(boxFromDrag({ x: 140, y: 70 }, { x: 300, y: 150 }, frame)).toEqual({ x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
    expect(boxFromDrag({ x: 300, y: 150 }, { x: 140, y: 70 }, frame)).toEqual({ x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
  });

  it('stops at the image edges when the pointer leaves the image', () => {
    expect(boxFromDrag({ x: 420, y: 200 }, { x: 900, y: 900 }, frame)).toEqual({ x: 0.8, y: 0.75, width: 0.2, height: 0.25 });
    expect(toFraction({ x: 0, y: 0 }, frame)).toEqual({ x: 0, y: 0 });
    expect(toFraction({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('keeps only boxes of at least the minimum size (a click draws none)', () => {
    expect(isBigEnough(boxFromDrag({ x: 140, y: 70 }, { x: 141, y: 71 }, frame))).toBe(false);
    expect(isBigEnough({ x: 0, y: 0, width: MIN_SIDE, height: MIN_SIDE })).toBe(true);
  });
});

describe('the keyboard', () => {
  it('moves a box with the arrow keys, inside the image', () => {
    expect(boxAfterKey(CENTRED_BOX, 'ArrowRight', false)).toEqual({ ...CENTRED_BOX, x: 0.31 });
    expect(boxAfterKey(CENTRED_BOX, 'ArrowUp', false)).toEqual({ ...CENTRED_BOX, y: 0.44 });
    expect(moveBox({ x: 0.95, y: 0, width: 0.1, height: 0.1 }, 0.5, -1)).toEqual({ x: 0.9, y: 0, width: 0.1, height: 0.1 });
  });

  it('resizes it with Shift: Right and Down larger, Left and Up smaller, never below the minimum or past the edge', () => {
    expect(boxAfterKey(CENTRED_BOX, 'ArrowRight', true)).toEqual({ ...CENTRED_BOX, width: 0.41 });
    expect(boxAfterKey(CENTRED_BOX, 'ArrowUp', true)).toEqual({ ...CENTRED_BOX, height: 0.09 });
    expect(resizeBox({ x: 0.5, y: 0.5, width: 0.02, height: 0.4 }, -0.05, 1)).toEqual({ x: 0.5, y: 0.5, width: MIN_SIDE, height: 0.5 });
  });

  it('ignores other keys', () => {
    expect(boxAfterKey(CENTRED_BOX, 'Enter', false)).toBeNull();
  });
});

describe('texts', () => {
  it('describes a box in percentages of the image', () => {
    expect(describeBox(t, CENTRED_BOX, 0)).toBe('Box 1: 30% from the left, 45% from the top, 40% wide, 10% high');
  });

  it('says who masked a side and how', () => {
    const [front, back] = masked(sneha).documents.filter((document) => document.kind.startsWith('aadhar')).sort((a, b) => a.kind.localeCompare(b.kind)).reverse();
    expect(maskingLabel(t, front?.masking)).toBe('Masked by Rajesh Kapoor');
    expect(maskingLabel(t, back?.masking)).toBe('Uploaded masked — confirmed by Rajesh Kapoor');
    expect(maskingLabel(t, null)).toBeNull();
    expect(maskingLabel(t, { method: 'boxes', masked_at: '2026-11-23T08:50:00+05:30', masked_by: null })).toBe('Masked by a former employee');
  });

  it('lists the Aadhaar sides still unmasked', () => {
    expect(unmaskedAadhaarSides(sneha).sort()).toEqual(['aadhar_back', 'aadhar_front']);
    expect(unmaskedAadhaarSides(masked(sneha))).toEqual([]);
  });
});
