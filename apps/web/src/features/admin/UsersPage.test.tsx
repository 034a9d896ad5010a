// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { StatusSnackbarProvider } from '../../components/StatusSnackbarProvider';
import {
  CompanyUsersDocument,
  DeleteUserDocument,
  EditCustomerPermissionsDocument,
  InviteToCompanyDocument,
  ReinviteToCompanyDocument,
} from '../../graphql/generated/graphql';
import type {
  CompanyUsersQuery,
  CompanyUsersQueryVariables,
  DeleteUserMutationVariables,
  EditCustomerPermissionsMutationVariables,
  InviteToCompanyMutationVariables,
} from '../../graphql/generated/graphql';
import { LOAD_AHEAD_ROWS } from './components/UsersList';
import { UsersPage } from './UsersPage';
import { usersTexts as texts } from './usersTexts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Row = CompanyUsersQuery['users'][number];

// As the server answers: with each object's __typename.
const row = (id: string, email: string, extra: Partial<Row> = {}): Row =>
  ({
    __typename: 'CompanyUser',
    id,
    email,
    firstName: null,
    lastName: null,
    verified: true,
    saml: false,
    super: false,
    roles: [],
    isSelf: false,
    ...extra,
  }) as Row;

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(2, '0');
    return row(`t${n}`, `team${n}@acme.test`);
  });

/** The company's users as the server pages them; each answered request is recorded. */
function usersMock(all: Row[], asked: CompanyUsersQueryVariables[] = []): MockLink.MockedResponse {
  return {
    request: { query: CompanyUsersDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: CompanyUsersQueryVariables) => {
      asked.push(variables);
      const query = variables.query?.toLowerCase() ?? '';
      const matching = all.filter((user) => user.email.includes(query));
      const offset = variables.offset ?? 0;
      return {
        data: {
          users: matching.slice(offset, offset + (variables.limit ?? 50)),
          userCount: matching.length,
        },
      };
    },
  };
}

const MANAGER = { id: 'me', email: 'mia@acme.test', super: false };
const managerSession = { ...MANAGER, customer: { id: 'c1', name: 'Acme', roles: ['mu', 'ct'] } };
const me = row('me', 'mia@acme.test', { isSelf: true, roles: ['mu', 'ct'], firstName: 'Mia' });

function open(mocks: MockLink.MockedResponse[]) {
  return renderPage(
    <StatusSnackbarProvider>
      <UsersPage />
    </StatusSnackbarProvider>,
    { route: APP_ROUTES.users, at: '/c1/users', mocks, user: managerSession },
  );
}

const rowOf = (email: string) =>
  screen.getAllByTestId('company-user').find((element) => element.dataset.email === email)!;

/** Stands in for IntersectionObserver: the test says when an observed row comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed row scrolls into view. */
  show() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const liveObserver = () =>
  FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected).at(-1);

