import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubObjectUrls } from '../testing/kycApi';
import { documentUrl, pngBlob } from '../testing/kycFixtures';
import { DocumentImage } from './DocumentImage';

const IMAGE_ERROR = 'Image could not be loaded';

jest.setTimeout(30_000);

const panBack = { kind: 'pan_back', label: 'PAN back', url: documentUrl(4, 'pan_back'), masking: null };

function renderImage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<DocumentImage document={panBack} connector="Sneha Iyer" />, { route: '/back-office/kyc', tokens: true });
  return { user, ...view };
}

stubObjectUrls();

describe('a KYC document on the review screen', () => {
  it('is drawn inside a box of bounded size, whatever size the image is, and decoded lazily and off the main thread', async () => {
    mockApi().onGet(panBack.url).reply(200, pngBlob());
    renderImage();

    const image = await screen.findByRole('img', { name: 'PAN back of Sneha Iyer' });
    // A browser lays the image out at the box's size, not at its own, and draws all of it.
    expect(image).toHaveStyle({ width: '100%', height: '100%', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    const box = screen.getByRole('button', { name: 'Zoom PAN back' }).parentElement;
    expect(box).toHaveStyle({ maxHeight: '16rem' });
    expect(box).toHaveStyle({ overflow: 'hidden' });
    expect(within(screen.getByRole('figure')).getByText('PAN back')).toBeInTheDocument();
  });

  it('still says "Image could not be loaded", with Retry, when the browser cannot draw the bytes', async () => {
    mockApi().onGet(panBack.url).reply(200, pngBlob());
    const { user } = renderImage();

    fireEvent.error(await screen.findByRole('img', { name: 'PAN back of Sneha Iyer' }));
    expect(screen.getByText(IMAGE_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'PAN back of Sneha Iyer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry PAN back' }));
    expect(await screen.findByRole('img', { name: 'PAN back of Sneha Iyer' })).toHaveAttribute('decoding', 'async');
    expect(screen.queryByText(IMAGE_ERROR)).not.toBeInTheDocument();
  });

  it('is decoded off the main thread when enlarged too', async () => {
    mockApi().onGet(panBack.url).reply(200, pngBlob());
    const { user } = renderImage();

    await user.click(await screen.findByRole('button', { name: 'Zoom PAN back' }));
    const dialog = await screen.findByRole('dialog', { name: 'PAN back — Sneha Iyer' });
    expect(within(dialog).getByRole('img', { name: 'PAN back of Sneha Iyer, enlarged' })).toHaveAttribute('decoding', 'async');
  });
});
