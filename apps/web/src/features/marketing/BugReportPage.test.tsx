// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APP_ROUTES, messages, stringLimit } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { SubmitBugReportDocument } from '../../graphql/generated/graphql';
import { BugReportPage } from './BugReportPage';

afterEach(cleanup);

const EMAIL = 'rosa@acme.test';

const submitMock = (
  variables: { email: string; subject: string; description: string | null },
  outcome: boolean | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: SubmitBugReportDocument, variables },
  result:
    outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { submitBugReport: outcome } },
});

const renderBug = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<BugReportPage />, {
    route: APP_ROUTES.feedbackBug,
    at: '/feedback/bug',
    mocks,
    user: { email: EMAIL },
  });

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));

describe('BugReportPage', () => {
  it('starts with the signed-in user’s address and titles the page', () => {
    const { titles } = renderBug([]);
    expect(field(/your email/i).value).toBe(EMAIL);
    expect(screen.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeTruthy();
    expect(titles).toContain('Send Feedback');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/feedback/help');
  });

  it('requires a subject and a valid address before sending', async () => {
    renderBug([]);
    type(/your email/i, 'rosa@');
    send();
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(field(/subject/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('thanks the user once the report was mailed, and clears it', async () => {
    renderBug([
      submitMock(
        { email: EMAIL, subject: 'Trend is blank', description: 'No line since 9:00.' },
        true,
      ),
    ]);
    type(/subject/i, 'Trend is blank');
    type(/description/i, 'No line since 9:00.');
    expect(screen.getByText(/\(19\/10000 characters\)/)).toBeTruthy();
    send();
    expect(await screen.findByText(messages.bugReportSent)).toBeTruthy();
    expect(field(/subject/i).value).toBe('');
    expect(field(/description/i).value).toBe('');
    expect(field(/your email/i).value).toBe(EMAIL);
  });

  it('says plainly when the report was kept but not mailed, never thanking', async () => {
    renderBug([submitMock({ email: EMAIL, subject: 'Map pin', description: null }, false)]);
    type(/subject/i, 'Map pin');
    send();
    expect(await screen.findByText(messages.bugReportKeptNotMailed)).toBeTruthy();
    expect(screen.queryByText(messages.bugReportSent)).toBeNull();
  });

  it('shows a refusal in a banner, keeping what was typed', async () => {
    const limited = messages.bugReportRateLimited(10);
    renderBug([
      submitMock(
        { email: EMAIL, subject: 'Eleventh', description: null },
        new GraphQLError(limited, { extensions: { code: 'RATE_LIMITED' } }),
      ),
    ]);
    type(/subject/i, 'Eleventh');
    send();
    expect(await screen.findByText(limited)).toBeTruthy();
    expect(field(/subject/i).value).toBe('Eleventh');
  });

  it('puts a refusal about a field on that field', async () => {
    renderBug([
      submitMock(
        { email: EMAIL, subject: 'Long', description: null },
        new GraphQLError(messages.inputTooLong('subject', 255), {
          extensions: { code: 'BAD_USER_INPUT', field: 'subject' },
        }),
      ),
    ]);
    type(/subject/i, 'Long');
    send();
    await waitFor(() => expect(field(/subject/i).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.inputTooLong('subject', 255))).toBeTruthy();
  });

  it('holds the description to the server’s limit', () => {
    renderBug([]);
    expect(field(/description/i).getAttribute('maxlength')).toBe(
      String(stringLimit('description')),
    );
  });
});
