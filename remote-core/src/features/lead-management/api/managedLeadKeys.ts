/**
 * The query keys under which the back office's lead reads are cached: every back-office lead query
 * (lists and details, managed-lead/api/managedLead.ts) starts with the prefix, so a status change or
 * a document decision refreshes them all. Kept apart from
 * managedLeads.ts so that the pages importing a key do not download the list's filters and export.
 */
export const managedLeadsKeyPrefix = ['back-office', 'leads'] as const;
export const managedLeadListsKeyPrefix = [...managedLeadsKeyPrefix, 'list'] as const;
