// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagsMap } from './TagsMap';
import { TagsMapPanel } from './TagsMapPanel';
import { tag } from './myViewsMocks';
import { flattenTags, positionedTags } from './tagTree';
import { viewListTexts } from './viewListTexts';

afterEach(cleanup);

const pins = positionedTags(
  flattenTags([
    tag('t1', 'Europe', {
      tags: [
        tag('t2', 'Paris', { latitude: 48.86, longitude: 2.35, viewCount: 2 }),
        tag('t3', 'Oslo', { latitude: 59.91, longitude: 10.75, viewCount: 1 }),
      ],
    }),
    tag('t4', 'Sydney', { latitude: -33.87, longitude: 151.21, viewCount: 4 }),
    tag('t5', 'Nowhere'),
  ]),
);

describe('TagsMap', () => {
  it('draws the world and one labelled pin per positioned tag', () => {
    render(<TagsMap tags={pins} selectedTagID="t3" onSelect={() => {}} />);
    const map = screen.getByRole('group', { name: viewListTexts.mapLabel });
    // Sphere, land and borders, drawn from the bundled atlas.
    const outline = [...map.querySelectorAll(':scope > path')];
    expect(outline).toHaveLength(3);
    expect(outline.every((path) => (path.getAttribute('d') ?? '').length > 100)).toBe(true);
    const drawn = screen.getAllByTestId('tag-pin');
    expect(drawn.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      'Europe / Paris: 2 views',
      'Europe / Oslo: 1 view',
      'Sydney: 4 views',
    ]);
    expect(drawn.map((pin) => pin.querySelector('title')?.textContent)).toEqual([
      'Europe / Paris: 2 views',
      'Europe / Oslo: 1 view',
      'Sydney: 4 views',
    ]);
    expect(drawn.map((pin) => pin.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    // Projected where they are: Sydney east of and below Paris.
    const at = (pin: Element) =>
      (pin.getAttribute('transform') ?? '')
        .match(/translate\(([-\d.]+),([-\d.]+)\)/)!
        .slice(1)
        .map(Number);
    const [parisX, parisY] = at(drawn[0]!) as [number, number];
    const [sydneyX, sydneyY] = at(drawn[2]!) as [number, number];
    expect(sydneyX).toBeGreaterThan(parisX);
    expect(sydneyY).toBeGreaterThan(parisY);
  });

  it('selects a tag by click or keyboard, and clears it when chosen again', () => {
    const onSelect = vi.fn();
    render(<TagsMap tags={pins} selectedTagID="t3" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sydney: 4 views' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Europe / Paris: 2 views' }), {
      key: 'Enter',
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Europe / Oslo: 1 view' }), { key: ' ' });
    expect(onSelect.mock.calls).toEqual([['t4'], ['t2'], [null]]);
  });
});

describe('TagsMapPanel', () => {
  it('hints at positions while no tag has one', () => {
    render(<TagsMapPanel tags={[]} selectedTagID={null} onSelect={() => {}} />);
    expect(screen.getByText(viewListTexts.mapEmpty)).toBeTruthy();
  });

  it('loads the map lazily, showing a placeholder meanwhile', async () => {
    render(<TagsMapPanel tags={pins} selectedTagID={null} onSelect={() => {}} />);
    expect(screen.getByLabelText(viewListTexts.mapLoading)).toBeTruthy();
    expect(await screen.findAllByTestId('tag-pin')).toHaveLength(3);
  });
});
