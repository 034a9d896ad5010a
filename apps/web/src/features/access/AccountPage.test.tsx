// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, MFA_VERIFY_DEBOUNCE_MS, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  AccountProfileDocument,
  ActivateTotpDocument,
  DeactivateTotpDocument,
  EditUserDocument,
  GenerateTotpDocument,
  ResetUserPasswordDocument,
  SendTestAlertDocument,
  VerifyTotpDocument,
} from '../../graphql/generated/graphql';
import { AccountPage } from './AccountPage';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = ['k7m2p-x9qra', 'abcde-fghjk'];

function profileMock(me: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: AccountProfileDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u1',
          email: 'ada@acme.test',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '5551234567',
          totp: false,
          saml: false,
          customer: { __typename: 'UserCustomer', id: 'c1' },
          ...me,
        },
      },
    },
  };
}

const mock = (
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown> | undefined,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({ request: { query, variables }, result });

const failure = (message: string) => ({ errors: [new GraphQLError(message)] });

const renderAccount = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<AccountPage />, { route: APP_ROUTES.account, at: '/account', mocks });

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const section = (name: string) => screen.getByRole('region', { name });

describe('My Account: e-mail and profile', () => {
  it('shows the e-mail and the profile, the phone as (AAA) BBB-CCCC, and saves it', async () => {
    renderAccount([
      profileMock(),
      mock(
        EditUserDocument,
        { firstName: 'Augusta', lastName: 'Lovelace', phone: '(555) 987-6543' },
        {
          data: {
            editUser: {
              __typename: 'User',
              id: 'u1',
              email: 'ada@acme.test',
              firstName: 'Augusta',
              lastName: 'Lovelace',
              phone: '(555) 987-6543',
            },
          },
        },
      ),
    ]);
    expect(await screen.findByText('ada@acme.test')).toBeTruthy();
    expect((field(/^phone number/i) as HTMLInputElement).value).toBe('(555) 123-4567');
    expect(screen.getByText(messages.phoneConsent)).toBeTruthy();

    type(/^first name/i, 'Augusta');
    type(/^phone number/i, '555 987 6543');
    expect((field(/^phone number/i) as HTMLInputElement).value).toBe('(555) 987-6543');
    fireEvent.click(within(section('Profile')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.accountUpdated)).toBeTruthy();
  });

  it('refuses a phone number without an area code before sending', async () => {
    renderAccount([profileMock()]);
    await screen.findByText('ada@acme.test');
    type(/^phone number/i, '555-1234');
    expect(await screen.findByText(messages.invalidPhone)).toBeTruthy();
  });

  it('shows the server’s refusal of a field beside it', async () => {
    renderAccount([
      profileMock(),
      mock(
        EditUserDocument,
        { firstName: 'Ada', lastName: 'Lovelace', phone: '(555) 123-4567' },
        {
          errors: [
            new GraphQLError(messages.invalidPhone, {
              extensions: { code: 'BAD_USER_INPUT', field: 'phone' },
            }),
          ],
        },
      ),
    ]);
    await screen.findByText('ada@acme.test');
    fireEvent.click(within(section('Profile')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.invalidPhone)).toBeTruthy();
  });

  it('sends a test alert and tells how each channel went', async () => {
    renderAccount([
      profileMock(),
      mock(
        SendTestAlertDocument,
        { customerID: 'c1' },
        {
          data: {
            sendTestAlert: [
              { __typename: 'TestAlertResult', channel: 'EMAIL', sent: true, error: null },
              { __typename: 'TestAlertResult', channel: 'SMS', sent: false, error: 'Refused' },
            ],
          },
        },
      ),
    ]);
    await screen.findByText('ada@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Alert' }));
    const results = await screen.findByRole('list', { name: 'Test alert results' });
    expect(within(results).getByText('E-mail: sent')).toBeTruthy();
    expect(within(results).getByText('SMS: Refused')).toBeTruthy();
  });
});

