import { describe, expect, it } from 'vitest';
import { isEmail, loginSchema, mfaCodeSchema } from './validation.js';

describe('isEmail', () => {
  it.each([
    ['admin@vigil.demo', true],
    ['first.last+ops@sub.example.com', true],
    ['a_b%c-d@x.io', true],
    ['no-at-sign.example.com', false],
    ['user@example.c', false],
    ['user@example.museum', false],
    ['user name@example.com', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('loginSchema', () => {
  it.each([
    [{ email: 'a@b.co', password: 'x' }, []],
    [{ email: '', password: 'x' }, [['email', 'Required.']]],
    [
      { email: '   ', password: '' },
      [
        ['email', 'Required.'],
        ['password', 'Required.'],
      ],
    ],
  ])('%j gives %j', (input, expected) => {
    const result = loginSchema.safeParse(input);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual(expected);
  });
});

describe('mfaCodeSchema', () => {
  it.each([
    ['123456', []],
    [' 654321 ', []],
    ['', ['Required.']],
    ['12345', ['Must be a six digit code']],
    ['1234567', ['Must be a six digit code']],
    ['12a456', ['Must be a six digit code']],
  ])('%j gives %j', (code, expected) => {
    const result = mfaCodeSchema.safeParse({ code });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(expected);
  });
});
