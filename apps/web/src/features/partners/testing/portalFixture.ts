// Records as the server answers them (with their __typename) for the portal's page tests.
import type {
  LicenseFieldsFragment,
  OrderFieldsFragment,
  QuoteFieldsFragment,
} from '../../../graphql/generated/graphql';

export const SUPER_USER = {
  id: 'u0',
  email: 'root@vigil.test',
  super: true,
  customer: null,
  partner: null,
  partnerID: null,
};

export const PARTNER_USER = {
  id: 'u5',
  email: 'sales@north.test',
  super: false,
  customer: null,
  partnerID: '7',
  partnerAdmin: false,
  partner: { __typename: 'UserPartner', id: '7', name: 'North Partners', logo: null },
};

export function quoteFixture(overrides: Partial<QuoteFieldsFragment> = {}): QuoteFieldsFragment {
  return {
    __typename: 'Quote',
    id: 'q1',
    visibleID: 'Q-000001',
    partnerID: '7',
    partnerName: 'North Partners',
    customerID: 'c1',
    customerName: 'Acme',
    title: 'Main site',
    planType: '50 DEVICE',
    deviceCount: 50,
    hidden: false,
    priority: 0,
    revision: 2,
    items: [
      {
        __typename: 'QuoteItem',
        id: 'i1',
        kind: 'PLAN',
        description: '50 devices, one year',
        quantity: 1,
        unitPriceCents: 120000,
        totalCents: 120000,
      },
      {
        __typename: 'QuoteItem',
        id: 'i2',
        kind: 'GATEWAY',
        description: 'Gateway appliance',
        quantity: 2,
        unitPriceCents: 45050,
        totalCents: 90100,
      },
    ],
    comments: [],
    totalCents: 210100,
    createdByID: 'u5',
    createdBy: 'sales@north.test',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    orderID: null,
    surveyID: null,
    ...overrides,
  } as QuoteFieldsFragment;
}

export function orderFixture(overrides: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment {
  return {
    __typename: 'Order',
    id: 'o1',
    visibleID: 'Q-000001',
    partnerID: '7',
    partnerName: 'North Partners',
    customerID: 'c1',
    customerName: 'Acme',
    internalID: null,
    quoteID: 'q1',
    surveyID: null,
    status: 'Ordered',
    statusDates: [
      {
        __typename: 'OrderStatusDate',
        status: 'Ordered',
        at: '2026-03-03T09:00:00.000Z',
        by: 'Bill Ing',
      },
    ],
    settableStatuses: ['Received'],
    createdAt: '2026-03-03T09:00:00.000Z',
    ...overrides,
  } as OrderFieldsFragment;
}

export function licenseFixture(
  overrides: Partial<LicenseFieldsFragment> = {},
): LicenseFieldsFragment {
  return {
    __typename: 'License',
    id: 'l1',
    partnerID: '7',
    partnerName: 'North Partners',
    customerID: 'c1',
    customerName: 'Acme',
    planType: '50 DEVICE',
    deviceLimit: 50,
    devicesInUse: 12,
    overLimit: false,
    startsOn: '2026-01-15',
    renewsOn: '2027-01-15',
    orderID: 'o1',
    ...overrides,
  } as LicenseFieldsFragment;
}
