// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  AlertsViewDocument,
  UpdateViewAlertsDocument,
  ViewAlarmRulesDocument,
  ViewAlertsDocument,
} from '../../graphql/generated/graphql';
import type {
  UpdateViewAlertsMutationVariables,
  ViewAlertsQuery,
} from '../../graphql/generated/graphql';
import { ViewAlertsPage } from './ViewAlertsPage';
import { alarmRuleTexts } from './alarmRuleTexts';
import { alertsTexts } from './alertsTexts';

afterEach(cleanup);

type UserAlerts = ViewAlertsQuery['viewAlerts'][number];

const userAlerts = (userID: string, email: string, flags: Partial<UserAlerts> = {}) =>
  ({
    __typename: 'ViewUserAlerts',
    userID,
    email,
    yellow: false,
    red: true,
    disconnected: true,
    cleared: false,
    ...flags,
  }) as UserAlerts;

const ada = userAlerts('u1', 'ada@acme.test');
const grace = userAlerts('u2', 'grace@acme.test', { yellow: true, cleared: true });

function viewMock(canUpdate: boolean): MockLink.MockedResponse {
  return {
    request: { query: AlertsViewDocument, variables: { viewName: 'Main hall', customerID: 'c1' } },
    result: {
      data: {
        view: { __typename: 'View', id: 'v9', name: 'Main hall', customerID: 'c1', canUpdate },
      },
    },
  };
}

const viewAlertsMock = (users: UserAlerts[]): MockLink.MockedResponse => ({
  request: { query: ViewAlertsDocument, variables: { viewID: 'v9', customerID: 'c1' } },
  result: { data: { viewAlerts: users } },
});

const noRulesMock: MockLink.MockedResponse = {
  request: { query: ViewAlarmRulesDocument, variables: { viewID: 'v9', customerID: 'c1' } },
  result: { data: { viewAlarmRules: [] } },
};

function updateMock(
  expected: UpdateViewAlertsMutationVariables,
  outcome: UserAlerts[] | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: UpdateViewAlertsDocument, variables: expected },
    result: Array.isArray(outcome)
      ? { data: { updateViewAlerts: outcome } }
      : { errors: [new GraphQLError(outcome.error)] },
  };
}

const renderViewAlerts = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<ViewAlertsPage />, {
    route: APP_ROUTES.viewAlerts,
    at: '/c1/views/Main%20hall/alerts',
    mocks,
  });

const group = (email: string) => screen.getByRole('group', { name: alertsTexts.alertsOf(email) });
const box = (email: string, kind: string) =>
  within(group(email)).getByRole('checkbox', { name: kind }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: alertsTexts.save });

describe('a view’s alerts page', () => {
  it('lists each user with the four kinds and saves the flags changed', async () => {
    renderViewAlerts([
      viewMock(true),
      viewAlertsMock([ada, grace]),
      noRulesMock,
      updateMock(
        {
          viewID: 'v9',
          viewName: 'Main hall',
          customerID: 'c1',
          alerts: [{ userID: 'u2', yellow: true, red: false, disconnected: true, cleared: false }],
        },
        [{ ...grace, red: false, cleared: false }],
      ),
    ]);
    await screen.findByRole('group', { name: alertsTexts.alertsOf('grace@acme.test') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(alertsTexts.viewAlertsTitle);
    expect(screen.getByRole('link', { name: alertsTexts.backToView }).getAttribute('href')).toBe(
      '/c1/views/Main%20hall',
    );
    expect(
      within(screen.getByRole('list', { name: alertsTexts.usersLabel }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['ada@acme.test', 'grace@acme.test']);
    expect(
      ['Yellow', 'Red', 'Disconnected', 'Cleared'].map((k) => box('ada@acme.test', k).checked),
    ).toEqual([false, true, true, false]);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    // Below the users, the view's alarm rules.
    const rules = screen.getByRole('region', { name: alarmRuleTexts.title });
    expect(await within(rules).findByText(alarmRuleTexts.empty)).toBeTruthy();

    fireEvent.click(box('grace@acme.test', 'Red'));
    fireEvent.click(box('grace@acme.test', 'Cleared'));
    fireEvent.click(saveButton());

    expect(await screen.findByText('Success')).toBeTruthy();
    expect(box('grace@acme.test', 'Red').checked).toBe(false);
    expect(box('grace@acme.test', 'Cleared').checked).toBe(false);
    expect(box('ada@acme.test', 'Red').checked).toBe(true);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows the refusal in the snackbar', async () => {
    renderViewAlerts([
      viewMock(true),
      viewAlertsMock([ada]),
      noRulesMock,
      updateMock(
        {
          viewID: 'v9',
          viewName: 'Main hall',
          customerID: 'c1',
          alerts: [{ userID: 'u1', yellow: true, red: true, disconnected: true, cleared: false }],
        },
        { error: 'Unable to add user.' },
      ),
    ]);
    await screen.findByRole('group', { name: alertsTexts.alertsOf('ada@acme.test') });
    fireEvent.click(box('ada@acme.test', 'Yellow'));
    fireEvent.click(saveButton());
    const snackbar = await screen.findByText('Unable to add user.');
    expect(snackbar.closest('[role="alert"]')).toBeTruthy();
    expect(box('ada@acme.test', 'Yellow').checked).toBe(true);
  });

  it('tells a user who may not update the view, without loading the users', async () => {
    renderViewAlerts([viewMock(false)]);
    expect(await screen.findByText(alertsTexts.noUpdatePermission)).toBeTruthy();
    expect(screen.queryByRole('button', { name: alertsTexts.save })).toBeNull();
    expect(screen.queryByRole('region', { name: alarmRuleTexts.title })).toBeNull();
  });
});
