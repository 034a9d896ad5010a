import { describe, expect, it } from 'vitest';
import { flattenTags, positionedTags } from './tagTree';
import type { TagNode } from './tagTree';

const node = (id: string, name: string, extra: Partial<TagNode> = {}): TagNode => ({
  id,
  name,
  parentID: null,
  latitude: null,
  longitude: null,
  viewCount: 0,
  ...extra,
});

describe('flattenTags', () => {
  it('lists parents before children, with depth and path', () => {
    const flat = flattenTags([
      node('a', 'Europe', { tags: [node('b', 'France', { tags: [node('c', 'Paris')] })] }),
      node('d', 'Lab'),
    ]);
    expect(flat.map(({ id, depth, path }) => [id, depth, path])).toEqual([
      ['a', 0, 'Europe'],
      ['b', 1, 'Europe / France'],
      ['c', 2, 'Europe / France / Paris'],
      ['d', 0, 'Lab'],
    ]);
  });
});

describe('positionedTags', () => {
  it.each<[Partial<TagNode>, boolean]>([
    [{ latitude: 48.8, longitude: 2.3 }, true],
    [{ latitude: 0, longitude: 0 }, true],
    [{ latitude: -90, longitude: 180 }, true],
    [{ latitude: 48.8 }, false],
    [{ longitude: 2.3 }, false],
    [{ latitude: 91, longitude: 0 }, false],
    [{ latitude: 0, longitude: -181 }, false],
  ])('%j is drawn: %s', (position, drawn) => {
    expect(positionedTags(flattenTags([node('a', 'A', position)]))).toHaveLength(drawn ? 1 : 0);
  });
});
