// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { OrdersDocument, SetOrderStatusDocument } from '../../graphql/generated/graphql';
import { projectTexts as texts } from './partnerTexts';
import { ProjectListPage } from './ProjectListPage';
import { PARTNER_USER, orderFixture } from './testing/portalFixture';

afterEach(cleanup);

const ORDERS = [
  // Billing may set Received next.
  orderFixture(),
  // Configured is next, but it is a technician's: nothing for this user to press.
  orderFixture({
    id: 'o2',
    visibleID: 'Q-000002',
    status: 'Received',
    statusDates: [
      {
        __typename: 'OrderStatusDate',
        status: 'Ordered',
        at: '2026-03-03T09:00:00.000Z',
        by: null,
      },
      {
        __typename: 'OrderStatusDate',
        status: 'Received',
        at: '2026-03-05T09:00:00.000Z',
        by: null,
      },
    ] as never,
    settableStatuses: [],
  }),
];

function open(mocks: MockLink.MockedResponse[] = []) {
  return renderPage(<ProjectListPage />, {
    route: APP_ROUTES.partnerProjects,
    at: '/partners/7/projects',
    mocks: [
      {
        request: { query: OrdersDocument, variables: { partnerID: '7', limit: 10, offset: 0 } },
        result: { data: { orders: ORDERS, orderCount: 2 } },
      },
      ...mocks,
    ],
    user: PARTNER_USER,
  });
}

const project = async (visibleID: string) =>
  within(
    (await screen.findAllByTestId('project')).find((p) => p.textContent?.includes(visibleID))!,
  );

describe('Projects', () => {
  it('shows each reached status with its date, and the next one only when settable', async () => {
    open();
    const first = await project('Q-000001');
    expect(first.getByTestId('status-date-Ordered').textContent).toBe('2026-03-03');
    expect(first.getByRole('button', { name: texts.mark('Received') })).toBeTruthy();
    expect(first.queryByRole('button', { name: texts.mark('Configured') })).toBeNull();

    const second = await project('Q-000002');
    expect(second.getByTestId('status-date-Received').textContent).toBe('2026-03-05');
    expect(second.queryByRole('button')).toBeNull();
    expect(second.getByText(texts.waiting)).toBeTruthy();
  });

  it('names the button with the in-progress form while the status is saved', async () => {
    open([
      {
        request: { query: SetOrderStatusDocument, variables: () => true },
        // Held: the page is looked at while the request is on its way.
        delay: Number.POSITIVE_INFINITY,
        result: { data: { setOrderStatus: ORDERS[0] } },
      },
    ]);
    const first = await project('Q-000001');
    fireEvent.change(first.getByLabelText(texts.dateOf('Q-000001')), {
      target: { value: '2026-03-10' },
    });
    fireEvent.click(first.getByRole('button', { name: texts.mark('Received') }));
    expect(await first.findByRole('button', { name: texts.saving('Receiving') })).toBeTruthy();
  });
});
