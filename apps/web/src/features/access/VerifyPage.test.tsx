// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { ValidateTokenDocument, VerifyUserDocument } from '../../graphql/generated/graphql';
import { VerifyPage } from './VerifyPage';

afterEach(cleanup);

const TOKEN = 'q1W2e3R4t5';
const PASSWORD = 'Invited-user-2026';

const validateMock = (outcome: 'valid' | string): MockLink.MockedResponse => ({
  request: { query: ValidateTokenDocument, variables: { token: TOKEN } },
  result:
    outcome === 'valid'
      ? {
          data: {
            validateToken: {
              __typename: 'VerificationUser',
              id: '42',
              email: 'ivy@example.com',
              firstName: 'Ivy',
            },
          },
        }
      : { errors: [new GraphQLError(outcome, { extensions: { code: 'UNAUTHENTICATED' } })] },
});

const verifyMock = (outcome: 'ok' | string): MockLink.MockedResponse => ({
  request: {
    query: VerifyUserDocument,
    variables: { id: '42', token: TOKEN, password: PASSWORD },
  },
  result:
    outcome === 'ok' ? { data: { verifyUser: true } } : { errors: [new GraphQLError(outcome)] },
});

const renderVerify = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<VerifyPage />, { route: APP_ROUTES.verify, at: `/verify/${TOKEN}`, mocks });

const type = (label: RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('VerifyPage', () => {
  it("shows the spec's failure text for a link that does not validate", async () => {
    renderVerify([validateMock(messages.invalidToken)]);
    expect(await screen.findByText(messages.verificationFailed)).toBeTruthy();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('names the invited user and checks the password rules before sending', async () => {
    renderVerify([validateMock('valid')]);
    expect(await screen.findByText('ivy@example.com')).toBeTruthy();
    type(/^password/i, 'short');
    expect(await screen.findByText(messages.passwordLength)).toBeTruthy();
    type(/^password/i, 'onlylowercase1');
    expect(await screen.findByText(messages.passwordPickThree)).toBeTruthy();
    type(/^password/i, PASSWORD);
    type(/confirm password/i, 'Something-else-2026');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
  });

  it('creates the password and offers the way to sign in', async () => {
    renderVerify([validateMock('valid'), verifyMock('ok')]);
    await screen.findByText('ivy@example.com');
    type(/^password/i, PASSWORD);
    type(/confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create Password' }));
    expect(await screen.findByText(messages.emailVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows why the password was not created, keeping the form', async () => {
    renderVerify([validateMock('valid'), verifyMock(messages.passwordCreateFailed)]);
    await screen.findByText('ivy@example.com');
    type(/^password/i, PASSWORD);
    type(/confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create Password' }));
    expect(await screen.findByText(messages.passwordCreateFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Password' })).toBeTruthy();
  });
});
