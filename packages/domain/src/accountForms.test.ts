import { describe, expect, it } from 'vitest';
import {
  bugReportSchema,
  canFinishPasswordForm,
  emailEntrySchema,
  loginSchema,
  mfaCodeSchema,
  mfaDisableSchema,
  passwordChangeSchema,
  passwordSetSchema,
  profileSchema,
  verifyAccountSchema,
} from './accountForms.js';
import { formErrors } from './fields.js';
import { messages } from './messages.js';

const strong = 'Abcdefgh12';

describe('loginSchema', () => {
  it.each([
    [{ email: 'a@b.co', password: 'x' }, {}],
    [{ email: '', password: 'x' }, { email: 'Required.' }],
    [
      { email: '   ', password: '' },
      { email: 'Required.', password: 'Required.' },
    ],
    [{}, { email: 'Required.', password: 'Required.' }],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(loginSchema, input)).toEqual(expected);
  });
});

describe('mfaCodeSchema', () => {
  it.each([
    ['123456', {}],
    [' 654321 ', {}],
    ['', { code: 'Required.' }],
    ['12345', { code: 'Must be a six digit code' }],
    ['1234567', { code: 'Must be a six digit code' }],
    ['12a456', { code: 'Must be a six digit code' }],
  ])('%j gives %j', (code, expected) => {
    expect(formErrors(mfaCodeSchema, { code })).toEqual(expected);
  });

  it('trims the code', () => {
    expect(mfaCodeSchema.parse({ code: ' 654321 ' }).code).toBe('654321');
  });

  it('needs the password to turn MFA off', () => {
    expect(formErrors(mfaDisableSchema, { password: '' })).toEqual({ password: 'Required.' });
    expect(formErrors(mfaDisableSchema, { password: 'x' })).toEqual({});
  });
});

describe('profileSchema', () => {
  it.each([
    [{ email: 'ops@acme.com' }, {}],
    [{ email: 'ops@acme.com', phone: '(555) 123-4567', firstName: 'Ada' }, {}],
    [{ email: 'ops@acme.com', phone: '' }, {}],
    [{ email: '' }, { email: 'Required' }],
    [{ email: 'ops@acme' }, { email: 'Invalid email address' }],
    [
      { email: 'ops@acme.com', phone: '555-1234' },
      { phone: 'Invalid phone number. Must include an area code' },
    ],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(profileSchema, input)).toEqual(expected);
  });

  it('drops a blank phone', () => {
    expect(profileSchema.parse({ email: 'a@b.co', phone: '  ' }).phone).toBeUndefined();
  });
});

describe('emailEntrySchema', () => {
  it.each([
    ['ops@acme.com', {}],
    ['  ops@acme.com  ', {}],
    ['', { email: 'Please enter an email address.' }],
    ['   ', { email: 'Please enter an email address.' }],
    ['ops@', { email: 'Please use a valid email address.' }],
  ])('%j gives %j', (email, expected) => {
    expect(formErrors(emailEntrySchema, { email })).toEqual(expected);
  });

  it('trims the address', () => {
    expect(emailEntrySchema.parse({ email: ' ops@acme.com ' }).email).toBe('ops@acme.com');
  });
});

describe('password forms', () => {
  it.each([
    [{ password: strong, confirm: strong }, {}],
    [{ password: '', confirm: '' }, { password: 'Required.' }],
    [{ password: 'short', confirm: 'short' }, { password: messages.passwordLength }],
    [{ password: strong, confirm: 'other' }, { confirm: messages.passwordsDoNotMatch }],
    [
      { password: 'abcdefghij', confirm: 'x' },
      { password: messages.passwordPickThree, confirm: messages.passwordsDoNotMatch },
    ],
  ])('set %j gives %j', (input, expected) => {
    expect(formErrors(passwordSetSchema, input)).toEqual(expected);
  });

  it.each([
    [{ currentPassword: 'old', password: strong, confirm: strong }, {}],
    [{ currentPassword: '', password: strong, confirm: strong }, { currentPassword: 'Required.' }],
  ])('change %j gives %j', (input, expected) => {
    expect(formErrors(passwordChangeSchema, input)).toEqual(expected);
  });

  it.each([
    [{ id: '1', token: 't', password: strong, confirm: strong }, {}],
    [{ id: '1', token: 't', password: strong, confirm: strong, acceptedTerms: true }, {}],
    [
      { id: '', token: '', password: strong, confirm: strong },
      { id: 'Required.', token: 'Required.' },
    ],
  ])('verify %j gives %j', (input, expected) => {
    expect(formErrors(verifyAccountSchema, input)).toEqual(expected);
  });

  it.each([
    [[], false, false, true],
    [['x'], false, false, false],
    [[], true, false, false],
    [[], true, true, true],
  ])('errors %j, terms required %s, accepted %s → Finish %s', (errors, required, accepted, ok) => {
    expect(
      canFinishPasswordForm({ errors, termsRequired: required, termsAccepted: accepted }),
    ).toBe(ok);
  });
});

describe('bugReportSchema', () => {
  it.each([
    [{ email: 'ops@acme.com', subject: 'Gauge', description: 'Needle stuck' }, {}],
    [{ email: 'ops@acme.com', subject: 'Gauge' }, {}],
    [
      { email: '', subject: '' },
      { email: 'Required.', subject: 'Required.' },
    ],
    [{ email: 'nope', subject: 'x' }, { email: 'Invalid email address.' }],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(bugReportSchema, input)).toEqual(expected);
  });
});
