import { Link as RouterLink } from 'react-router-dom';
import { Button } from 'shared-ui';

function ArrowLeft() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M19 12H5M12 19l-7-7 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "Back to Banks" and the like: a link to a fixed list page, drawn as a quiet button. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" colorPalette="brand">
      <RouterLink to={to}>
        <ArrowLeft />
        {label}
      </RouterLink>
    </Button>
  );
}

/** A back button that runs an action (one step back in history). */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" alignSelf="flex-start" ms="-2" colorPalette="brand" onClick={onClick}>
      <ArrowLeft />
      {label}
    </Button>
  );
}
