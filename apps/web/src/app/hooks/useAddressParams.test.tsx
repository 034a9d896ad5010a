// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { useAddressParams } from './useAddressParams';

function Probe() {
  const [params, update] = useAddressParams();
  const location = useLocation();
  const set = (name: string, value: string) =>
    update((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set('states', 'a(0),b(1)');
          set('raw', '5');
        }}
      >
        Both
      </button>
      <Link to="?elsewhere=1">Elsewhere</Link>
      <output data-testid="shown">{params.toString()}</output>
      <output data-testid="address">{location.search}</output>
    </>
  );
}

function renderProbe(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('useAddressParams', () => {
  it('keeps two changes made before the address catches up, each on top of the one before', async () => {
    renderProbe('/parser?mask=x');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    const expected = 'mask=x&states=a%280%29%2Cb%281%29&raw=5';
    expect(screen.getByTestId('shown').textContent).toBe(expected);
    await expect.poll(() => screen.getByTestId('address').textContent).toBe(`?${expected}`);
  });

  it('lets a navigation from elsewhere replace what the page had', async () => {
    renderProbe('/parser?mask=x');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await expect.poll(() => screen.getByTestId('shown').textContent).toBe('elsewhere=1');
    expect(screen.getByTestId('address').textContent).toBe('?elsewhere=1');
  });
});
