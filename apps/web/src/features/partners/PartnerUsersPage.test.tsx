// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { renderPage } from '../../app/testing/renderPage';
import {
  PartnerUsersDocument,
  PartnerUsersEditDocument,
  PartnerUsersInviteDocument,
  PartnerUsersRemoveDocument,
} from '../../graphql/generated/graphql';
import type {
  PartnerUserFieldsFragment,
  PartnerUsersEditMutationVariables,
  PartnerUsersInviteMutationVariables,
} from '../../graphql/generated/graphql';
import { partnerUsersTexts as texts } from './partnerUsersTexts';
import { PartnerUsersPage } from './PartnerUsersPage';

afterEach(cleanup);

const user = (
  id: string,
  email: string,
  patch: Partial<PartnerUserFieldsFragment> = {},
): PartnerUserFieldsFragment =>
  ({
    __typename: 'PartnerUser',
    id,
    email,
    firstName: null,
    lastName: null,
    verified: true,
    partnerAdmin: false,
    partnerRoles: [],
    isSelf: false,
    ...patch,
  }) as PartnerUserFieldsFragment;

const ADMIN_ROW = user('u1', 'admin@north.test', {
  firstName: 'Ada',
  lastName: 'Admin',
  partnerAdmin: true,
  isSelf: true,
});
const TECH_ROW = user('u2', 'tech@north.test', { partnerRoles: ['technician'] });

/** The list, answered in turn (the last one again and again). */
function listMocks(...answers: PartnerUserFieldsFragment[][]): MockLink.MockedResponse[] {
  return answers.map((users, i) => ({
    request: { query: PartnerUsersDocument, variables: () => true },
    ...(i === answers.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
    result: { data: { partnerUsers: users } },
  }));
}

const PARTNER_ADMIN = { id: 'u1', super: false, partnerID: 'p1', partnerAdmin: true };
const TECHNICIAN = { id: 'u2', super: false, partnerID: 'p1', partnerAdmin: false };
const SUPER = { id: 'u0', super: true, partnerID: null, partnerAdmin: false };

function open(mocks: MockLink.MockedResponse[], sessionUser: object) {
  return renderPage(
    <BrandThemeProvider>
      <PartnerUsersPage />
    </BrandThemeProvider>,
    { route: APP_ROUTES.partnerUsers, at: '/partners/p1/users', mocks, user: sessionUser },
  );
}

describe('the partner Users page', () => {
  it('shows a plain list to a partner’s user who is not its admin', async () => {
    open(listMocks([ADMIN_ROW, TECH_ROW]), TECHNICIAN);
    const rows = await screen.findAllByTestId('partner-user-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Technician')).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.invite })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.edit('tech@north.test') })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.remove('tech@north.test') })).toBeNull();
  });

  it('lets a super user manage any partner’s users', async () => {
    open(listMocks([ADMIN_ROW, TECH_ROW]), SUPER);
    await screen.findAllByTestId('partner-user-row');
    expect(screen.getByRole('button', { name: texts.invite })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.remove('tech@north.test') })).toBeTruthy();
  });

  it('lets the partner admin invite, edit and remove users, never removing themselves', async () => {
    const invited: PartnerUsersInviteMutationVariables[] = [];
    const edited: PartnerUsersEditMutationVariables[] = [];
    let removed = 0;
    const BILL_ROW = user('u3', 'bill@north.test', { verified: false, partnerRoles: ['billing'] });
    open(
      [
        ...listMocks([ADMIN_ROW, TECH_ROW], [ADMIN_ROW, TECH_ROW, BILL_ROW], [ADMIN_ROW, BILL_ROW]),
        {
          request: { query: PartnerUsersInviteDocument, variables: () => true },
          result: (variables: PartnerUsersInviteMutationVariables) => {
            invited.push(variables);
            return { data: { invitePartnerUser: BILL_ROW } };
          },
        },
        {
          request: { query: PartnerUsersEditDocument, variables: () => true },
          result: (variables: PartnerUsersEditMutationVariables) => {
            edited.push(variables);
            return {
              data: { editPartnerUser: { ...TECH_ROW, partnerRoles: ['technician', 'billing'] } },
            };
          },
        },
        {
          request: {
            query: PartnerUsersRemoveDocument,
            variables: { partnerID: 'p1', userID: 'u2' },
          },
          result: () => {
            removed += 1;
            return { data: { removePartnerUser: true } };
          },
        },
      ],
      PARTNER_ADMIN,
    );
    await screen.findAllByTestId('partner-user-row');
    expect(screen.getByRole('button', { name: texts.edit('Ada Admin') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.remove('Ada Admin') })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: texts.invite }));
    let dialog = await screen.findByRole('dialog', { name: texts.invite });
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.email }), {
      target: { value: ' bill@north.test ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Billing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.invitedNotice('bill@north.test'))).toBeTruthy();
    expect(invited).toEqual([
      {
        partnerID: 'p1',
        email: 'bill@north.test',
        partnerAdmin: false,
        partnerRoles: ['billing'],
        productName: expect.any(String) as string,
      },
    ]);
    expect(await screen.findByText(texts.invited)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: texts.edit('tech@north.test') }));
    dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Technician' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Billing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.savedNotice('tech@north.test'))).toBeTruthy();
    expect(edited).toEqual([
      {
        partnerID: 'p1',
        userID: 'u2',
        partnerAdmin: false,
        partnerRoles: ['technician', 'billing'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: texts.remove('tech@north.test') }));
    dialog = await screen.findByRole('dialog', { name: texts.removeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: texts.remove('tech@north.test') }));
    dialog = await screen.findByRole('dialog', { name: texts.removeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.removeConfirm }));
    expect(await screen.findByText(texts.removedNotice('tech@north.test'))).toBeTruthy();
    expect(removed).toBe(1);
    await waitFor(() => expect(screen.queryByText('tech@north.test')).toBeNull());
  });
});
