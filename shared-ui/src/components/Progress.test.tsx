import { render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { Progress } from './Progress';

function renderProgress(value: number | null, max = 100) {
  return render(
    <UiProvider>
      <Progress.Root value={value} max={max}>
        <Progress.Label>Uploading</Progress.Label>
        <Progress.Track>
          <Progress.Range data-testid="range" />
        </Progress.Track>
        <Progress.ValueText />
      </Progress.Root>
    </UiProvider>,
  );
}

describe('Progress', () => {
  it('exposes the value as an accessible progress bar labelled by its label', () => {
    renderProgress(45);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByTestId('range')).toHaveStyle({ width: '45%' });
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('scales to max and clamps out-of-range values', () => {
    renderProgress(30, 60);
    expect(screen.getByTestId('range')).toHaveStyle({ width: '50%' });
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('marks completion and indeterminate states', () => {
    const { unmount } = renderProgress(150);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
    unmount();
    renderProgress(null);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
  });

  it('refuses parts outside a root', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <UiProvider>
          <Progress.Track />
        </UiProvider>,
      ),
    ).toThrow('<Progress.Track> must be inside <Progress.Root>');
  });
});
