// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { OrderDocument } from '../../graphql/generated/graphql';
import { OrderViewPage } from './OrderViewPage';
import { orderTexts as texts } from './partnerTexts';
import { PARTNER_USER, SUPER_USER, orderFixture } from './testing/portalFixture';

afterEach(cleanup);

const open = (at: string, user: object) =>
  renderPage(<OrderViewPage />, {
    route: APP_ROUTES.partnerOrderView,
    at,
    mocks: [
      {
        request: { query: OrderDocument, variables: { id: 'o1' } },
        result: { data: { order: orderFixture() } },
      },
    ],
    user,
  });

describe('the order view', () => {
  it('shows a super user the admin view, statuses with who set them, back to the orders', async () => {
    open('/partners/1/order/view/o1', SUPER_USER);
    expect(await screen.findByTestId('order-admin-view')).toBeTruthy();
    const statuses = screen.getByRole('table', { name: texts.statusesLabel });
    expect(within(statuses).getByText('Bill Ing')).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.backToOrders }).getAttribute('href')).toBe(
      '/partners/1/orders',
    );
  });

  it('shows a super user with query partner the partner view', async () => {
    open('/partners/7/order/view/o1?partner=7', SUPER_USER);
    expect(await screen.findByTestId('order-partner-view')).toBeTruthy();
    expect(screen.queryByTestId('order-admin-view')).toBeNull();
  });

  it("shows a partner's user the partner view, back to the projects, and says a fresh order was made", async () => {
    open('/partners/7/order/view/o1?fresh=1', PARTNER_USER);
    expect(await screen.findByTestId('order-partner-view')).toBeTruthy();
    expect(screen.getByText(texts.fresh)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.backToProjects }).getAttribute('href')).toBe(
      '/partners/7/projects',
    );
  });
});
