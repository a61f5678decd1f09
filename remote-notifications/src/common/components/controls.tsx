import { chakra } from 'shared-ui';

/**
 * Native controls shared-ui has no component for (textarea with a length limit, checkbox), built
 * with the `chakra` factory and styled like its Input (outline variant, medium size). Selects are
 * shared-ui's Select.
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
