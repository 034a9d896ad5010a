// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  CreateOrderDocument,
  DeleteQuoteDocument,
  QuoteDocument,
} from '../../graphql/generated/graphql';
import { quoteViewTexts as texts } from './partnerTexts';
import { QuoteViewPage } from './QuoteViewPage';
import { PARTNER_USER, orderFixture, quoteFixture } from './testing/portalFixture';

afterEach(cleanup);

const quoteMock: MockLink.MockedResponse = {
  request: { query: QuoteDocument, variables: { id: 'q1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { quote: quoteFixture() } },
};

function open(mocks: MockLink.MockedResponse[] = []) {
  return renderPage(<QuoteViewPage />, {
    route: APP_ROUTES.partnerQuoteView,
    at: '/partners/7/quote/view/q1',
    mocks: [quoteMock, ...mocks],
    user: PARTNER_USER,
  });
}
const location = () => screen.getByTestId('location').textContent;

describe('the quote view', () => {
  it('shows the lines and total read-only, with Edit and Send Site Survey', async () => {
    open();
    expect(await screen.findByRole('heading', { name: texts.title('Q-000001') })).toBeTruthy();
    expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
    expect(screen.getByTestId('quote-total').textContent).toBe('$2,101.00');
    expect(screen.getByRole('link', { name: texts.edit }).getAttribute('href')).toBe(
      '/partners/7/quote/q1',
    );
    expect(screen.getByRole('link', { name: texts.sendSurvey }).getAttribute('href')).toBe(
      '/partners/7/survey?quote=q1',
    );
    expect(screen.queryByRole('textbox', { name: /description/i })).toBeNull();
  });

  it("creates the order and goes on to the order's review", async () => {
    open([
      {
        request: {
          query: CreateOrderDocument,
          variables: { visibleID: 'Q-000001', partnerID: '7' },
        },
        result: { data: { createOrder: orderFixture({ id: 'o42' }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.createOrder }));
    await waitFor(() => expect(location()).toBe('/partners/7/order/review/o42'));
  });

  it("says 'Failed to load' when the order cannot be made", async () => {
    open([
      {
        request: { query: CreateOrderDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.failedToLoad)] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.createOrder }));
    expect(await screen.findByText(messages.failedToLoad)).toBeTruthy();
    expect(location()).toBe('/partners/7/quote/view/q1');
  });

  it('deletes the quote only once confirmed, then goes back to the proposals', async () => {
    let deleted = 0;
    open([
      {
        request: { query: DeleteQuoteDocument, variables: { id: 'q1' } },
        result: () => {
          deleted += 1;
          return { data: { deleteQuote: true } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: texts.delete }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle('Q-000001') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: texts.delete }));
    const again = await screen.findByRole('dialog', { name: texts.deleteTitle('Q-000001') });
    fireEvent.click(within(again).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(location()).toBe('/partners/7'));
    expect(deleted).toBe(1);
  });
});