describe('UsersPage', () => {
  it('lists the company’s users with their state; one’s own row has no edit or delete', async () => {
    open([
      usersMock([
        me,
        row('u2', 'new@acme.test', { verified: false }),
        row('u3', 'sso@acme.test', { saml: true, roles: ['mg'] }),
        row('u4', 'root@acme.test', { super: true }),
      ]),
    ]);
    await screen.findByText('new@acme.test');
    expect(screen.getByRole('heading', { name: texts.title, level: 1 })).toBeDefined();
    expect(within(rowOf('new@acme.test')).getByText(texts.invitedStatus)).toBeDefined();
    expect(
      within(rowOf('new@acme.test')).getByRole('button', { name: texts.reinvite('new@acme.test') }),
    ).toBeDefined();
    expect(within(rowOf('sso@acme.test')).getByText(texts.ssoStatus)).toBeDefined();
    expect(within(rowOf('sso@acme.test')).getByTestId('user-roles').textContent).toBe('mg');
    expect(within(rowOf('root@acme.test')).getByText(texts.superStatus)).toBeDefined();
    const own = within(rowOf('mia@acme.test'));
    expect(own.getByText(texts.you)).toBeDefined();
    expect(own.queryByRole('button', { name: texts.editPermissions('mia@acme.test') })).toBeNull();
    expect(own.queryByRole('button', { name: texts.deleteUser('mia@acme.test') })).toBeNull();
    expect(screen.getByText(texts.shown(4, 4))).toBeDefined();
  });

  it('asks for the next page of 50 when the row 10 before the end scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.instances = [];
    const asked: CompanyUsersQueryVariables[] = [];
    open([usersMock(many(120), asked)]);
    await screen.findByText('team49@acme.test');
    expect(screen.getAllByTestId('company-user')).toHaveLength(50);
    expect(asked).toEqual([{ customerID: 'c1', limit: 50, offset: 0 }]);
    const observer = liveObserver()!;
    expect((observer.observed[0] as HTMLElement).dataset.email).toBe(
      `team${50 - LOAD_AHEAD_ROWS}@acme.test`,
    );
    act(() => observer.show());
    await screen.findByText('team99@acme.test');
    expect(asked.at(-1)).toEqual({ customerID: 'c1', limit: 50, offset: 50 });
    expect(screen.getAllByTestId('company-user')).toHaveLength(100);
    expect(screen.getByText(texts.shown(100, 120))).toBeDefined();
    // The last page from the keyboard, then nothing more to load.
    fireEvent.click(screen.getByRole('button', { name: texts.loadMore }));
    await screen.findByText('team119@acme.test');
    expect(screen.queryByRole('button', { name: texts.loadMore })).toBeNull();
  });

  it('searches from the address, and says when nothing matches', async () => {
    const asked: CompanyUsersQueryVariables[] = [];
    open([usersMock([me, ...many(3)], asked)]);
    await screen.findByText('team02@acme.test');
    const search = screen.getByRole('searchbox', { name: texts.search });
    fireEvent.change(search, { target: { value: 'team01' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText('team02@acme.test')).toBeNull());
    expect(screen.getByText('team01@acme.test')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/c1/users?query=team01');
    expect(asked.at(-1)).toEqual({ customerID: 'c1', limit: 50, offset: 0, query: 'team01' });
    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await screen.findByText(texts.noMatch);
    fireEvent.click(screen.getByRole('button', { name: texts.clearSearch }));
    await screen.findByText('team02@acme.test');
  });

  it('shows a failed load with Retry', async () => {
    open([
      {
        request: { query: CompanyUsersDocument, variables: () => true },
        error: new Error('Network down'),
      },
      usersMock([me]),
    ]);
    await screen.findByText('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('mia@acme.test');
  });

  it('invites an address with the roles the inviter holds', async () => {
    const invited: InviteToCompanyMutationVariables[] = [];
    const users = [me];
    open([
      usersMock(users),
      {
        request: { query: InviteToCompanyDocument, variables: () => true },
        result: (variables: InviteToCompanyMutationVariables) => {
          invited.push(variables);
          users.push(row('u9', 'hire@acme.test', { verified: false, roles: ['ct'] }));
          return {
            data: {
              inviteToCompany: { __typename: 'CompanyUser', id: 'u9', email: 'hire@acme.test' },
            },
          };
        },
      },
    ]);
    await screen.findByText('mia@acme.test');
    fireEvent.click(screen.getByRole('button', { name: texts.invite }));
    const dialog = await screen.findByRole('dialog', { name: texts.inviteTitle });
    const send = within(dialog).getByRole('button', { name: texts.inviteSubmit });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(texts.email), { target: { value: 'bad' } });
    await within(dialog).findByText(messages.useValidEmail);
    fireEvent.change(within(dialog).getByLabelText(texts.email), {
      target: { value: ' hire@acme.test ' },
    });
    // Only the inviter's own roles can be given.
    expect(within(dialog).getByRole('checkbox', { name: 'Manage company (mc)' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Create templates (ct)' }));
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.inviteTitle })).toBeNull(),
    );
    expect(invited).toEqual([
      { email: 'hire@acme.test', customerID: 'c1', productName: undefined, roles: ['ct'] },
    ]);
    await screen.findByText('hire@acme.test');
    expect(screen.getByText('Success')).toBeDefined();
  });

  it('keeps the invite dialog open with the server’s reason', async () => {
    open([
      usersMock([me]),
      {
        request: { query: InviteToCompanyDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.emailTaken)] },
      },
    ]);
    await screen.findByText('mia@acme.test');
    fireEvent.click(screen.getByRole('button', { name: texts.invite }));
    const dialog = await screen.findByRole('dialog', { name: texts.inviteTitle });
    fireEvent.change(within(dialog).getByLabelText(texts.email), {
      target: { value: 'taken@acme.test' },
    });
    const send = within(dialog).getByRole('button', { name: texts.inviteSubmit });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await within(dialog).findByText(messages.emailTaken);
  });

  it('edits a user’s permissions: every code with its label, implied roles shown granted', async () => {
    const saved: EditCustomerPermissionsMutationVariables[] = [];
    open([
      usersMock([me, row('u2', 'gw@acme.test', { roles: ['mg'] })]),
      {
        request: { query: EditCustomerPermissionsDocument, variables: () => true },
        result: (variables: EditCustomerPermissionsMutationVariables) => {
          saved.push(variables);
          return { data: { editCustomerPermissions: 1 } };
        },
      },
    ]);
    await screen.findByText('gw@acme.test');
    fireEvent.click(screen.getByRole('button', { name: texts.editPermissions('gw@acme.test') }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.permissionsTitle('gw@acme.test'),
    });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(15);
    const box = (name: string) =>
      within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Manage gateways (mg)').checked).toBe(true);
    // Held by the user through mg: ticked, greyed, and said why.
    expect(box('Add/edit devices (ad2)')).toMatchObject({ checked: true, disabled: true });
    expect(within(dialog).getAllByText(texts.grantedBy('Manage gateways'))).toHaveLength(3);
    // Not the editor's to change.
    expect(box('Manage gateways (mg)').disabled).toBe(true);
    expect(box('Share libraries (sl)').disabled).toBe(true);
    expect(box('Manage users (mu)').disabled).toBe(false);
    fireEvent.click(box('Create templates (ct)'));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: texts.permissionsTitle('gw@acme.test') }),
      ).toBeNull(),
    );
    expect(saved).toEqual([
      { customerID: 'c1', permissions: [{ userID: 'u2', roles: ['mg', 'ct'] }] },
    ]);
    expect(within(rowOf('gw@acme.test')).getByTestId('user-roles').textContent).toBe('mg ct');
  });

  it('shows a refused permission change in the dialog', async () => {
    open([
      usersMock([me, row('u2', 'gw@acme.test')]),
      {
        request: { query: EditCustomerPermissionsDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.insufficientPrivileges)] },
      },
    ]);
    await screen.findByText('gw@acme.test');
    fireEvent.click(screen.getByRole('button', { name: texts.editPermissions('gw@acme.test') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage users (mu)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await within(dialog).findByText(messages.insufficientPrivileges);
  });

  it('deletes a user after the confirmation, and re-invites one not verified', async () => {
    const deleted: DeleteUserMutationVariables[] = [];
    open([
      usersMock([
        me,
        row('u2', 'gone@acme.test'),
        row('u3', 'late@acme.test', { verified: false }),
      ]),
      {
        request: { query: DeleteUserDocument, variables: () => true },
        result: (variables: DeleteUserMutationVariables) => {
          deleted.push(variables);
          return { data: { deleteUser: true } };
        },
      },
      {
        request: { query: ReinviteToCompanyDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.invitationNotSent)] },
      },
    ]);
    await screen.findByText('gone@acme.test');
    fireEvent.click(screen.getByRole('button', { name: texts.deleteUser('gone@acme.test') }));
    const confirm = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(within(confirm).getByText(texts.deleteBody('gone@acme.test'))).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: texts.deleteConfirm }));
    await waitFor(() => expect(screen.queryByText('gone@acme.test')).toBeNull());
    expect(deleted).toEqual([{ customerID: 'c1', email: 'gone@acme.test' }]);
    expect(screen.getByText(texts.shown(2, 2))).toBeDefined();

    // Once the confirmation has gone, the page is reachable again.
    fireEvent.click(await screen.findByRole('button', { name: texts.reinvite('late@acme.test') }));
    await screen.findByText(messages.invitationNotSent);
  });
});
