import { fieldNameText, validationMessages, validationToastText } from './criteriaMessages';

/** An error shaped as axios reports an answered request. */
function answered(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
}

describe('criteria save messages', () => {
  it('reads every message of a 400, field by field, dropping blanks', () => {
    const error = answered(400, {
      max_age: ['Maximum age must be at least the minimum age.', 'Ensure this value is less than or equal to 100.'],
      bank_name: 'Choose a bank from the catalogue.',
      min_tenure: ['', '  '],
      non_field_errors: ['Criteria for this bank already exist.'],
    });
    expect(validationMessages(error)).toEqual([
      { field: 'max_age', messages: ['Maximum age must be at least the minimum age.', 'Ensure this value is less than or equal to 100.'] },
      { field: 'bank_name', messages: ['Choose a bank from the catalogue.'] },
      { field: 'non_field_errors', messages: ['Criteria for this bank already exist.'] },
    ]);
  });

  it('finds no validation messages in other failures', () => {
    expect(validationMessages(answered(500, { detail: 'Server error' }))).toBeUndefined();
    expect(validationMessages(answered(400, {}))).toBeUndefined();
    expect(validationMessages(answered(400, 'Bad Request'))).toBeUndefined();
    expect(validationMessages(Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} }))).toBeUndefined();
  });

  it('lists each field with underscores as spaces, and general messages as they are', () => {
    expect(fieldNameText('max_cibil_enquiries')).toBe('max cibil enquiries');
    expect(
      validationToastText([
        { field: 'max_age', messages: ['Maximum age must be at least the minimum age.'] },
        { field: 'locations', messages: ['Select at least one location.', 'Unknown location.'] },
        { field: 'non_field_errors', messages: ['Criteria for this bank already exist.'] },
        { field: 'detail', messages: ['Invalid input.'] },
      ]),
    ).toBe(
      [
        'max age: Maximum age must be at least the minimum age.',
        'locations: Select at least one location. Unknown location.',
        'Criteria for this bank already exist.',
        'Invalid input.',
      ].join('\n'),
    );
  });
});
