import { useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react/styled-system';

export interface PageTab<Value extends string> {
  value: Value;
  /** The tab's text, with anything drawn beside it (a count badge). */
  label: ReactNode;
}

export interface PageTabsProps<Value extends string> {
  /** The tabs' name for screen readers ("Notifications"). */
  label: string;
  tabs: readonly PageTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** What the selected tab shows: the one panel. */
  children: ReactNode;
}

/** The keys of the WAI-ARIA tabs pattern, as a move from the selected tab's index. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs that hold a page's main content (Unread and All of the Notification Center), drawn in the
 * page's first render. shared-ui/widgets' Tabs runs a state machine and comes with the widgets,
 * the largest file a page loads after react-dom; tabs in a page's module would make its content
 * wait for that file. These are the WAI-ARIA tabs pattern by hand (a tablist of buttons; the
 * arrow keys, Home and End move and select; the selected tab alone is in the tab order) drawn with
 * the same recipe as the widgets' Tabs in the `line` variant, so both look the same.
 */
export function PageTabs<Value extends string>({ label, tabs, value, onChange, children }: PageTabsProps<Value>) {
  const id = useId();
  const recipe = useSlotRecipe({ key: 'tabs' });
  const styles = useMemo(() => recipe({ variant: 'line', size: 'md' }), [recipe]);
  const tabId = (tab: Value) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = MOVES[event.key];
    if (!next) return;
    event.preventDefault();
    const index = next(
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    onChange(tabs[index].value);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <chakra.div css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <chakra.div role="tablist" aria-label={label} aria-orientation="horizontal" data-orientation="horizontal" css={styles.list} onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-orientation="horizontal"
              css={styles.trigger}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      <chakra.div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} data-orientation="horizontal" css={styles.content}>
        {children}
      </chakra.div>
    </chakra.div>
  );
}
