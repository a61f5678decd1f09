import { render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { ErrorText } from './ErrorText';

describe('ErrorText', () => {
  it('shows "Error: {message}" as an alert', () => {
    render(
      <UiProvider>
        <ErrorText message="Failed to fetch banks" />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch banks');
  });
});
