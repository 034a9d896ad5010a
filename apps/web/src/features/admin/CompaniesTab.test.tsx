// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyMessages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { renderPage } from '../../app/testing/renderPage';
import {
  CustomerDocument,
  CustomersDocument,
  NewCustomerDocument,
} from '../../graphql/generated/graphql';
import type {
  AccountFieldsFragment,
  CustomersQueryVariables,
  NewCustomerMutationVariables,
} from '../../graphql/generated/graphql';
import { companiesTexts as texts } from './adminTexts';
import { CompaniesTab } from './CompaniesTab';

afterEach(cleanup);

const company = (
  id: string,
  name: string,
  parent: { id: string; name: string } | null = { id: 'p1', name: 'North Partners' },
): AccountFieldsFragment =>
  ({
    __typename: 'Account',
    id,
    name,
    kind: 'CUSTOMER',
    parentID: parent?.id ?? null,
    parentName: parent?.name ?? null,
    customerCount: 0,
    userCount: 3,
    gatewayCount: 1,
  }) as AccountFieldsFragment;

const ALL = [
  company('c1', 'Acme'),
  company('c2', 'Globex'),
  company('c3', 'Initech', { id: 'p2', name: 'South Partners' }),
  company('c4', 'Solo Works', null),
];

/** The companies as the server lists them; each answered request is recorded. */
function customersMock(
  all: AccountFieldsFragment[],
  asked: CustomersQueryVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: CustomersDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: CustomersQueryVariables) => {
      asked.push(variables);
      const query = variables.query?.toLowerCase() ?? '';
      const matching = all.filter(
        (c) =>
          c.name.toLowerCase().includes(query) &&
          (!variables.partnerID || c.parentID === variables.partnerID),
      );
      const offset = variables.offset ?? 0;
      return {
        data: {
          customers: matching.slice(offset, offset + (variables.limit ?? 50)),
          customerCount: matching.length,
        },
      };
    },
  };
}

const partnerMock = (id: string, name: string): MockLink.MockedResponse => ({
  request: { query: CustomerDocument, variables: { id, isPartner: true } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { customer: { __typename: 'Account', id, name, kind: 'PARTNER' } } },
});

const SUPER = { id: 'u0', email: 'root@vigil.test', super: true, customer: null, partner: null };
const PARTNER_ADMIN = {
  id: 'u1',
  email: 'admin@north.test',
  super: false,
  customer: null,
  partnerID: 'p1',
  partnerAdmin: true,
  partner: { __typename: 'UserPartner', id: 'p1', name: 'North Partners' },
  managedCustomerIDs: ['c1', 'c2'],
};

function open(mocks: MockLink.MockedResponse[], user: object, at = '/home?tab=companies') {
  return renderPage(
    <BrandThemeProvider>
      <CompaniesTab />
    </BrandThemeProvider>,
    { route: '/home', at, mocks, user },
  );
}

const names = () =>
  screen
    .getAllByTestId('company-row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('the Companies tab', () => {
  it('lists every company for a super user, each with Browse as to its views', async () => {
    open([customersMock(ALL)], SUPER);
    await screen.findByText('Solo Works');
    expect(names()).toEqual(['Acme', 'Globex', 'Initech', 'Solo Works']);
    const browse = screen.getByRole('link', { name: texts.browseAsLabel('Globex') });
    expect(browse.getAttribute('href')).toBe('/c2/views');
  });

  it('searches by name, keeping the search in the address', async () => {
    const asked: CustomersQueryVariables[] = [];
    open([customersMock(ALL, asked)], SUPER);
    await screen.findByText('Acme');
    fireEvent.change(screen.getByRole('searchbox', { name: texts.search }), {
      target: { value: 'glo' },
    });
    await waitFor(() => expect(names()).toEqual(['Globex']));
    await waitFor(() => expect(location()).toBe('/home?tab=companies&query=glo'));
    expect(asked.at(-1)).toMatchObject({ query: 'glo', offset: 0, limit: 50 });
  });

  it('says when nothing matches, and clears the search', async () => {
    open([customersMock(ALL)], SUPER, '/home?tab=companies&query=zzz');
    expect(await screen.findByText(texts.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.clearSearch }));
    await screen.findByText('Acme');
  });

  it('narrows the list to one partner’s customers, and creates the next company under it', async () => {
    const created: NewCustomerMutationVariables[] = [];
    open(
      [
        customersMock(ALL),
        partnerMock('p1', 'North Partners'),
        {
          request: { query: NewCustomerDocument, variables: () => true },
          result: (variables: NewCustomerMutationVariables) => {
            created.push(variables);
            return { data: { newCustomer: company('c9', variables.name) } };
          },
        },
      ],
      SUPER,
    );
    await screen.findByText('Acme');
    fireEvent.click(screen.getAllByRole('button', { name: 'North Partners' })[0]!);
    await waitFor(() => expect(names()).toEqual(['Acme', 'Globex']));
    await waitFor(() => expect(location()).toBe('/home?tab=companies&partner=p1'));
    expect(await screen.findByText(texts.partnerFilter('North Partners'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.newCompany }));
    const dialog = await screen.findByRole('dialog', { name: texts.newCompany });
    expect(within(dialog).getByText(texts.underPartner('North Partners'))).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.nameLabel }), {
      target: { value: '  Hooli   Inc ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.created('Hooli Inc'))).toBeTruthy();
    expect(created).toEqual([
      { name: 'Hooli Inc', partnerID: 'p1', productName: expect.any(String) as string },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal of a taken name on the name field', async () => {
    open(
      [
        customersMock(ALL),
        {
          request: { query: NewCustomerDocument, variables: () => true },
          result: {
            errors: [
              new GraphQLError(companyMessages.nameTaken('Acme'), {
                extensions: { code: 'BAD_USER_INPUT', field: 'name' },
              }),
            ],
          },
        },
      ],
      SUPER,
    );
    await screen.findByText('Acme');
    fireEvent.click(screen.getByRole('button', { name: texts.newCompany }));
    const dialog = await screen.findByRole('dialog', { name: texts.newCompany });
    expect(within(dialog).getByText(texts.noParent)).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: texts.nameLabel });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.create }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Acme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.create }));
    expect(await within(dialog).findByText(companyMessages.nameTaken('Acme'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('gives a partner’s administrator their customers and New company under their partner', async () => {
    open([customersMock(ALL.slice(0, 2))], PARTNER_ADMIN, '/home');
    await screen.findByText('Globex');
    // The partner is theirs: no partner filter to pick.
    expect(screen.queryByRole('button', { name: 'North Partners' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.newCompany }));
    const dialog = await screen.findByRole('dialog', { name: texts.newCompany });
    expect(within(dialog).getByText(texts.underPartner('North Partners'))).toBeTruthy();
  });

  it('offers no New company to a partner’s other users', async () => {
    open([customersMock([])], { ...PARTNER_ADMIN, partnerAdmin: false }, '/home');
    expect(await screen.findByText(texts.emptyPartner)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.newCompany })).toBeNull();
  });

  it('tells a failed load, with Retry', async () => {
    open(
      [
        {
          request: { query: CustomersDocument, variables: () => true },
          result: { errors: [new GraphQLError('Database unavailable')] },
        },
        customersMock(ALL),
      ],
      SUPER,
    );
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Acme');
  });
});
