// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Lightbox } from './Lightbox';

afterEach(cleanup);

const IMAGE = {
  src: '/landing/architecture.svg',
  alt: 'Architecture diagram',
  width: 640,
  height: 360,
};

describe('Lightbox', () => {
  it('shows a sized image that links to its file', () => {
    render(<Lightbox image={IMAGE} />);
    const link = screen.getByRole('link', { name: 'Enlarge: Architecture diagram' });
    expect(link.getAttribute('href')).toBe(IMAGE.src);
    const image = screen.getByRole('img', { name: IMAGE.alt });
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
  });

  it('opens full screen on click and closes on a click anywhere', async () => {
    render(<Lightbox image={IMAGE} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Enlarge: Architecture diagram' }));
    const dialog = await screen.findByRole('dialog', { name: IMAGE.alt });
    expect(dialog.querySelector(`img[src="${IMAGE.src}"]`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape too', async () => {
    render(<Lightbox image={IMAGE} />);
    fireEvent.click(screen.getByRole('link', { name: 'Enlarge: Architecture diagram' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
