/** People offered in a checkbox list (reporting managers, a notification's chosen employees). */
export interface EmployeeOption {
  employeeId: string;
  /** "Name (EMPLOYEE ID)". */
  label: string;
  /** The role as people read it. */
  role: string;
}

/**
 * The options whose name or employee ID contains the search (any case, surrounding spaces
 * ignored); every option for an empty search.
 */
export function filterEmployeeOptions<T extends EmployeeOption>(options: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase('en-IN').includes(needle));
}
