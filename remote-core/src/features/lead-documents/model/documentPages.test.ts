import { documentPage, leadDocument } from '../testing/documentFixtures';
import { documentPageGroups, pageFileName, rejectionText } from './documentPages';

describe('documentPageGroups', () => {
  it('numbers current and superseded pages apart, oldest first, with the alt text', () => {
    const groups = documentPageGroups(
      leadDocument({
        name: 'Salary Slips',
        pages: [
          documentPage({ id: 1, document: 'Salary Slips', state: 'superseded' }),
          documentPage({ id: 2, document: 'Salary Slips' }),
          documentPage({ id: 3, document: 'Salary Slips', state: 'superseded' }),
          documentPage({ id: 4, document: 'Salary Slips' }),
        ],
      }),
    );
    expect(groups.current.map(({ page, number, label }) => [page.id, number, label])).toEqual([
      [2, 1, 'Salary Slips, page 1'],
      [4, 2, 'Salary Slips, page 2'],
    ]);
    expect(groups.superseded.map(({ page, label }) => [page.id, label])).toEqual([
      [1, 'Salary Slips, earlier page 1'],
      [3, 'Salary Slips, earlier page 2'],
    ]);
  });
});

describe('pageFileName', () => {
  it("shows the uploader's file name, else the kind of file", () => {
    expect(pageFileName({ file_name: ' itr-2025.pdf ', content_type: 'application/pdf' })).toBe('itr-2025.pdf');
    expect(pageFileName({ file_name: null, content_type: 'application/pdf' })).toBe('PDF');
    expect(pageFileName({ file_name: '', content_type: 'image/png' })).toBe('Image');
  });
});

describe('rejectionText', () => {
  it("puts the reviewer's reason after Rejected", () => {
    expect(rejectionText(' Blurred. ')).toBe('Rejected: Blurred.');
    expect(rejectionText('Blurred')).toBe('Rejected: Blurred.');
    expect(rejectionText(null)).toBe('Rejected');
  });
});
