// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  QuoteCustomersDocument,
  QuoteDocument,
  SaveQuoteDocument,
} from '../../graphql/generated/graphql';
import type { SaveQuoteMutationVariables } from '../../graphql/generated/graphql';
import { quoteEditorTexts as texts } from './partnerTexts';
import { QuoteEditorPage } from './QuoteEditorPage';
import { PARTNER_USER, quoteFixture } from './testing/portalFixture';

afterEach(cleanup);

const customersMock: MockLink.MockedResponse = {
  request: { query: QuoteCustomersDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      customers: [
        { __typename: 'Account', id: 'c1', name: 'Acme', parentID: '7' },
        { __typename: 'Account', id: 'c2', name: 'Globex', parentID: '7' },
      ],
    },
  },
};

function open(at: string, mocks: MockLink.MockedResponse[] = []) {
  return renderPage(<QuoteEditorPage />, {
    route: APP_ROUTES.partnerQuote,
    at,
    mocks: [customersMock, ...mocks],
    user: PARTNER_USER,
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const total = () => screen.getByTestId('quote-total').textContent;

describe('Create a Quote', () => {
  it('totals the lines live as prices and quantities are typed', async () => {
    open('/partners/7/quote?customer=c2');
    await screen.findByRole('option', { name: 'Globex' });
    expect((screen.getByLabelText(texts.customer) as HTMLSelectElement).value).toBe('c2');
    type(texts.descriptionOf(1), 'Plan');
    type(texts.unitPriceOf(1), '1200');
    expect(total()).toBe('$1,200.00');
    fireEvent.click(screen.getByRole('button', { name: texts.addLine }));
    type(texts.descriptionOf(2), 'Install');
    type(texts.quantityOf(2), '3');
    type(texts.unitPriceOf(2), '99.99');
    expect(total()).toBe('$1,499.97');
    fireEvent.click(screen.getByRole('button', { name: texts.removeLine(1) }));
    expect(total()).toBe('$299.97');
  });

  it('prefills the device count from the plan, editable only for a custom plan', async () => {
    open('/partners/7/quote');
    await screen.findByRole('option', { name: 'Acme' });
    const devices = screen.getByLabelText(texts.deviceCount) as HTMLInputElement;
    expect(devices.value).toBe('50');
    expect(devices.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(texts.plan), { target: { value: '150 DEVICE' } });
    expect(devices.value).toBe('150');
    fireEvent.change(screen.getByLabelText(texts.plan), { target: { value: 'CUSTOM' } });
    expect(devices.readOnly).toBe(false);
  });

  it("shows the quote rules' messages and sends nothing while the form is wrong", async () => {
    open('/partners/7/quote');
    await screen.findByRole('option', { name: 'Acme' });
    fireEvent.click(screen.getByRole('button', { name: texts.removeLine(1) }));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(messages.quoteNeedsItem)).toBeTruthy();
    expect(screen.getByText(messages.required)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.addLine }));
    type(texts.quantityOf(1), '0');
    type(texts.unitPriceOf(1), '3.333');
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(messages.quantityAtLeastOne)).toBeTruthy();
    expect(screen.getByText(texts.dollarsInvalid)).toBeTruthy();
  });

  it('saves the quote with prices in cents and opens its view', async () => {
    const sent: SaveQuoteMutationVariables[] = [];
    const saved = quoteFixture({ id: 'q9', visibleID: 'Q-000009', revision: 1 });
    open('/partners/7/quote?customer=c1', [
      {
        request: { query: SaveQuoteDocument, variables: () => true },
        result: (variables: SaveQuoteMutationVariables) => {
          sent.push(variables);
          return { data: { saveQuote: saved } };
        },
      },
    ]);
    await screen.findByRole('option', { name: 'Acme' });
    type(texts.title, 'North hall');
    type(texts.descriptionOf(1), 'Plan, one year');
    type(texts.unitPriceOf(1), '1,200.5');
    fireEvent.change(screen.getByLabelText(texts.priority), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/partners/7/quote/view/q9'),
    );
    expect(sent).toEqual([
      {
        id: null,
        partnerID: '7',
        quote: {
          customerID: 'c1',
          title: 'North hall',
          planType: '50 DEVICE',
          deviceCount: 50,
          hidden: false,
          priority: 2,
          items: [
            { kind: 'PLAN', description: 'Plan, one year', quantity: 1, unitPriceCents: 120050 },
          ],
        },
      },
    ]);
  });
});

describe('Edit Quote', () => {
  it('loads the quote by its visible id, with its revision, lines and total', async () => {
    open('/partners/7/quote?visibleID=Q-000001', [
      {
        request: { query: QuoteDocument, variables: { id: null, visibleID: 'Q-000001' } },
        result: { data: { quote: quoteFixture() } },
      },
    ]);
    expect((await screen.findByTestId('quote-revision')).textContent).toContain(texts.revision(2));
    expect(screen.getByRole('heading', { name: texts.editTitle })).toBeTruthy();
    expect((screen.getByLabelText(texts.unitPriceOf(2)) as HTMLInputElement).value).toBe('450.50');
    expect(total()).toBe('$2,101.00');
  });
});
