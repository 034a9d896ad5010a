// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  UpdateTokenDocument,
  ValidateTokenDocument,
  VerifyUserDocument,
} from '../../graphql/generated/graphql';
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
    variables: { id: '42', token: TOKEN, password: PASSWORD, acceptedTerms: true },
  },
  result:
    outcome === 'ok' ? { data: { verifyUser: true } } : { errors: [new GraphQLError(outcome)] },
});

const renderVerify = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<VerifyPage />, { route: APP_ROUTES.verify, at: `/verify/${TOKEN}`, mocks });

const type = (label: RegExp, value: string) => {
  const field = screen.getByLabelText(label, { selector: 'input' });
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

  it.each([
    ['sent', { data: { updateToken: true } }, messages.resendSent],
    ['refused', { errors: [new GraphQLError(messages.resendFailed)] }, messages.resendFailed],
  ])('offers a new link on the resend form: %s', async (_name, result, message) => {
    renderVerify([
      validateMock(messages.invalidToken),
      { request: { query: UpdateTokenDocument, variables: { email: 'ivy@example.com' } }, result },
    ]);
    await screen.findByText(messages.verificationFailed);
    const send = screen.getByRole('button', { name: 'Send Email' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type(/^email/i, 'not-an-address');
    expect(await screen.findByText(messages.useValidEmail)).toBeTruthy();
    type(/^email/i, ' ivy@example.com ');
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText(message)).toBeTruthy();
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

  it('creates the password once the service agreement is accepted', async () => {
    renderVerify([validateMock('valid'), verifyMock('ok')]);
    await screen.findByText('ivy@example.com');
    type(/^password/i, PASSWORD);
    type(/confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create Password' }));
    const terms = await screen.findByRole('dialog', { name: 'Service Agreement' });
    expect(
      within(terms).getByRole('link', { name: 'Read the Service Agreement' }).getAttribute('href'),
    ).toBe('/terms/service-agreement');
    fireEvent.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.emailVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends nothing when the agreement is declined, and says why', async () => {
    renderVerify([validateMock('valid')]);
    await screen.findByText('ivy@example.com');
    type(/^password/i, PASSWORD);
    type(/confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create Password' }));
    const terms = await screen.findByRole('dialog', { name: 'Service Agreement' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(messages.termsNotAccepted)).toBeTruthy();
    expect(screen.queryByText(messages.emailVerified)).toBeNull();
  });

  it('shows why the password was not created, keeping the form', async () => {
    renderVerify([validateMock('valid'), verifyMock(messages.passwordCreateFailed)]);
    await screen.findByText('ivy@example.com');
    type(/^password/i, PASSWORD);
    type(/confirm password/i, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Create Password' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Service Agreement' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await screen.findByText(messages.passwordCreateFailed)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create Password' })).toBeTruthy();
  });
});
