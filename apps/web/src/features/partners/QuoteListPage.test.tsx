// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { QuotesDocument } from '../../graphql/generated/graphql';
import type { QuotesQueryVariables } from '../../graphql/generated/graphql';
import { quoteListTexts as texts } from './partnerTexts';
import { QuoteListPage } from './QuoteListPage';
import { PARTNER_USER, SUPER_USER, quoteFixture } from './testing/portalFixture';

afterEach(cleanup);

function quotesMock(asked: QuotesQueryVariables[]): MockLink.MockedResponse {
  return {
    request: { query: QuotesDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: QuotesQueryVariables) => {
      asked.push(variables);
      const rows = [
        quoteFixture(),
        quoteFixture({ id: 'q2', visibleID: 'Q-000002', hidden: true, customerName: 'Globex' }),
      ].filter((q) => variables.includeHidden || !q.hidden);
      return { data: { quotes: rows, quoteCount: rows.length } };
    },
  };
}

const open = (at: string, user: object, asked: QuotesQueryVariables[] = [], all = false) =>
  renderPage(<QuoteListPage all={all} />, {
    route: all ? APP_ROUTES.partnerQuotes : APP_ROUTES.partnerProposals,
    at,
    mocks: [quotesMock(asked)],
    user,
  });

describe('Proposals', () => {
  it("lists a partner's quotes with their total, and New Quote", async () => {
    const asked: QuotesQueryVariables[] = [];
    open('/partners/7', PARTNER_USER, asked);
    expect(await screen.findByRole('heading', { name: texts.proposals })).toBeTruthy();
    await screen.findByText('Q-000001');
    expect(screen.getByText('$2,101.00')).toBeTruthy();
    expect(screen.queryByText('Q-000002')).toBeNull();
    expect(asked[0]).toMatchObject({ partnerID: '7', createdBy: null, includeHidden: false });
    expect(screen.getByRole('link', { name: texts.newQuote }).getAttribute('href')).toBe(
      '/partners/7/quote',
    );
  });

  it('shows hidden quotes on request', async () => {
    open('/partners/7', PARTNER_USER);
    await screen.findByText('Q-000001');
    fireEvent.click(screen.getByRole('switch', { name: texts.showHidden }));
    expect(await screen.findByText('Q-000002')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/partners/7?hidden=1');
  });

  it('lands a super user on My Proposals: their own, of every partner', async () => {
    const asked: QuotesQueryVariables[] = [];
    open('/partners/1', SUPER_USER, asked);
    expect(await screen.findByRole('heading', { name: texts.myProposals })).toBeTruthy();
    await waitFor(() => expect(asked[0]).toMatchObject({ partnerID: null, createdBy: 'u0' }));
  });

  it('keeps query created_by to one creator', async () => {
    const asked: QuotesQueryVariables[] = [];
    open('/partners/7?created_by=u9', PARTNER_USER, asked);
    await waitFor(() => expect(asked[0]).toMatchObject({ partnerID: '7', createdBy: 'u9' }));
  });

  it('sends the user of another partner home', () => {
    open('/partners/8', PARTNER_USER);
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});

describe('All Quotes', () => {
  it("lists every partner's quotes for a super user", async () => {
    const asked: QuotesQueryVariables[] = [];
    open('/partners/1/quotes', SUPER_USER, asked, true);
    expect(await screen.findByRole('heading', { name: texts.allQuotes })).toBeTruthy();
    await waitFor(() => expect(asked[0]).toMatchObject({ partnerID: null, createdBy: null }));
  });

  it("sends a partner's user home", () => {
    open('/partners/7/quotes', PARTNER_USER, [], true);
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});
