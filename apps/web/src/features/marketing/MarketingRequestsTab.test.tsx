// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { renderPage } from '../../app/testing/renderPage';
import { MarketingRequestsDocument } from '../../graphql/generated/graphql';
import type {
  MarketingRequestsQuery,
  MarketingRequestsQueryVariables,
} from '../../graphql/generated/graphql';
import { AdminHomeTabs } from '../admin/AdminHomeTabs';
import { marketingRequestsTexts as texts } from './marketingRequestsTexts';

afterEach(cleanup);

type Request = MarketingRequestsQuery['marketingRequests'][number];
const request = (i: number, type: string, mailed: boolean): Request =>
  ({
    __typename: 'MarketingRequest',
    id: `r${i}`,
    type,
    name: `Visitor ${i}`,
    email: `v${i}@example.test`,
    company: i % 2 ? 'Initech' : null,
    phone: null,
    planType: type === 'Pricing' ? '100 DEVICE' : 'UNKNOWN',
    notes: null,
    productName: 'Vigil',
    createdAt: '2026-11-01T10:00:00.000Z',
    mailedAt: mailed ? '2026-11-01T10:00:05.000Z' : null,
  }) as Request;
const ALL = Array.from({ length: 60 }, (_, i) =>
  request(i, i % 3 === 0 ? 'Pricing' : 'demo', i !== 0),
);

function requestsMock(asked: MarketingRequestsQueryVariables[]): MockLink.MockedResponse {
  return {
    request: { query: MarketingRequestsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: MarketingRequestsQueryVariables) => {
      asked.push(variables);
      const matching = ALL.filter((r) => !variables.type || r.type === variables.type);
      const offset = variables.offset ?? 0;
      return {
        data: {
          marketingRequests: matching.slice(offset, offset + (variables.limit ?? 50)),
          marketingRequestCount: matching.length,
        },
      };
    },
  };
}

const SUPER = { id: 'u0', super: true, customer: null, partner: null };

describe('home’s Requests tab', () => {
  it('lists the requests, mailed or not, paged and filtered by type in the address', async () => {
    const asked: MarketingRequestsQueryVariables[] = [];
    renderPage(
      <BrandThemeProvider>
        <AdminHomeTabs />
      </BrandThemeProvider>,
      { route: '/home', at: '/home?tab=requests', mocks: [requestsMock(asked)], user: SUPER },
    );
    expect(screen.getByRole('tab', { name: texts.tab, selected: true })).toBeTruthy();
    const rows = await screen.findAllByTestId('marketing-request-row');
    expect(rows).toHaveLength(50);
    expect(within(rows[0]!).getByText(texts.notMailed)).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Mailed /)).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ limit: 50, offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(screen.getAllByTestId('marketing-request-row')).toHaveLength(10));
    expect(screen.getByTestId('location').textContent).toBe('/home?tab=requests&page=1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: texts.type }));
    fireEvent.click(await screen.findByRole('option', { name: texts.typeLabels.Pricing! }));
    await waitFor(() => expect(screen.getAllByTestId('marketing-request-row')).toHaveLength(20));
    expect(screen.getByTestId('location').textContent).toBe('/home?tab=requests&type=Pricing');
    expect(asked.at(-1)).toMatchObject({ type: 'Pricing', offset: 0 });
    expect(screen.getAllByText('100 DEVICE').length).toBe(20);
  });
});
