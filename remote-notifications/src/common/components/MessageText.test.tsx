import { renderWithProviders } from 'shared-ui/testing';
import { MessageText } from './MessageText';

function renderMessage(message: string) {
  const { container } = renderWithProviders(<MessageText message={message} data-testid="message" />);
  return container.querySelector('[data-testid="message"]') as HTMLElement;
}

describe('MessageText', () => {
  it('renders **bold** as <strong> and line breaks as <br>', () => {
    const element = renderMessage('Lead **Ravi Kumar** approved.\nPayout: **₹1,250**');
    expect(element.innerHTML).toBe('Lead <strong>Ravi Kumar</strong> approved.<br>Payout: <strong>₹1,250</strong>');
    expect(element).toHaveTextContent('Lead Ravi Kumar approved.Payout: ₹1,250');
  });

  it('shows unmatched asterisks as they are', () => {
    const element = renderMessage('**a** and **b');
    expect(element.querySelectorAll('strong')).toHaveLength(1);
    expect(element.textContent).toBe('a and **b');
  });

  it('shows markup from the server as text, never as elements', () => {
    const element = renderMessage('<script>window.hacked = true</script><img src=x onerror="alert(1)"> **<i>x</i>**');
    expect(element.querySelector('script, img, i')).toBeNull();
    expect(element.textContent).toBe('<script>window.hacked = true</script><img src=x onerror="alert(1)"> <i>x</i>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
