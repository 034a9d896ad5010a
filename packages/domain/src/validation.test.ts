import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  invalidViewNameChars,
  isCardName,
  isCommunityString,
  isEmail,
  isIPv4,
  canonicalOid,
  isOID,
  isPhone,
  isPureOID,
  normalizeEmail,
  splitTags,
  wholeNumberText,
} from './validation.js';

describe('isEmail', () => {
  it.each([
    ['admin@vigil.demo', true],
    ['first.last+ops@sub.example.com', true],
    ['a_b%c-d@x.io', true],
    ['user@example.info', true],
    ['no-at-sign.example.com', false],
    ['user@example.c', false],
    ['user@example.museum', false],
    ['user@example.c0m', false],
    ['user name@example.com', false],
    ['user@@example.com', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('normalises addresses for comparison', () => {
    expect(normalizeEmail('  Ops@Example.COM ')).toBe('ops@example.com');
  });
});

describe('isIPv4', () => {
  it.each([
    ['192.168.1.20', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['10.0.0.1', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.-4', false],
    ['a.b.c.d', false],
    [' 1.2.3.4', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIPv4(value)).toBe(expected);
  });
});

describe('isOID and isPureOID', () => {
  it.each([
    ['1.3.6.1.2.1.33.1.2.4.0', true, true],
    ['1.3.6.1.4.1.x.1', true, false],
    ['1.3.6.1.2.1.2.2.1.i', true, false],
    ['1.3', true, true],
    ['1', false, false],
    ['.1.3.6', false, false],
    ['1.3.6.', false, false],
    ['1..3', false, false],
    ['1.3.X', false, false],
    ['1.3.ab', false, false],
    ['', false, false],
  ])('%s → OID %s, pure %s', (value, oid, pure) => {
    expect(isOID(value)).toBe(oid);
    expect(isPureOID(value)).toBe(pure);
  });
});

describe('canonicalOid', () => {
  it.each([
    ['.1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['  .1.3.6.1.4.1.x.1 ', '1.3.6.1.4.1.x.1'],
    // Only one leading dot is the snmpwalk -On form; anything else stays refusable.
    ['..1.3', '.1.3'],
    ['1.3.6.', '1.3.6.'],
  ])('%j is stored as %j', (pasted, stored) => {
    expect(canonicalOid(pasted)).toBe(stored);
    expect(isOID(canonicalOid(pasted))).toBe(isOID(stored));
  });
});

describe('isPhone and formatPhone', () => {
  it.each([
    ['5551234567', true, '(555) 123-4567'],
    ['(555) 123-4567', true, '(555) 123-4567'],
    ['+1 555 123 4567', true, '(555) 123-4567'],
    ['555-123-456', false, '555-123-456'],
    ['123456789', false, '123456789'],
    ['+44 20 7946 0958', true, '+44 20 7946 0958'],
    ['', false, ''],
  ])('%s → valid %s, shown %s', (value, valid, shown) => {
    expect(isPhone(value)).toBe(valid);
    expect(formatPhone(value)).toBe(shown);
  });
});

describe('isCardName', () => {
  it.each([
    ['UPS-01 Room 2', true],
    ['PDU_A (rack #4), row.1', true],
    ['bad<name>', false],
    ['name;drop', false],
    ['quote"d', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCardName(value)).toBe(expected);
  });
});

describe('isCommunityString', () => {
  it.each([
    ['public', true],
    ['my_comm@site-1', true],
    ['with space', false],
    ['semi;colon', false],
    ['dot.ted', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCommunityString(value)).toBe(expected);
  });
});

describe('splitTags', () => {
  it.each([
    ['a, b,c', ['a', 'b', 'c']],
    ['a\nb\r\nc', ['a', 'b', 'c']],
    ['room 1,  room 2\nrow A', ['room 1', 'room 2', 'row A']],
    ['a,,b, ', ['a', 'b']],
    ['', []],
  ])('%j → %j', (text, tags) => {
    expect(splitTags(text)).toEqual(tags);
  });
});

describe('invalidViewNameChars', () => {
  it.each([
    ['Main Hall', []],
    ['Hall-1 (east)', ['(', ')']],
    [
      "a_b~c!d@e#f$g&h*i(j)k=l:m/n,o;p?q+r\\s't",
      [
        '_',
        '~',
        '!',
        '@',
        '#',
        '$',
        '&',
        '*',
        '(',
        ')',
        '=',
        ':',
        '/',
        ',',
        ';',
        '?',
        '+',
        '\\',
        "'",
      ],
    ],
    ['a?b?c_d_', ['?', '_']],
    ['Ünïcode-ok.', []],
  ])('%s → %j', (name, chars) => {
    expect(invalidViewNameChars(name)).toEqual(chars);
  });
});

describe('wholeNumberText', () => {
  it.each([
    ['1', 1],
    ['247', 247],
  ])('parses %s', (text, value) => {
    expect(wholeNumberText(1, 247).parse(text)).toBe(value);
  });

  it.each(['0', '248', '1.5', '-1', 'x', ''])('refuses %s', (text) => {
    expect(wholeNumberText(1, 247).safeParse(text).success).toBe(false);
  });
});
