// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { setViewportWidth } from '../../../app/testing/viewport';
import {
  AddViewUserDocument,
  CreateShareLinkDocument,
  DeleteViewUserDocument,
  RevokeShareLinkDocument,
  ShareUsersDocument,
  SharingViewDocument,
  UpdateViewUsersDocument,
  ViewShareLinksDocument,
  ViewUsersDocument,
} from '../../../graphql/generated/graphql';
import type {
  AddViewUserMutationVariables,
  CreateShareLinkMutationVariables,
  ShareUsersQueryVariables,
  UpdateViewUsersMutationVariables,
  ViewShareLinksQuery,
  ViewUsersQuery,
} from '../../../graphql/generated/graphql';
import { sharingTexts } from '../sharingTexts';
import { ViewSharingDialog } from './ViewSharingDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Row = ViewUsersQuery['viewUsers'][number];
type Link = ViewShareLinksQuery['sharedViews'][number];

const VIEW = { id: 'v1', name: 'Plant', customerID: 'c1' };
const ADMIN_ERROR = messages.insufficientPrivileges;

const row = (
  id: string,
  email: string,
  rights: Partial<Row['permissions']>,
  // As the server answers: with each object's __typename.
  extra: Partial<Record<keyof Row, unknown>> = {},
): Row =>
  ({
    __typename: 'ViewUser',
    user: { __typename: 'ViewUserPerson', id, email, firstName: null, lastName: null },
    permissions: {
      __typename: 'ViewUserPermissions',
      read: true,
      update: false,
      delete: false,
      share: false,
      ...rights,
    },
    alerts: {
      __typename: 'ViewUserAlertKinds',
      yellow: false,
      red: false,
      disconnected: false,
      cleared: false,
    },
    roles: [],
    reasons: ['Shared with them'],
    ...extra,
  }) as Row;

const alex = row(
  'u1',
  'admin@acme.test',
  { update: true, delete: true, share: true },
  {
    user: {
      __typename: 'ViewUserPerson',
      id: 'u1',
      email: 'admin@acme.test',
      firstName: 'Alex',
      lastName: 'Admin',
    },
    alerts: {
      __typename: 'ViewUserAlertKinds',
      yellow: false,
      red: true,
      disconnected: false,
      cleared: true,
    },
    roles: [{ __typename: 'ViewUserRole', id: 'mc', name: 'Manages the company' }],
    reasons: ['Creator'],
  },
);
const vic = row('u2', 'viewer@acme.test', {});

const link = (id: string, extra: Partial<Link> = {}): Link =>
  ({
    __typename: 'SharedView',
    id,
    createdAt: '2026-03-10T12:00:00Z',
    expireAt: '2026-03-11T12:00:00Z',
    revokedAt: null,
    createdBy: 'Alex Admin',
    status: 'active',
    ...extra,
  }) as Link;

