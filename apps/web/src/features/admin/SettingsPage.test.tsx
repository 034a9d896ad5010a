// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, companyMessages, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  CompanySettingsDocument,
  SamlConfigDocument,
  UpdateCompanySettingsDocument,
} from '../../graphql/generated/graphql';
import type {
  CompanySettingsFieldsFragment,
  UpdateCompanySettingsMutationVariables,
} from '../../graphql/generated/graphql';
import { settingsTexts as texts } from './adminTexts';
import { SettingsPage } from './SettingsPage';

afterEach(cleanup);

const SETTINGS = {
  __typename: 'CompanySettings',
  customerID: 'c1',
  name: 'Acme',
  defaultRoles: ['cpv'],
  emailAlertsDefault: true,
  smsAlertsDefault: false,
  serviceContacts: [],
  helpDeskEmail: null,
  helpDeskTokenSet: false,
  helpDeskDomain: null,
  livestreamURL: null,
} as CompanySettingsFieldsFragment;

const settingsMock = (
  settings: CompanySettingsFieldsFragment = SETTINGS,
): MockLink.MockedResponse => ({
  request: { query: CompanySettingsDocument, variables: { customerID: 'c1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { companySettings: settings } },
});

/** Saves as the server would: the fields given replace the stored ones; each call recorded. */
function saveMock(saved: UpdateCompanySettingsMutationVariables[]): MockLink.MockedResponse {
  let current = { ...SETTINGS };
  return {
    request: { query: UpdateCompanySettingsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: UpdateCompanySettingsMutationVariables) => {
      saved.push(variables);
      const { helpDeskToken, serviceContacts, ...rest } = variables.settings;
      current = {
        ...current,
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        ...(serviceContacts
          ? {
              serviceContacts: serviceContacts.map((c) => ({
                __typename: 'ServiceContact' as const,
                name: c.name,
                email: c.email ?? null,
                phone: c.phone ?? null,
              })),
            }
          : {}),
        ...(helpDeskToken === undefined ? {} : { helpDeskTokenSet: helpDeskToken !== '' }),
      } as CompanySettingsFieldsFragment;
      return { data: { updateCompanySettings: current } };
    },
  };
}

const refusedMock = (message: string, field: string): MockLink.MockedResponse => ({
  request: { query: UpdateCompanySettingsDocument, variables: () => true },
  result: {
    errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } })],
  },
});

/** A manager of Acme's users (mu), also managing the company (mc) unless said. */
const manager = (roles = ['mu', 'mc', 'cpv']) => ({
  id: 'u1',
  email: 'mia@acme.test',
  super: false,
  customer: { id: 'c1', name: 'Acme', roles },
});

