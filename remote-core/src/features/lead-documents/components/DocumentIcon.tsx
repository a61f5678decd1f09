import { Icon, type BoxProps } from 'shared-ui';

/** A sheet with a folded corner: stands for a PDF page, which has no thumbnail. */
export function DocumentIcon(props: Pick<BoxProps, 'boxSize' | 'color'>) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
        <path d="M9 13h6M9 17h6" />
      </svg>
    </Icon>
  );
}