/** Answers the view users query from a list the test changes as the server would. */
function viewUsersMock(users: { current: Row[] } | { error: string }): MockLink.MockedResponse {
  return {
    request: { query: ViewUsersDocument, variables: { viewID: 'v1', customerID: 'c1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () =>
      'error' in users
        ? { errors: [new GraphQLError(users.error)] }
        : { data: { viewUsers: users.current } },
  };
}

const sharingViewMock = (isPublic = false): MockLink.MockedResponse => ({
  request: { query: SharingViewDocument, variables: { viewID: 'v1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      view: {
        __typename: 'View',
        id: 'v1',
        name: 'Plant',
        customerID: 'c1',
        isPublic,
        canShare: true,
      },
    },
  },
});

function linksMock(links: { current: Link[] }): MockLink.MockedResponse {
  return {
    request: { query: ViewShareLinksDocument, variables: { viewID: 'v1', customerID: 'c1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { sharedViews: links.current } }),
  };
}

function openDialog(
  mocks: MockLink.MockedResponse[],
  {
    users = { current: [alex, vic] },
    links = { current: [] as Link[] },
    onViewChanged = vi.fn(),
  }: {
    users?: { current: Row[] } | { error: string };
    links?: { current: Link[] };
    onViewChanged?: () => unknown;
  } = {},
) {
  const onClose = vi.fn();
  const rendered = renderPage(
    <ViewSharingDialog open view={VIEW} onClose={onClose} onViewChanged={onViewChanged} />,
    {
      route: '/',
      at: '/',
      mocks: [sharingViewMock(), viewUsersMock(users), linksMock(links), ...mocks],
    },
  );
  return { ...rendered, onClose, onViewChanged };
}

const dialog = () => screen.getByRole('dialog', { name: sharingTexts.dialogTitle('Plant') });
const rightsOf = (email: string) =>
  within(dialog()).getByRole('group', { name: sharingTexts.permissionsOf(email) });
const box = (email: string, right: string) =>
  within(rightsOf(email)).getByRole('checkbox', { name: right }) as HTMLInputElement;

describe('Permissions & Sharing', () => {
  it('lists who reads the view: names, reasons, roles, alert kinds and rights', async () => {
    openDialog([]);
    expect(screen.getByRole('progressbar', { name: sharingTexts.loadingUsers })).toBeTruthy();
    const people = await screen.findAllByTestId('view-user');
    expect(people).toHaveLength(2);
    const first = within(people[0]!);
    expect(first.getByText('Alex Admin')).toBeTruthy();
    expect(first.getByText('admin@acme.test')).toBeTruthy();
    expect(first.getByText('Creator')).toBeTruthy();
    expect(first.getByText('Manages the company')).toBeTruthy();
    expect(first.getByText('Alerts: Red, Cleared')).toBeTruthy();
    expect(within(people[1]!).getByText('Alerts: No alerts')).toBeTruthy();
    expect(box('admin@acme.test', 'Share').checked).toBe(true);
    expect(box('viewer@acme.test', 'Read').checked).toBe(true);
    expect(box('viewer@acme.test', 'Update').checked).toBe(false);
    // Nothing changed yet: nothing to save.
    expect(
      (within(dialog()).getByRole('button', { name: sharingTexts.save }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(await screen.findByText(sharingTexts.noLinks)).toBeTruthy();
  });

  it('saves changed rights with updateViewUsers, then fetches the users and the view again', async () => {
    const users = { current: [alex, vic] };
    const saved: UpdateViewUsersMutationVariables[] = [];
    const { onViewChanged } = openDialog(
      [
        {
          request: { query: UpdateViewUsersDocument, variables: () => true },
          result: (variables: UpdateViewUsersMutationVariables) => {
            saved.push(variables);
            users.current = [alex, row('u2', 'viewer@acme.test', { update: true })];
            return { data: { updateViewUsers: true } };
          },
        },
      ],
      { users },
    );
    await screen.findAllByTestId('view-user');
    fireEvent.click(box('viewer@acme.test', 'Update'));
    // Ticking and clearing again leaves nothing to send for that right.
    fireEvent.click(box('viewer@acme.test', 'Delete'));
    fireEvent.click(box('viewer@acme.test', 'Delete'));
    expect(screen.getByText(sharingTexts.unsavedChanges)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: sharingTexts.save }));

    expect((await screen.findByRole('status')).textContent).toContain(sharingTexts.saved);
    expect(saved).toEqual([
      {
        viewID: 'v1',
        viewName: 'Plant',
        customerID: 'c1',
        permissions: [{ userID: 'u2', read: true, update: true, delete: false, share: false }],
      },
    ]);
    await waitFor(() => expect(onViewChanged).toHaveBeenCalledTimes(1));
    expect(box('viewer@acme.test', 'Update').checked).toBe(true);
    expect(screen.queryByText(sharingTexts.unsavedChanges)).toBeNull();
  });

  it('clearing Read clears every right; ticking another right ticks Read', async () => {
    openDialog([]);
    await screen.findAllByTestId('view-user');
    fireEvent.click(box('admin@acme.test', 'Read'));
    expect(
      ['Read', 'Update', 'Delete', 'Share'].map((r) => box('admin@acme.test', r).checked),
    ).toEqual([false, false, false, false]);
    fireEvent.click(box('admin@acme.test', 'Share'));
    expect(
      ['Read', 'Update', 'Delete', 'Share'].map((r) => box('admin@acme.test', r).checked),
    ).toEqual([true, false, false, true]);
  });

  it('shows the server refusing a public view (no cpv), keeping the switch as chosen', async () => {
    openDialog([
      {
        request: {
          query: UpdateViewUsersDocument,
          variables: {
            viewID: 'v1',
            viewName: 'Plant',
            customerID: 'c1',
            permissions: [],
            isPublic: true,
          },
        },
        result: { errors: [new GraphQLError(ADMIN_ERROR)] },
      },
    ]);
    const toggle = (await screen.findByRole('switch', {
      name: sharingTexts.publicView,
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    fireEvent.click(within(dialog()).getByRole('button', { name: sharingTexts.save }));
    expect(await within(dialog()).findByText(ADMIN_ERROR)).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('removes a user only once confirmed', async () => {
    const users = { current: [alex, vic] };
    const removed: string[] = [];
    openDialog(
      [
        {
          request: {
            query: DeleteViewUserDocument,
            variables: { viewID: 'v1', viewName: 'Plant', id: 'u2', customerID: 'c1' },
          },
          result: () => {
            removed.push('u2');
            users.current = [alex];
            return { data: { deleteViewUser: true } };
          },
        },
      ],
      { users },
    );
    await screen.findAllByTestId('view-user');
    fireEvent.click(
      screen.getByRole('button', { name: sharingTexts.removeLabel('viewer@acme.test') }),
    );
    const confirm = screen.getByRole('dialog', { name: sharingTexts.removeTitle });
    expect(confirm.textContent).toContain('viewer@acme.test will lose the rights');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: sharingTexts.removeTitle })).toBeNull(),
    );
    expect(removed).toEqual([]);

    fireEvent.click(
      screen.getByRole('button', { name: sharingTexts.removeLabel('viewer@acme.test') }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: sharingTexts.removeTitle })).getByRole('button', {
        name: sharingTexts.remove,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('view-user')).toHaveLength(1));
    expect(removed).toEqual(['u2']);
  });

  it('adds people from suggestions and typed addresses, each refusal beside its address', async () => {
    const asked: string[] = [];
    const added: AddViewUserMutationVariables[] = [];
    const users = { current: [alex] };
    openDialog(
      [
        {
          request: { query: ShareUsersDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: ShareUsersQueryVariables) => {
            asked.push(variables.query);
            return {
              data: {
                shareUsers: Array.from({ length: 7 }, (_, i) => ({
                  __typename: 'ShareUser',
                  id: `s${i}`,
                  email: i === 0 ? 'viewer@acme.test' : `v${i}@partner.test`,
                  isInCustomer: i === 0,
                })),
              },
            };
          },
        },
        {
          request: { query: AddViewUserDocument, variables: () => true },
          result: (variables: AddViewUserMutationVariables) => {
            added.push(variables);
            users.current = [alex, vic];
            return {
              data: {
                addViewUser: {
                  __typename: 'AddViewUserResult',
                  successes: ['viewer@acme.test'],
                  failures: [
                    { __typename: 'ViewUserFailure', email: 'nope', error: messages.invalidEmail },
                    {
                      __typename: 'ViewUserFailure',
                      email: 'x@rival.test',
                      error: messages.noShareWithUser,
                    },
                  ],
                },
              },
            };
          },
        },
      ],
      { users },
    );
    await screen.findAllByTestId('view-user');
    const input = screen.getByRole('combobox', { name: sharingTexts.emails });
    fireEvent.change(input, { target: { value: 'vi' } });
    // Asked once typing pauses, and at most 5 suggestions are offered.
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options).toHaveLength(5);
    expect(asked).toEqual(['vi']);
    expect(options[1]!.textContent).toContain(sharingTexts.outsideCompany);
    fireEvent.click(screen.getByRole('option', { name: 'viewer@acme.test' }));
    // Typed addresses, several at once.
    fireEvent.change(input, { target: { value: 'nope, x@rival.test' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: sharingTexts.access }));
    fireEvent.click(screen.getByRole('option', { name: sharingTexts.accessLevels.update }));
    fireEvent.click(screen.getByRole('button', { name: sharingTexts.share }));

    const results = await screen.findByRole('list', { name: sharingTexts.addResults });
    expect(added).toEqual([
      {
        viewID: 'v1',
        viewName: 'Plant',
        customerID: 'c1',
        permissions: [
          { email: 'viewer@acme.test', update: true, share: false },
          { email: 'nope', update: true, share: false },
          { email: 'x@rival.test', update: true, share: false },
        ],
      },
    ]);
    const failures = within(results).getAllByTestId('share-failure');
    expect(failures.map((f) => f.textContent)).toEqual([
      `nope${messages.invalidEmail}`,
      `x@rival.test${messages.noShareWithUser}`,
    ]);
    expect(within(results).getByText(sharingTexts.sharedWith('viewer@acme.test'))).toBeTruthy();
    // The refused addresses stay in the field to be corrected; the new reader is listed.
    const form = screen.getByRole('form', { name: sharingTexts.addPeople });
    expect(within(form).getAllByRole('button', { name: /nope|x@rival\.test/ })).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('view-user')).toHaveLength(2));
  });

  it('creates a link for the chosen days, shows it once with Copy, and revokes links once confirmed', async () => {
    const links = { current: [link('l1')] };
    const created: CreateShareLinkMutationVariables[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    openDialog(
      [
        {
          request: { query: CreateShareLinkDocument, variables: () => true },
          result: (variables: CreateShareLinkMutationVariables) => {
            created.push(variables);
            links.current = [link('l2', { expireAt: '2026-03-17T12:00:00Z' }), ...links.current];
            return {
              data: {
                createShareLink: {
                  __typename: 'ShareLink',
                  id: 'l2',
                  url: 'http://localhost/shared/s3cr3t',
                  token: 's3cr3t',
                  expireAt: '2026-03-17T12:00:00Z',
                },
              },
            };
          },
        },
        {
          request: { query: RevokeShareLinkDocument, variables: { id: 'l1', customerID: 'c1' } },
          result: { data: { revokeShareLink: true } },
        },
      ],
      { links },
    );
    const list = await screen.findByRole('list', { name: sharingTexts.links });
    expect(within(list).getAllByTestId('share-link')).toHaveLength(1);

    // One day unless another is chosen.
    const expiry = screen.getByRole('combobox', { name: sharingTexts.expiry });
    expect(expiry.textContent).toBe('1 day');
    fireEvent.mouseDown(expiry);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 day',
      '7 days',
      '30 days',
      '90 days',
      '365 days',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: sharingTexts.createLink }));

    const fresh = await screen.findByTestId('new-share-link');
    expect(created).toEqual([{ viewID: 'v1', customerID: 'c1', expireDays: 7 }]);
    expect(
      (within(fresh).getByRole('textbox', { name: sharingTexts.newLink }) as HTMLInputElement)
        .value,
    ).toBe('http://localhost/shared/s3cr3t');
    expect(within(fresh).getByText(sharingTexts.shownOnce)).toBeTruthy();
    expect(within(fresh).getByText(/^Expires /)).toBeTruthy();
    fireEvent.click(within(fresh).getByRole('button', { name: sharingTexts.copy }));
    expect(await within(fresh).findByText(sharingTexts.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/shared/s3cr3t');
    await waitFor(() => expect(within(list).getAllByTestId('share-link')).toHaveLength(2));

    // Revoking the older link, once confirmed.
    const older = within(list).getAllByTestId('share-link')[1]!;
    fireEvent.click(within(older).getByRole('button', { name: /^Revoke the link created/ }));
    const confirm = screen.getByRole('dialog', { name: sharingTexts.revokeTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: sharingTexts.revoke }));
    await waitFor(() => expect(within(older).getByText('Revoked')).toBeTruthy());
    expect(within(older).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('shows a failed load of the people with Retry, and the links still', async () => {
    openDialog([], { users: { error: 'You do not have access to this information.' } });
    expect(await screen.findByText('You do not have access to this information.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText(sharingTexts.noLinks)).toBeTruthy();
  });

  it('fills a phone screen, and closes with Close', async () => {
    const restore = setViewportWidth(375);
    try {
      const { onClose } = openDialog([]);
      await screen.findAllByTestId('view-user');
      const paper = getComputedStyle(dialog());
      expect([paper.width, paper.height, paper.margin]).toEqual(['100%', '100%', '0px']);
      fireEvent.click(within(dialog()).getByRole('button', { name: sharingTexts.close }));
      expect(onClose).toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
