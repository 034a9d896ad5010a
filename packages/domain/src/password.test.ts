import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { passwordClassCount, passwordErrors, passwordStrength } from './password.js';

const { required, passwordLength, passwordPickThree, passwordInvalidSpecial, passwordsDoNotMatch } =
  messages;

describe('passwordErrors', () => {
  it.each<[string, string, string | undefined, string[]]>([
    ['empty', '', undefined, [required]],
    ['empty with a confirm', '', 'x', [required]],
    ['9 characters, 3 classes', 'Abcdefgh1', undefined, [passwordLength]],
    ['exactly 10, 3 classes', 'Abcdefgh1x', undefined, []],
    ['exactly 10, 2 classes', 'abcdefgh12', undefined, [passwordPickThree]],
    ['exactly 10, all lower', 'abcdefghij', undefined, [passwordPickThree]],
    ['short and simple', 'abc', undefined, [passwordLength, passwordPickThree]],
    ['19 characters, 2 classes', 'abcdefghijklmnopq12', undefined, [passwordPickThree]],
    ['19 characters, 3 classes', 'Abcdefghijklmnopq12', undefined, []],
    ['exactly 20, 1 class', 'abcdefghijklmnopqrst', undefined, []],
    ['exactly 128', 'a'.repeat(128), undefined, []],
    ['129 characters', 'a'.repeat(129), undefined, [passwordLength]],
    ['special character counts as a class', 'abcdefgh1!', undefined, []],
    ['space is a valid special', 'abcd efgh1', undefined, []],
    ['accented letter is invalid', 'Abcdefgh1é', undefined, [passwordInvalidSpecial]],
    ['emoji is invalid', 'Abcdefgh1😀', undefined, [passwordInvalidSpecial]],
    ['tab is invalid', 'Abcdefgh1\t', undefined, [passwordInvalidSpecial]],
    [
      'invalid special does not count as a class',
      'abcdefgh1é',
      undefined,
      [passwordPickThree, passwordInvalidSpecial],
    ],
    ['matching confirm', 'Abcdefgh12', 'Abcdefgh12', []],
    ['different confirm', 'Abcdefgh12', 'Abcdefgh13', [passwordsDoNotMatch]],
    ['empty confirm', 'Abcdefgh12', '', [passwordsDoNotMatch]],
    [
      'every rule at once',
      'ab€',
      'ab',
      [passwordLength, passwordPickThree, passwordInvalidSpecial, passwordsDoNotMatch],
    ],
  ])('%s', (_name, password, confirm, expected) => {
    expect(passwordErrors(password, confirm)).toEqual(expected);
  });
});

describe('passwordClassCount', () => {
  it.each([
    ['abc', 1],
    ['aB', 2],
    ['aB1', 3],
    ['aB1-', 4],
    ['é', 0],
  ])('%s uses %i classes', (password, count) => {
    expect(passwordClassCount(password)).toBe(count);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'red'],
    ['abcdefgh12', 'red'],
    ['Abcdefgh12', 'orange'],
    ['Abcdefghijkl12', 'yellow'],
    ['Abcdefgh1!', 'yellow'],
    ['Abcdefghijkl12!x', 'green'],
    ['abcdefghijklmnopqrst', 'green'],
    ['Abcdefghijklmnopq12', 'yellow'],
  ])('%s → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