function open(page: string, mocks: MockLink.MockedResponse[], user = manager()) {
  return renderPage(<SettingsPage />, {
    route: APP_ROUTES.settings,
    at: `/c1/settings${page ? `?page=${page}` : ''}`,
    mocks,
    user,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });
const save = () => fireEvent.click(screen.getByRole('button', { name: texts.save }));
const location = () => screen.getByTestId('location').textContent;

describe('a company’s Settings page', () => {
  it('opens the tab its page query names, and keeps the tab chosen in the address', async () => {
    open('helpdesk', [settingsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
    await screen.findByText(texts.helpDeskHint);
    expect(tab('Help desk').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'User defaults',
      'SSO',
      'Service contacts',
      'Help desk',
      'Livestream',
    ]);
    fireEvent.click(tab('Livestream'));
    await screen.findByText(texts.livestreamHint);
    await waitFor(() => expect(location()).toBe('/c1/settings?page=livestream'));
  });

  it('renames the company for a user who manages it', async () => {
    const saved: UpdateCompanySettingsMutationVariables[] = [];
    open('', [settingsMock(), saveMock(saved)]);
    const name = await screen.findByRole('textbox', { name: texts.nameLabel });
    expect((name as HTMLInputElement).value).toBe('Acme');
    fireEvent.change(name, { target: { value: ' Acme Data Centers ' } });
    save();
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(saved).toEqual([{ customerID: 'c1', settings: { name: 'Acme Data Centers' } }]);
  });

  it('shows the name read-only to a manager of users who does not manage the company', async () => {
    open('general', [settingsMock()], manager(['mu']));
    const name = await screen.findByRole('textbox', { name: texts.nameLabel });
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(companyMessages.renameNeedsManageCompany)).toBeTruthy();
    expect((screen.getByRole('button', { name: texts.save }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('puts a refusal naming the field on that field', async () => {
    open('general', [settingsMock(), refusedMock(companyMessages.nameTaken('Globex'), 'name')]);
    const name = await screen.findByRole('textbox', { name: texts.nameLabel });
    fireEvent.change(name, { target: { value: 'Globex' } });
    save();
    expect(await screen.findByText(companyMessages.nameTaken('Globex'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the livestream address before saving it', async () => {
    const saved: UpdateCompanySettingsMutationVariables[] = [];
    open('livestream', [settingsMock(), saveMock(saved)]);
    const url = await screen.findByRole('textbox', { name: texts.livestreamURL });
    fireEvent.change(url, { target: { value: 'rtsp://cam.acme.test/1' } });
    save();
    expect(await screen.findByText(companyMessages.livestreamUrl)).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(url, { target: { value: 'https://stream.acme.test/dc1' } });
    save();
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(saved).toEqual([
      { customerID: 'c1', settings: { livestreamURL: 'https://stream.acme.test/dc1' } },
    ]);
  });

  it('never shows the help-desk token: it is typed to replace it, or removed', async () => {
    const saved: UpdateCompanySettingsMutationVariables[] = [];
    open('helpdesk', [
      settingsMock({ ...SETTINGS, helpDeskTokenSet: true, helpDeskEmail: 'help@acme.test' }),
      saveMock(saved),
    ]);
    expect(await screen.findByText(texts.helpDeskTokenSet)).toBeTruthy();
    const token = field(texts.helpDeskToken) as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    fireEvent.change(token, { target: { value: 'new-secret-token' } });
    fireEvent.change(field(texts.helpDeskDomain), { target: { value: 'acme.zendesk.com' } });
    save();
    await screen.findByText(texts.saved);
    expect(saved[0]).toEqual({
      customerID: 'c1',
      settings: {
        helpDeskEmail: 'help@acme.test',
        helpDeskDomain: 'acme.zendesk.com',
        helpDeskToken: 'new-secret-token',
      },
    });
    await waitFor(() => expect((field(texts.helpDeskToken) as HTMLInputElement).value).toBe(''));

    fireEvent.click(screen.getByRole('checkbox', { name: texts.removeToken }));
    save();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.settings.helpDeskToken).toBe('');
    expect(await screen.findByText(texts.helpDeskTokenNone)).toBeTruthy();
  });

  it('refuses a help-desk address that is not one', async () => {
    open('helpdesk', [settingsMock()]);
    const email = await screen.findByRole('textbox', { name: texts.helpDeskEmail });
    fireEvent.change(email, { target: { value: 'help@' } });
    save();
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  });

  it('adds, checks and saves service contacts', async () => {
    const saved: UpdateCompanySettingsMutationVariables[] = [];
    open('contacts', [settingsMock(), saveMock(saved)]);
    expect(await screen.findByText(texts.noContacts)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.addContact }));
    const contact = screen.getByRole('group', { name: texts.contactLegend(1) });
    fireEvent.change(within(contact).getByRole('textbox', { name: texts.contactName }), {
      target: { value: 'NOC' },
    });
    const phone = within(contact).getByRole('textbox', { name: texts.contactPhone });
    fireEvent.change(phone, { target: { value: '555-1234' } });
    save();
    expect(await within(contact).findByText(messages.invalidPhone)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '(555) 123-4567' } });
    save();
    await screen.findByText(texts.saved);
    expect(saved).toEqual([
      {
        customerID: 'c1',
        settings: { serviceContacts: [{ name: 'NOC', email: null, phone: '(555) 123-4567' }] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: texts.removeContact(1) }));
    expect(screen.queryByRole('group', { name: texts.contactLegend(1) })).toBeNull();
  });

  it('sets default roles within the editor’s own, and the notification defaults', async () => {
    const saved: UpdateCompanySettingsMutationVariables[] = [];
    open('users', [settingsMock(), saveMock(saved)], manager(['mu', 'mc', 'cpv', 'ct']));
    const templates = await screen.findByRole('checkbox', { name: 'Create templates (ct)' });
    expect(
      (screen.getByRole('checkbox', { name: 'Manage gateways (mg)' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(templates);
    fireEvent.click(screen.getByRole('switch', { name: texts.smsAlerts }));
    save();
    await screen.findByText(texts.saved);
    expect(saved).toEqual([
      {
        customerID: 'c1',
        settings: { defaultRoles: ['cpv', 'ct'], emailAlertsDefault: true, smsAlertsDefault: true },
      },
    ]);
  });

  it('shows the company’s single sign-on on the SSO tab', async () => {
    open('sso', [
      settingsMock(),
      {
        request: { query: SamlConfigDocument, variables: { customerID: 'c1' } },
        result: { errors: [new GraphQLError('SSO unavailable')] },
      },
    ]);
    expect(await screen.findByText('SSO unavailable')).toBeTruthy();
  });

  it('tells a failed load, with Retry', async () => {
    open('general', [
      {
        request: { query: CompanySettingsDocument, variables: { customerID: 'c1' } },
        result: { errors: [new GraphQLError('Database unavailable')] },
      },
      settingsMock(),
    ]);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: texts.nameLabel })).toBeTruthy();
  });
});
