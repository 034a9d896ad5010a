import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './TimeZoneField';

describe('timeZoneOptions', () => {
  const known = Intl.supportedValuesOf('timeZone');

  it('lists the zones the runtime knows', () => {
    expect(timeZoneOptions([])).toEqual(known);
    expect(timeZoneOptions(['Europe/Berlin', ''])).toEqual(known);
  });

  it('adds a zone it does not list once, in order', () => {
    const options = timeZoneOptions(['Etc/Unlisted', 'Etc/Unlisted']);
    expect(options.filter((zone) => zone === 'Etc/Unlisted')).toHaveLength(1);
    expect(options).toHaveLength(known.length + 1);
    expect([...options].sort()).toEqual(options);
  });
});
