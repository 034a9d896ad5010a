// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { OrderDocument } from '../../graphql/generated/graphql';
import { OrderByVisibleIDPage } from './OrderByVisibleIDPage';
import { orderTexts as texts } from './partnerTexts';
import { PARTNER_USER, orderFixture } from './testing/portalFixture';

afterEach(cleanup);

const request = { query: OrderDocument, variables: { visibleID: 'Q-000001', partnerID: '7' } };
const open = (result: object) =>
  renderPage(<OrderByVisibleIDPage />, {
    route: APP_ROUTES.partnerOrderByVisibleID,
    at: '/partners/7/order/Q-000001',
    mocks: [{ request, result }],
    user: PARTNER_USER,
  });

describe('/order/{visibleID}', () => {
  it("goes on to the order's review", async () => {
    open({ data: { order: orderFixture({ id: 'o9' }) } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/partners/7/order/review/o9'),
    );
  });

  it('shows an Error page with the message when the order is not found', async () => {
    open({ errors: [new GraphQLError('You do not have access to this information.')] });
    expect(await screen.findByRole('heading', { name: texts.errorTitle })).toBeTruthy();
    expect(screen.getByText('You do not have access to this information.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/partners/7/order/Q-000001');
  });
});
