import type { ComponentProps } from 'react';
import { Box, chakra } from 'shared-ui';

/**
 * Native controls shared-ui has no component for (select, textarea, checkbox), built with the
 * `chakra` factory and styled like its Input (outline variant, medium size).
 */
const fieldLook = {
  width: '100%',
  minWidth: '0',
  appearance: 'none',
  textAlign: 'start',
  bg: 'transparent',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  textStyle: 'sm',
  px: '3',
  outline: '0',
  focusVisibleRing: 'inside',
  '--error-color': 'colors.border.error',
  _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  _disabled: { layerStyle: 'disabled' },
} as const;

const StyledSelect = chakra('select', {
  base: { ...fieldLook, height: '10', pe: '8', cursor: 'pointer', lineHeight: 'normal', '& > option, & > optgroup': { bg: 'bg' } },
});

export const TextArea = chakra('textarea', { base: { ...fieldLook, py: '2', minHeight: '20', resize: 'vertical', lineHeight: '1.5' } });

export const Checkbox = chakra('input', {
  base: {
    width: '4',
    height: '4',
    flexShrink: '0',
    accentColor: 'brand.600',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _disabled: { cursor: 'not-allowed', opacity: '0.5' },
  },
});

/** A native select with a chevron, looking like the portal's inputs. */
export function NativeSelect(props: ComponentProps<typeof StyledSelect>) {
  return (
    <Box position="relative" width="full">
      <StyledSelect {...props} />
      <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted" display="flex">
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Box>
    </Box>
  );
}