describe('My Account: Reset Password', () => {
  it.each([
    ['abcdefgh1!', 'orange', 'Fair'],
    ['Abcdefgh1!', 'yellow', 'Good'],
    ['Abcdefgh1!Abcdefg', 'green', 'Strong'],
    ['abcdefghij', 'red', 'Weak'],
  ])('rates %s %s', async (password, colour, label) => {
    renderAccount([profileMock()]);
    await screen.findByText('ada@acme.test');
    type(/^new password/i, password);
    const meter = screen.getByRole('meter', { name: /password strength/i });
    expect(meter.getAttribute('data-strength')).toBe(colour);
    expect(meter.getAttribute('aria-valuetext')).toBe(label);
  });

  it.each([
    ['changes it', { data: { resetUserPassword: true } }, messages.passwordResetDone],
    [
      'says when it was not changed',
      failure(messages.passwordNotUpdated),
      messages.passwordNotUpdated,
    ],
  ])('checks the rules, then %s', async (_name, result, message) => {
    renderAccount([
      profileMock(),
      mock(
        ResetUserPasswordDocument,
        { currentPassword: 'Old-pass-2026', newPassword: 'Brand-new-Pass-2026' },
        result,
      ),
    ]);
    await screen.findByText('ada@acme.test');
    const form = section('Reset Password');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(await within(form).findAllByText(messages.required)).toHaveLength(2);
    type(/^current password/i, 'Old-pass-2026');
    type(/^new password/i, 'short');
    expect(await screen.findByText(messages.passwordLength)).toBeTruthy();
    type(/^new password/i, 'Brand-new-Pass-2026');
    type(/^confirm password/i, 'Brand-new-Pass-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('My Account: MFA', () => {
  const generateMock = (isMsAuth = false) =>
    mock(
      GenerateTotpDocument,
      { isMsAuth },
      { data: { generateTotp: { __typename: 'TotpSetup', url: QR, plaintext: SECRET } } },
    );
  const verifyMock = (code: string, ok: boolean, onCall?: () => void) => ({
    request: { query: VerifyTotpDocument, variables: { code } },
    result: () => {
      onCall?.();
      return { data: { verifyTotp: ok } };
    },
  });
  const activateMock = (ok = true) =>
    mock(
      ActivateTotpDocument,
      undefined,
      ok
        ? { data: { activateTotp: { __typename: 'TotpActivation', recoveryCodes: CODES } } }
        : failure(messages.problemActivatingMfa),
    );

  async function openEnable() {
    const panel = await screen.findByRole('region', { name: 'Multifactor Authentication' });
    expect(within(panel).getByText(/MFA is off/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Enable' }));
    return screen.findByRole('dialog', { name: 'Enable MFA' });
  }

  it('enables MFA: app ticked, QR code, a verified code, Finish, recovery codes', async () => {
    renderAccount([
      profileMock(),
      generateMock(true),
      verifyMock('111111', false),
      verifyMock('123456', true),
      activateMock(),
    ]);
    const dialog = await openEnable();
    const generate = within(dialog).getByRole('button', { name: 'Generate QR Code' });
    const finish = within(dialog).getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    expect(finish.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have an authenticator app' }));
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I use Microsoft Authenticator' }),
    );
    fireEvent.click(generate);

    const qr = await within(dialog).findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(QR);
    expect((within(dialog).getByLabelText('Manual code') as HTMLInputElement).value).toBe(SECRET);

    type(/^six-digit code/i, '12345');
    expect(await within(dialog).findByText(messages.mfaCodeFormat)).toBeTruthy();
    type(/^six-digit code/i, '111111');
    expect(
      await within(dialog).findByLabelText(
        'That code does not match. Check the code in your app and try again.',
      ),
    ).toBeTruthy();
    expect(finish.disabled).toBe(true);
    type(/^six-digit code/i, '123456');
    expect(await within(dialog).findByLabelText('Code verified')).toBeTruthy();
    expect(finish.disabled).toBe(false);

    fireEvent.click(finish);
    const codes = await within(dialog).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const panel = section('Multifactor Authentication');
    expect(within(panel).getByText(/MFA is on/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Resync' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('verifies the code 700 ms after typing stops', async () => {
    let verified = 0;
    renderAccount([profileMock(), generateMock(), verifyMock('654321', true, () => verified++)]);
    const dialog = await openEnable();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have an authenticator app' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate QR Code' }));
    await within(dialog).findByRole('img', { name: /QR code/ });

    vi.useFakeTimers();
    fireEvent.change(field(/^six-digit code/i), { target: { value: '654321' } });
    await act(() => vi.advanceTimersByTimeAsync(MFA_VERIFY_DEBOUNCE_MS - 1));
    expect(verified).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The mocked server answers after its own short delay.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(verified).toBe(1);
    expect(within(dialog).getByLabelText('Code verified')).toBeTruthy();
  });

  it('says when the code could not be made, or MFA not activated', async () => {
    renderAccount([
      profileMock(),
      mock(GenerateTotpDocument, { isMsAuth: false }, failure(messages.problemGettingCode)),
      generateMock(),
      verifyMock('123456', true),
      activateMock(false),
    ]);
    const dialog = await openEnable();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have an authenticator app' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate QR Code' }));
    expect(await within(dialog).findByText(messages.problemGettingCode)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate QR Code' }));
    await within(dialog).findByRole('img', { name: /QR code/ });
    type(/^six-digit code/i, '123456');
    await within(dialog).findByLabelText('Code verified');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await within(dialog).findByText(messages.problemActivatingMfa)).toBeTruthy();
    // Cancel drops everything; MFA stays off.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section('Multifactor Authentication')).getByText(/MFA is off/)).toBeTruthy();
  });

  it('resyncs without the app question, warning that old codes stop working', async () => {
    renderAccount([profileMock({ totp: true }), generateMock()]);
    const panel = await screen.findByRole('region', { name: 'Multifactor Authentication' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Resync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resync MFA' });
    expect(within(dialog).getByText(/codes from your current authenticator entry/)).toBeTruthy();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'I have an authenticator app' }),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate QR Code' }));
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('disables MFA with the password, after the spec’s warning', async () => {
    renderAccount([
      profileMock({ totp: true }),
      mock(
        DeactivateTotpDocument,
        { password: 'Wrong-pass-2026' },
        failure(messages.problemDeactivatingMfa),
      ),
      mock(
        DeactivateTotpDocument,
        { password: 'Right-pass-2026' },
        { data: { deactivateTotp: true } },
      ),
    ]);
    const panel = await screen.findByRole('region', { name: 'Multifactor Authentication' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable MFA' });
    expect(within(dialog).getByText(messages.disableMfaWarning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    type(/^password/i, 'Wrong-pass-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(messages.problemDeactivatingMfa)).toBeTruthy();
    type(/^password/i, 'Right-pass-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section('Multifactor Authentication')).getByText(/MFA is off/)).toBeTruthy();
  });
});

describe('My Account for a single-sign-on user', () => {
  it('shows the profile only: no password and no MFA section', async () => {
    renderAccount([profileMock({ saml: true })]);
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reset Password' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Multifactor Authentication' })).toBeNull();
  });
});

describe('My Account while loading fails', () => {
  it('offers Retry', async () => {
    renderAccount([
      { request: { query: AccountProfileDocument }, error: new Error('Network down') },
    ]);
    expect(await screen.findByText('Network down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
