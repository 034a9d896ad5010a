// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  GeneratePasswordTokenDocument,
  ResetPasswordDocument,
  ValidatePasswordTokenDocument,
} from '../../graphql/generated/graphql';
import { ForgotPasswordPage } from './ForgotPasswordPage';

afterEach(cleanup);

const TOKEN = 'r3s3t-t0k3n';
const PASSWORD = 'Brand-new-Pass-2026';

const type = (label: RegExp, value: string) => {
  const field = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

const renderForgot = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderPage(<ForgotPasswordPage />, {
    route: at.startsWith('/partners')
      ? APP_ROUTES.partnerForgotPassword
      : APP_ROUTES.forgotPassword,
    at,
    mocks,
  });

const requestMock = (ok: boolean): MockLink.MockedResponse => ({
  request: { query: GeneratePasswordTokenDocument, variables: { email: 'fay@acme.test' } },
  result: ok
    ? { data: { generatePasswordToken: true } }
    : { errors: [new GraphQLError(messages.resetEmailFailed)] },
});

const validateMock = (valid: boolean): MockLink.MockedResponse => ({
  request: { query: ValidatePasswordTokenDocument, variables: { token: TOKEN } },
  result: valid
    ? {
        data: {
          validatePasswordToken: {
            __typename: 'VerificationUser',
            id: '7',
            email: 'fay@acme.test',
            firstName: 'Fay',
          },
        },
      }
    : {
        errors: [
          new GraphQLError(messages.invalidToken, { extensions: { code: 'UNAUTHENTICATED' } }),
        ],
      },
});

const resetMock = (outcome: 'ok' | string): MockLink.MockedResponse => ({
  request: {
    query: ResetPasswordDocument,
    variables: { id: '7', token: TOKEN, password: PASSWORD },
  },
  result:
    outcome === 'ok' ? { data: { resetPassword: true } } : { errors: [new GraphQLError(outcome)] },
});

describe('ForgotPasswordPage without a token', () => {
  it('checks the address, then says an e-mail is on its way', async () => {
    renderForgot('/forgotPassword', [requestMock(true)]);
    expect(screen.getByRole('heading', { name: 'Reset your Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    const send = screen.getByRole('button', { name: 'Send Email' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type(/^email/i, '');
    type(/^email/i, 'fay@');
    expect(await screen.findByText(messages.useValidEmail)).toBeTruthy();
    type(/^email/i, '  ');
    expect(await screen.findByText(messages.enterEmail)).toBeTruthy();
    type(/^email/i, ' fay@acme.test ');
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText(messages.resetEmailSent)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says when the e-mail could not be sent, keeping the form', async () => {
    renderForgot('/forgotPassword', [requestMock(false)]);
    type(/^email/i, 'fay@acme.test');
    const send = screen.getByRole('button', { name: 'Send Email' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText(messages.resetEmailFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeTruthy();
  });
});

describe('ForgotPasswordPage with a token', () => {
  it('checks the link first, then sets the new password by the rules', async () => {
    renderForgot(`/forgotPassword/${TOKEN}`, [validateMock(true), resetMock('ok')]);
    expect(screen.getByRole('progressbar', { name: 'Checking your link' })).toBeTruthy();
    expect(await screen.findByText(messages.createNewPassword)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.resetYourPasswordTitle })).toBeTruthy();

    type(/^new password/i, 'onlylowercase1');
    expect(await screen.findByText(messages.passwordPickThree)).toBeTruthy();
    const meter = screen.getByRole('meter', { name: /password strength/i });
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    type(/^new password/i, PASSWORD);
    type(/^confirm password/i, 'Something-else-2026');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
    type(/^confirm password/i, PASSWORD);
    await waitFor(() => expect(screen.queryByText(messages.passwordsDoNotMatch)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.passwordResetDone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('says the link expired, leading back to the e-mail form under /partners', async () => {
    renderForgot(`/partners/forgotPassword/${TOKEN}`, [validateMock(false)]);
    expect(await screen.findByText(messages.resetLinkExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe(
      '/partners/forgotPassword',
    );
  });

  it.each([
    ['refused', messages.passwordResetFailed, messages.passwordResetFailed],
    ['spent meanwhile', messages.invalidToken, messages.resetLinkExpired],
  ])('tells a reset that was %s', async (_name, error, shown) => {
    renderForgot(`/forgotPassword/${TOKEN}`, [validateMock(true), resetMock(error)]);
    await screen.findByText(messages.createNewPassword);
    type(/^new password/i, PASSWORD);
    type(/^confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});
