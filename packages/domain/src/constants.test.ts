import { describe, expect, it } from 'vitest';
import { truncateCustomerName } from './constants.js';

describe('truncateCustomerName', () => {
  it.each([
    ['Acme', 'Acme'],
    ['Exactly15Chars!', 'Exactly15Chars!'],
    ['Acme Data Centers', 'Acme Data Cente…'],
    ['Ünïcødé Ünïcødé Ü', 'Ünïcødé Ünïcødé…'],
  ])('%s → %s', (name, shown) => {
    expect(truncateCustomerName(name)).toBe(shown);
  });
});
