/**
 * Progress bar with Chakra's progress recipe and the Chakra compound API (Root, Track, Range,
 * Label, ValueText), without Ark's state machine: a determinate bar needs no machine, and dropping
 * it keeps zag's runtime out of what the login page downloads. Renders the same
 * parts, data attributes and ARIA as Chakra's Progress (role="progressbar" on the track).
 */
import { createContext, forwardRef, useContext, useId, type CSSProperties } from 'react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';
import { createSlotRecipeContext } from '@chakra-ui/react/styled-system';

interface ProgressState {
  value: number | null;
  min: number;
  max: number;
  percent: number;
  labelId: string;
}

const ProgressStateContext = createContext<ProgressState | null>(null);

function useProgressState(part: string): ProgressState {
  const state = useContext(ProgressStateContext);
  if (!state) throw new Error(`<Progress.${part}> must be inside <Progress.Root>`);
  return state;
}

const { withProvider, withContext } = createSlotRecipeContext({ key: 'progress' });

export interface ProgressRootProps extends HTMLChakraProps<'div'>, SlotRecipeProps<'progress'>, UnstyledProp {
  /** Current value; null means indeterminate. */
  value?: number | null;
  min?: number;
  max?: number;
}

const StyledRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'progress'> & UnstyledProp>('div', 'root');
const StyledTrack = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'track');
const StyledRange = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'range');
const StyledLabel = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'label');
const StyledValueText = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'valueText');

function stateName(value: number | null, max: number): string {
  if (value === null) return 'indeterminate';
  return value >= max ? 'complete' : 'loading';
}

const ProgressRoot = forwardRef<HTMLDivElement, ProgressRootProps>(function ProgressRoot(
  { value = 0, min = 0, max = 100, style, children, ...rest },
  ref,
) {
  const labelId = useId();
  const clamped = value === null ? null : Math.min(max, Math.max(min, value));
  const percent = clamped === null || max === min ? 0 : ((clamped - min) / (max - min)) * 100;
  const state: ProgressState = { value: clamped, min, max, percent, labelId };
  return (
    <ProgressStateContext.Provider value={state}>
      <StyledRoot
        ref={ref}
        data-scope="progress"
        data-part="root"
        data-max={max}
        data-value={clamped ?? undefined}
        data-state={stateName(clamped, max)}
        data-orientation="horizontal"
        style={{ ...style, ...(clamped === null ? {} : { '--percent': percent }) } as CSSProperties}
        {...rest}
      >
        {children}
      </StyledRoot>
    </ProgressStateContext.Provider>
  );
});

const ProgressTrack = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function ProgressTrack(props, ref) {
  const { value, min, max, labelId } = useProgressState('Track');
  return (
    <StyledTrack
      ref={ref}
      data-scope="progress"
      data-part="track"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      data-state={stateName(value, max)}
      {...props}
    />
  );
});

const ProgressRange = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function ProgressRange({ style, ...props }, ref) {
  const { value, max, percent } = useProgressState('Range');
  return (
    <StyledRange
      ref={ref}
      data-scope="progress"
      data-part="range"
      data-orientation="horizontal"
      data-state={stateName(value, max)}
      style={{ ...style, ...(value === null ? {} : { width: `${percent}%` }) }}
      {...props}
    />
  );
});

const ProgressLabel = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function ProgressLabel(props, ref) {
  const { labelId } = useProgressState('Label');
  return <StyledLabel ref={ref} id={labelId} data-scope="progress" data-part="label" {...props} />;
});

const ProgressValueText = forwardRef<HTMLDivElement, HTMLChakraProps<'div'>>(function ProgressValueText(
  { children, ...props },
  ref,
) {
  const { value, percent } = useProgressState('ValueText');
  return (
    <StyledValueText ref={ref} data-scope="progress" data-part="value-text" aria-live="polite" {...props}>
      {children ?? (value === null ? '' : `${Math.round(percent)}%`)}
    </StyledValueText>
  );
});

export const Progress = {
  Root: ProgressRoot,
  Track: ProgressTrack,
  Range: ProgressRange,
  Label: ProgressLabel,
  ValueText: ProgressValueText,
};
