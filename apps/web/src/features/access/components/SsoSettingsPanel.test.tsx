// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { SamlConfigDocument, UpdateSamlConfigDocument } from '../../../graphql/generated/graphql';
import type { SamlConfigQuery } from '../../../graphql/generated/graphql';
import { SSO_SAVED, SsoSettingsPanel } from './SsoSettingsPanel';

afterEach(cleanup);

const BASE = 'https://vigil.example/auth/saml/12';
const CERTIFICATE = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const METADATA_URL = 'https://idp.example/metadata';

/** The settings as the server answers them, typename included. */
type Answer = SamlConfigQuery['samlConfig'] & { __typename: 'SamlConfig' };

const config = (overrides: Partial<Answer> = {}): Answer => ({
  __typename: 'SamlConfig',
  customerID: '12',
  enabled: false,
  idpMetadataUrl: null,
  idpEntityId: null,
  idpSsoUrl: null,
  spEntityId: `${BASE}/metadata`,
  spAcsUrl: `${BASE}/acs`,
  spMetadataUrl: `${BASE}/metadata`,
  spCertificate: '',
  loginPath: '/login/saml/12',
  ...overrides,
});

const read = (answer: Answer | Error): MockLink.MockedResponse => ({
  request: { query: SamlConfigDocument, variables: { customerID: '12' } },
  result:
    answer instanceof Error
      ? { errors: [new GraphQLError(answer.message)] }
      : { data: { samlConfig: answer } },
});

const update = (
  variables: Record<string, unknown>,
  answer: Answer | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: UpdateSamlConfigDocument, variables: { customerID: '12', ...variables } },
  result:
    answer instanceof GraphQLError ? { errors: [answer] } : { data: { updateSamlConfig: answer } },
});

const renderPanel = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<SsoSettingsPanel customerID="12" />, { route: '/settings', at: '/settings', mocks });

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('SsoSettingsPanel', () => {
  it('shows what to give the identity provider, before the first save', async () => {
    renderPanel([read(config())]);
    expect(
      screen.getByRole('progressbar', { name: 'Loading single sign-on settings' }),
    ).toBeTruthy();
    await screen.findByLabelText('Entity ID');
    expect(screen.getByRole('heading', { name: 'Single sign-on (SAML)' })).toBeTruthy();
    expect(
      (
        screen.getByRole('switch', {
          name: 'Sign users in with single sign-on',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect(value('Entity ID')).toBe(`${BASE}/metadata`);
    expect(value('Assertion consumer service (ACS) URL')).toBe(`${BASE}/acs`);
    expect(value('Service provider metadata URL')).toBe(`${BASE}/metadata`);
    expect(value('Sign-in page')).toBe(`${window.location.origin}/login/saml/12`);
    expect(
      screen.getByText('The certificate is made when these settings are first saved.'),
    ).toBeTruthy();
    expect(screen.getByText('No identity provider yet.')).toBeTruthy();
  });

  it('checks the metadata before sending: needed to turn SSO on, and a web address', async () => {
    renderPanel([read(config())]);
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Sign users in with single sign-on' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.samlMetadataNeeded)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Metadata URL'), {
      target: { value: 'ftp://idp.example/metadata' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.samlMetadataUrl)).toBeTruthy();
  });

  it('saves by address and shows the identity provider read and the new certificate', async () => {
    const saved = config({
      enabled: true,
      idpMetadataUrl: METADATA_URL,
      idpEntityId: 'https://idp.example/entity',
      idpSsoUrl: 'https://idp.example/sso',
      spCertificate: CERTIFICATE,
    });
    renderPanel([
      read(config()),
      update({ enabled: true, idpMetadataUrl: METADATA_URL, idpMetadataXml: null }, saved),
    ]);
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Sign users in with single sign-on' }),
    );
    fireEvent.change(screen.getByLabelText('Metadata URL'), {
      target: { value: ` ${METADATA_URL} ` },
    });
    fireEvent.submit(screen.getByLabelText('Metadata URL'));
    expect(await screen.findByText(SSO_SAVED)).toBeTruthy();
    expect(value('Certificate')).toBe(CERTIFICATE);
    expect(screen.getByText('https://idp.example/entity')).toBeTruthy();
  });

  it('shows the server’s refusal of the XML on that field, and keeps the IdP read before', async () => {
    const before = config({
      enabled: true,
      idpEntityId: 'urn:old-idp',
      spCertificate: CERTIFICATE,
    });
    const refusal = new GraphQLError(messages.samlMetadataInvalid('it is not XML.'), {
      extensions: { code: 'BAD_USER_INPUT', field: 'idpMetadataXml' },
    });
    renderPanel([
      read(before),
      update({ enabled: true, idpMetadataUrl: null, idpMetadataXml: '<oops' }, refusal),
    ]);
    const asXml = await screen.findByRole('radio', { name: 'As XML' });
    // Given as XML before: the XML choice is the one shown.
    expect((asXml as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('Leave it empty to keep the identity provider read before (urn:old-idp).'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Metadata XML'), { target: { value: '<oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = (await screen.findByText(messages.samlMetadataInvalid('it is not XML.')))
      .parentElement!;
    expect(within(field).getByLabelText('Metadata XML')).toBeTruthy();
  });

  it('offers Retry when the settings cannot be read', async () => {
    renderPanel([read(new Error('Network down')), read(config())]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Entity ID')).toBeTruthy();
  });
});
