import { describe, expect, it } from 'vitest';
import {
  companySettingsSchema,
  companySettingsTab,
  isDomainName,
  isHttpUrl,
  menuCustomerName,
  normalizeCompanyName,
} from './companies.js';
import { fieldErrors } from './fields.js';
import { messages } from './messages.js';

describe('the customer name in the browse-as menu (15 characters plus an ellipsis)', () => {
  it.each([
    ['Acme', 'Acme'],
    ['', ''],
    ['Exactly 15 char', 'Exactly 15 char'],
    ['Sixteen chars!!!', 'Sixteen chars!!…'],
    ['Acme Data Centers', 'Acme Data Cente…'],
    ['  Padded Name  ', 'Padded Name'],
    ['Ünïcödé Ñame Co', 'Ünïcödé Ñame Co'],
    ['🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢', '🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢…'],
  ])('%j reads %j', (name, shown) => {
    expect(menuCustomerName(name)).toBe(shown);
  });
});

describe('company names', () => {
  it.each([
    ['  Acme  ', 'Acme'],
    ['Acme   Data\tCenters', 'Acme Data Centers'],
  ])('%j is stored as %j', (name, stored) => {
    expect(normalizeCompanyName(name)).toBe(stored);
  });
});

describe('addresses of the settings', () => {
  it.each([
    ['https://stream.acme.test/live', true],
    ['http://10.0.0.8:8080/cam', true],
    ['rtsp://cam.acme.test/1', false],
    ['javascript:alert(1)', false],
    ['stream.acme.test', false],
    ['', false],
  ])('isHttpUrl(%j) is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it.each([
    ['acme.zendesk.com', true],
    ['help-desk.acme.co.uk', true],
    ['localhost', false],
    ['-acme.com', false],
    ['acme..com', false],
    ['https://acme.zendesk.com', false],
    ['acme .com', false],
  ])('isDomainName(%j) is %s', (value, expected) => {
    expect(isDomainName(value)).toBe(expected);
  });
});

describe('a change of settings', () => {
  const errorsOf = (input: unknown) => {
    const result = companySettingsSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['nothing changed', {}, {}],
    [
      'every field set',
      {
        name: 'Acme',
        defaultRoles: ['mc', 'mu'],
        emailAlertsDefault: false,
        smsAlertsDefault: true,
        serviceContacts: [{ name: 'NOC', email: 'noc@acme.test', phone: '(555) 123-4567' }],
        helpDeskEmail: 'help@acme.test',
        helpDeskToken: 'secret',
        helpDeskDomain: 'acme.zendesk.com',
        livestreamURL: 'https://stream.acme.test',
      },
      {},
    ],
    ['optional ones cleared', { helpDeskEmail: '', helpDeskDomain: ' ', livestreamURL: '' }, {}],
    ['a blank name', { name: '   ' }, { name: messages.required }],
    [
      'an unknown role',
      { defaultRoles: ['mu', 'admin'] },
      { defaultRoles: "'admin' is not a permission." },
    ],
    [
      'a bad help-desk address',
      { helpDeskEmail: 'help@' },
      { helpDeskEmail: messages.invalidEmail },
    ],
    [
      'a help-desk URL for a domain',
      { helpDeskDomain: 'https://acme.zendesk.com' },
      {
        helpDeskDomain: 'Enter a domain name, such as acme.zendesk.com.',
      },
    ],
    [
      'a livestream that is not http(s)',
      { livestreamURL: 'rtsp://cam.acme.test' },
      {
        livestreamURL: 'The livestream address must be an http:// or https:// URL.',
      },
    ],
    [
      'a contact without a name',
      { serviceContacts: [{ name: ' ', email: 'noc@acme.test' }] },
      {
        'serviceContacts.0.name': messages.required,
      },
    ],
    [
      'a contact with a short phone',
      { serviceContacts: [{ name: 'NOC', phone: '555-1234' }] },
      {
        'serviceContacts.0.phone': messages.invalidPhone,
      },
    ],
  ])('%s', (_title, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('trims what it keeps', () => {
    expect(
      companySettingsSchema.parse({ name: '  Acme   Co ', livestreamURL: ' https://s.test ' }),
    ).toEqual({ name: 'Acme Co', livestreamURL: 'https://s.test' });
  });
});

describe('the Settings tab a page query opens', () => {
  it.each([
    [null, 'general'],
    ['', 'general'],
    ['helpdesk', 'helpdesk'],
    ['SSO', 'sso'],
    ['users', 'users'],
    ['nope', 'general'],
  ])('page=%j opens %s', (page, tab) => {
    expect(companySettingsTab(page)).toBe(tab);
  });
});
