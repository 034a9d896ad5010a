import { messages, viewTagMessages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { newTagSchema } from './newTagSchema';
import { viewListTexts } from './viewListTexts';

const form = { name: 'Lyon', parentID: '', latitude: '', longitude: '' };

describe('newTagSchema', () => {
  it.each([
    [{}, { name: 'Lyon', parentID: undefined, latitude: null, longitude: null }],
    [
      { parentID: 't1', latitude: ' 45.76 ', longitude: '-4.8' },
      { name: 'Lyon', parentID: 't1', latitude: 45.76, longitude: -4.8 },
    ],
  ])('accepts %j', (change, expected) => {
    expect(newTagSchema.parse({ ...form, ...change })).toEqual(expected);
  });

  it.each([
    [{ name: '  ' }, 'name', messages.required],
    [{ latitude: 'north', longitude: '4' }, 'latitude', messages.mustBeNumber],
    [{ latitude: '91', longitude: '4' }, 'latitude', viewTagMessages.latitudeRange],
    [{ latitude: '45', longitude: '-181' }, 'longitude', viewTagMessages.longitudeRange],
    [{ latitude: '45' }, 'longitude', viewListTexts.bothCoordinates],
    [{ longitude: '4' }, 'latitude', viewListTexts.bothCoordinates],
  ])('refuses %j: %s says %s', (change, field, message) => {
    const result = newTagSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
