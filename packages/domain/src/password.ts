// Password rules of spec access §5 and §9.
import { messages } from './messages.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** From this length on, the pick-3 complexity rule no longer applies. */
export const PASSWORD_COMPLEXITY_EXEMPT_LENGTH = 20;
/** Character classes needed below the exempt length. */
export const PASSWORD_CLASSES_NEEDED = 3;

/**
 * Valid special characters: the printable ASCII punctuation and the space (OWASP's list).
 * Anything else — accented letters, emoji, tabs, other Unicode — is an invalid special
 * character, because it is typed differently on other keyboards and devices and can be
 * normalised differently, which would lock the user out.
 */
export const PASSWORD_SPECIAL_CHARACTERS = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const SPECIALS = new Set(PASSWORD_SPECIAL_CHARACTERS);

type CharacterClass = 'lower' | 'upper' | 'number' | 'special' | 'invalid';

function classOf(ch: string): CharacterClass {
  if (ch >= 'a' && ch <= 'z') return 'lower';
  if (ch >= 'A' && ch <= 'Z') return 'upper';
  if (ch >= '0' && ch <= '9') return 'number';
  return SPECIALS.has(ch) ? 'special' : 'invalid';
}

function classesOf(password: string): Set<CharacterClass> {
  return new Set([...password].map(classOf));
}

/** How many of lower-case, upper-case, number and special character a password uses. */
export function passwordClassCount(password: string): number {
  return countValidClasses(classesOf(password));
}

function countValidClasses(classes: ReadonlySet<CharacterClass>): number {
  return classes.has('invalid') ? classes.size - 1 : classes.size;
}

/**
 * Every rule a password breaks, as the spec's messages in order: required, length, pick 3
 * (only under 20 characters), invalid special character, and — when a confirmation is given —
 * 'Passwords do not match'. An empty password gives only 'Required.'.
 */
export function passwordErrors(password: string, confirm?: string): string[] {
  if (password.length === 0) return [messages.required];
  const length = [...password].length;
  const classes = classesOf(password);
  const errors: string[] = [];
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    errors.push(messages.passwordLength);
  }
  if (
    length < PASSWORD_COMPLEXITY_EXEMPT_LENGTH &&
    countValidClasses(classes) < PASSWORD_CLASSES_NEEDED
  ) {
    errors.push(messages.passwordPickThree);
  }
  if (classes.has('invalid')) errors.push(messages.passwordInvalidSpecial);
  if (confirm !== undefined && confirm !== password) errors.push(messages.passwordsDoNotMatch);
  return errors;
}

export type PasswordStrength = 'red' | 'orange' | 'yellow' | 'green';

/**
 * The strength meter: red while any rule is broken; otherwise orange for a password that only
 * just passes, yellow for 14+ characters or all four classes, green for 20+ characters, or 16+
 * with all four classes.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordErrors(password).length > 0) return 'red';
  const length = [...password].length;
  const classes = passwordClassCount(password);
  if (length >= PASSWORD_COMPLEXITY_EXEMPT_LENGTH || (length >= 16 && classes === 4)) {
    return 'green';
  }
  if (length >= 14 || classes === 4) return 'yellow';
  return 'orange';
}
