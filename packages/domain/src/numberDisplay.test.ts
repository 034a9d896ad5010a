import { describe, expect, it } from 'vitest';
import { formatDisplayNumber } from './numberDisplay.js';

describe('formatDisplayNumber', () => {
  it.each([
    [21, '21'],
    [21.5, '21.5'],
    [21.456, '21.46'],
    [-0.004, '-0'],
    [1234567.891, '1,234,567.89'],
  ])('shows %d as %s in en-US', (value, shown) => {
    expect(formatDisplayNumber(value, 'en-US')).toBe(shown);
  });

  it('follows the locale asked for', () => {
    expect(formatDisplayNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });
});
