// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhatsNewDrawer } from './WhatsNewDrawer';

/** Answers the drawer's fetches in order, each when the test says so. */
function fakeFetch() {
  const pending: { url: string; init: RequestInit | undefined; answer: (r: Response) => void }[] =
    [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => pending.push({ url, init, answer: resolve })),
  );
  return { fetch, pending };
}

let server: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  server = fakeFetch();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const markdown = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/markdown' } });

const NOTES = `# What's new in Vigil

## 28 November 2026: overlay views

- **Overlay views**: live values on a floor plan.
- Heat maps, see the [guide](https://vigil.example/guide).
`;

const renderDrawer = (onClose = () => {}) => render(<WhatsNewDrawer open onClose={onClose} />);
const drawer = () => screen.getByRole('dialog', { name: "What's New" });

describe('WhatsNewDrawer', () => {
  it('loads the release notes as markdown and renders them as text', async () => {
    renderDrawer();
    expect(
      within(drawer()).getByRole('progressbar', { name: 'Loading the release notes' }),
    ).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [request] = server.pending;
    expect(request!.url).toBe('/content/RELEASE.md');
    expect(new Headers(request!.init?.headers).get('accept')).toBe('text/markdown');
    request!.answer(markdown(NOTES));

    expect(
      await within(drawer()).findByRole('heading', { name: '28 November 2026: overlay views' }),
    ).toBeTruthy();
    expect(within(drawer()).getByRole('heading', { name: "What's new in Vigil" })).toBeTruthy();
    const items = within(drawer()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Overlay views: live values on a floor plan.',
      'Heat maps, see the guide.',
    ]);
    const link = within(drawer()).getByRole('link', { name: 'guide' });
    expect(link.getAttribute('href')).toBe('https://vigil.example/guide');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no HTML and no script link from the file', async () => {
    renderDrawer();
    server.pending[0]!.answer(
      markdown(
        [
          'Safe text <script>window.hacked = true</script>',
          '',
          '<img src="x" onerror="window.hacked = true">',
          '',
          '<b>bold by HTML</b> and [a trap](javascript:window.hacked=true)',
        ].join('\n'),
      ),
    );
    await within(drawer()).findByText(/Safe text/);
    const notes = screen.getByTestId('release-notes');
    expect(notes.querySelector('script, img, b')).toBeNull();
    const trap = within(notes).getByText('a trap');
    expect(trap.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows a failed load with Retry, which loads it again', async () => {
    renderDrawer();
    server.pending[0]!.answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(
      await within(drawer()).findByText(
        'The release notes could not be loaded (Service Unavailable).',
      ),
    ).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(server.pending).toHaveLength(2));
    server.pending[1]!.answer(markdown(NOTES));
    expect(await within(drawer()).findByText(/live values on a floor plan/)).toBeTruthy();
  });

  it('says so when there are no release notes', async () => {
    renderDrawer();
    server.pending[0]!.answer(markdown('  \n'));
    expect(await within(drawer()).findByText('There are no release notes yet.')).toBeTruthy();
  });

  it('closes from its Close button', () => {
    const onClose = vi.fn();
    renderDrawer(onClose);
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while closed', () => {
    render(<WhatsNewDrawer open={false} onClose={() => {}} />);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
