import { t } from '../i18n';
import { EligibilityCheckRejected, checkFieldErrors, describeCheckFailure, describeRejectedAnswer } from './checkFailure';

describe('describeRejectedAnswer', () => {
  it('shows an error text as is', () => {
    expect(describeRejectedAnswer({ success: false, error: 'Try again later' }, t)).toEqual({ type: 'message', message: 'Try again later' });
  });

  it('lists the first message of each field, skipping blank ones and fields without a message', () => {
    expect(
      describeRejectedAnswer({ success: false, error: { age: ['', 'Too young', 'Other'], location: 'Select a valid choice.', rtr_ratio: [], x: [7] } }, t),
    ).toEqual({
      type: 'fields',
      fields: [
        { field: 'age', message: 'Too young' },
        { field: 'location', message: 'Select a valid choice.' },
      ],
    });
  });

  it.each([
    ['success false without an error', { success: false, eligible_banks: [], error: null }],
    ['an empty error object', { success: false, error: {} }],
    ['a blank error text', { success: false, error: '  ' }],
    ['a body that is not an object', 'Bad Request'],
    ['no body', undefined],
  ])('says "Failed to check eligibility" for %s', (_case, body) => {
    expect(describeRejectedAnswer(body, t)).toEqual({ type: 'message', message: 'Failed to check eligibility' });
  });
});

describe('describeCheckFailure', () => {
  it('says "Something went wrong" for anything but a rejected answer', () => {
    expect(describeCheckFailure(new Error('Network Error'), t)).toEqual({ type: 'message', message: 'Something went wrong' });
    expect(describeCheckFailure({ response: { status: 500, data: { error: 'hidden' } } }, t)).toEqual({
      type: 'message',
      message: 'Something went wrong',
    });
  });

  it('reads a rejected answer', () => {
    expect(describeCheckFailure(new EligibilityCheckRejected({ error: 'Paused' }), t)).toEqual({ type: 'message', message: 'Paused' });
  });
});

describe('checkFieldErrors', () => {
  it('gives the first message per field only when the error names fields', () => {
    expect(checkFieldErrors(new EligibilityCheckRejected({ error: { age: ['Too young', 'x'] } }))).toEqual({ age: 'Too young' });
    expect(checkFieldErrors(new EligibilityCheckRejected({ error: 'Paused' }))).toEqual({});
    expect(checkFieldErrors(null)).toEqual({});
  });
});
