/**
 * How a document checklist badge looks. The spec styles "Submitted" as success and anything else as
 * secondary; "Verified" counts as success too (checklistItems). Both use the subtle variant: dark
 * text on a light tint keeps the badge's small text at WCAG AA contrast (4.5:1), which white on
 * Chakra's solid green does not reach.
 */
export const CHECKLIST_BADGE_STYLES = {
  success: { colorPalette: 'green', variant: 'subtle' },
  secondary: { colorPalette: 'gray', variant: 'subtle' },
} as const;

export type ChecklistBadgeStyle = keyof typeof CHECKLIST_BADGE_STYLES;

export function checklistBadgeStyle(submitted: boolean): ChecklistBadgeStyle {
  return submitted ? 'success' : 'secondary';
}
