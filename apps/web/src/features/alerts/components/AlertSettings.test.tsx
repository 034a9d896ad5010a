// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import { alarmCountsMock } from '../../../components/alarms/testing/alarmMocks';
import {
  MyViewAlertsDocument,
  SendTestAlertDocument,
  UpdateUserAlertsDocument,
} from '../../../graphql/generated/graphql';
import type {
  MyViewAlertsQuery,
  UpdateUserAlertsMutationVariables,
} from '../../../graphql/generated/graphql';
import { MyAlertsPage } from '../MyAlertsPage';
import { alertsTexts } from '../alertsTexts';

afterEach(cleanup);

type ViewAlerts = MyViewAlertsQuery['myViewAlerts'][number];

const viewAlerts = (viewID: string, viewName: string, flags: Partial<ViewAlerts> = {}) =>
  ({
    __typename: 'UserViewAlerts',
    viewID,
    viewName,
    customerID: 'c1',
    yellow: true,
    red: true,
    disconnected: false,
    cleared: false,
    ...flags,
  }) as ViewAlerts;

const mainHall = viewAlerts('v1', 'Main hall');
const plantRoom = viewAlerts('v2', 'Plant room', { yellow: false, disconnected: true });

function myViewAlertsMock(
  outcome: ViewAlerts[] | { error: string; code?: string },
): MockLink.MockedResponse {
  return {
    request: {
      query: MyViewAlertsDocument,
      variables: { customerID: 'c1', limit: 50, offset: 0 },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: Array.isArray(outcome)
      ? { data: { myViewAlerts: outcome } }
      : {
          errors: [
            new GraphQLError(
              outcome.error,
              outcome.code ? { extensions: { code: outcome.code } } : {},
            ),
          ],
        },
  };
}

function updateMock(
  expected: UpdateUserAlertsMutationVariables,
  outcome: ViewAlerts[] | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: UpdateUserAlertsDocument, variables: expected },
    result: Array.isArray(outcome)
      ? { data: { updateUserAlerts: outcome } }
      : { errors: [new GraphQLError(outcome.error)] },
  };
}

const renderSettings = (mocks: MockLink.MockedResponse[], at = '/c1/alerts?tab=settings') =>
  renderPage(<MyAlertsPage />, {
    route: APP_ROUTES.alerts,
    at,
    mocks: [alarmCountsMock(() => true, { open: 1, acknowledged: 0, cleared: 0 }), ...mocks],
  });

const group = (viewName: string) =>
  screen.getByRole('group', { name: alertsTexts.alertsOf(viewName) });
const checked = (viewName: string) =>
  within(group(viewName))
    .getAllByRole('checkbox')
    .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]);
const saveButton = () => screen.getByRole('button', { name: alertsTexts.save });

describe('Alert settings', () => {
  it('lists the views with the four kinds and saves only the views changed', async () => {
    renderSettings([
      myViewAlertsMock([mainHall, plantRoom]),
      updateMock(
        {
          alerts: [{ viewID: 'v1', yellow: true, red: true, disconnected: false, cleared: true }],
        },
        [{ ...mainHall, cleared: true }],
      ),
    ]);
    await screen.findByRole('group', { name: alertsTexts.alertsOf('Main hall') });
    expect(
      screen.getByRole('tab', { name: alertsTexts.settingsTab }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(checked('Main hall')).toEqual([
      ['Yellow', true],
      ['Red', true],
      ['Disconnected', false],
      ['Cleared', false],
    ]);
    expect(checked('Plant room')).toEqual([
      ['Yellow', false],
      ['Red', true],
      ['Disconnected', true],
      ['Cleared', false],
    ]);
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(group('Main hall')).getByRole('checkbox', { name: 'Cleared' }));
    // Changed and changed back: nothing to save for that view.
    fireEvent.click(within(group('Plant room')).getByRole('checkbox', { name: 'Red' }));
    fireEvent.click(within(group('Plant room')).getByRole('checkbox', { name: 'Red' }));
    expect(screen.getByText(alertsTexts.unsavedChanges)).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Success')).toBeTruthy();
    expect(checked('Main hall')).toContainEqual(['Cleared', true]);
    expect(screen.queryByText(alertsTexts.unsavedChanges)).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows a refused save in the snackbar and keeps the changes', async () => {
    renderSettings([
      myViewAlertsMock([mainHall]),
      updateMock(
        {
          alerts: [{ viewID: 'v1', yellow: false, red: true, disconnected: false, cleared: false }],
        },
        { error: 'You do not have access to this information.' },
      ),
    ]);
    fireEvent.click(
      within(
        await screen.findByRole('group', { name: alertsTexts.alertsOf('Main hall') }),
      ).getByRole('checkbox', { name: 'Yellow' }),
    );
    fireEvent.click(saveButton());
    expect(await screen.findByText('You do not have access to this information.')).toBeTruthy();
    expect(checked('Main hall')).toContainEqual(['Yellow', false]);
    expect(screen.getByText(alertsTexts.unsavedChanges)).toBeTruthy();
  });

  it('sends a test alert and shows how each channel went', async () => {
    renderSettings([
      myViewAlertsMock([mainHall]),
      {
        request: { query: SendTestAlertDocument, variables: { customerID: 'c1' } },
        result: {
          data: {
            sendTestAlert: [
              { __typename: 'TestAlertResult', channel: 'EMAIL', sent: true, error: null },
              {
                __typename: 'TestAlertResult',
                channel: 'SMS',
                sent: false,
                error: 'The SMS provider refused the number',
              },
            ],
          },
        },
      },
    ]);
    await screen.findByRole('group', { name: alertsTexts.alertsOf('Main hall') });
    fireEvent.click(screen.getByRole('button', { name: alarmTexts.sendTestAlert }));
    const results = await screen.findByRole('list', { name: alarmTexts.testAlertResults });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-mail: sent', 'SMS: The SMS provider refused the number']);
  });

  it('sends a user whose session is gone to sign in, with the alerts page as ref', async () => {
    renderSettings([
      myViewAlertsMock({ error: 'You must be logged in.', code: 'UNAUTHENTICATED' }),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/login?ref=%2Fc1%2Falerts%3Ftab%3Dsettings',
      ),
    );
  });
});
