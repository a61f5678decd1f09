import { filterEmployeeOptions } from './employeeOptions';

const OPTIONS = [
  { employeeId: 'CN1001', label: 'Aarav Sharma (CN1001)', role: 'Connector' },
  { employeeId: 'RM2001', label: 'Vikram Mehta (RM2001)', role: 'Relationship Manager' },
  { employeeId: 'AD3001', label: 'Anjali Desai (AD3001)', role: 'Admin' },
];

describe('filterEmployeeOptions', () => {
  it('keeps everyone for an empty or blank search', () => {
    expect(filterEmployeeOptions(OPTIONS, '')).toEqual(OPTIONS);
    expect(filterEmployeeOptions(OPTIONS, '   ')).toEqual(OPTIONS);
  });

  it('matches the name or the employee ID, in any case', () => {
    expect(filterEmployeeOptions(OPTIONS, ' mehta ').map((option) => option.employeeId)).toEqual(['RM2001']);
    expect(filterEmployeeOptions(OPTIONS, 'cn10').map((option) => option.employeeId)).toEqual(['CN1001']);
    expect(filterEmployeeOptions(OPTIONS, 'a')).toHaveLength(3);
    expect(filterEmployeeOptions(OPTIONS, 'nobody')).toEqual([]);
  });
});
