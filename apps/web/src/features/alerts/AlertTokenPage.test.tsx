// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { alarmTexts } from '../../components/alarms/alarmTexts';
import { alarmFixture } from '../../components/alarms/testing/alarmMocks';
import {
  AcknowledgeAlarmByTokenDocument,
  AlarmByTokenDocument,
} from '../../graphql/generated/graphql';
import type { AlarmFieldsFragment } from '../../graphql/generated/graphql';
import { AlertTokenPage } from './AlertTokenPage';
import { alertsTexts } from './alertsTexts';

afterEach(cleanup);

const TOKEN = 'k3 9Zq x';

function byTokenMock(
  outcome: { alarm: AlarmFieldsFragment } | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: AlarmByTokenDocument, variables: { token: TOKEN } },
    result:
      'alarm' in outcome
        ? {
            data: {
              alarmByToken: {
                __typename: 'TokenAlarm',
                customerName: 'Acme Data Centres',
                alarm: outcome.alarm,
              },
            },
          }
        : {
            errors: [new GraphQLError(outcome.error, { extensions: { code: 'UNAUTHENTICATED' } })],
          },
  };
}

function acknowledgeByTokenMock(
  comment: string | undefined,
  outcome: { alarm: AlarmFieldsFragment } | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: AcknowledgeAlarmByTokenDocument, variables: { token: TOKEN, comment } },
    result:
      'alarm' in outcome
        ? { data: { acknowledgeAlarmByToken: outcome.alarm } }
        : { errors: [new GraphQLError(outcome.error)] },
  };
}

// Underscores in the path stand for the token's spaces.
const renderToken = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<AlertTokenPage />, {
    route: APP_ROUTES.alertToken,
    at: '/c1/alerts/k3_9Zq_x',
    mocks,
  });

/** The alarm's facts as shown (each `dd` of the list). */
const facts = () => screen.getAllByRole('definition').map((fact) => fact.textContent);

const open = alarmFixture('1', 'Supply air', { severity: 'error', value: 31.2, unit: '°C' });
const acknowledged: AlarmFieldsFragment = {
  ...open,
  ack: true,
  ackBy: 'Grace Hopper',
  ackAt: new Date(Date.now() - 60_000).toISOString(),
  ackComment: 'Checked the door',
};

describe('the acknowledge link page', () => {
  it('shows the alarm, sends the token with spaces, and confirms the acknowledgement', async () => {
    const { titles } = renderToken([
      byTokenMock({ alarm: open }),
      acknowledgeByTokenMock('Checked the door', { alarm: acknowledged }),
    ]);
    expect(await screen.findByText('Acme Data Centres')).toBeTruthy();
    expect(titles).toContain(alertsTexts.tokenTitle);
    expect(screen.getByText('Supply air')).toBeTruthy();
    expect(screen.getByTestId('alarm-severity').textContent).toBe('Error');
    expect(screen.getByText('31.2 °C')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText(/^5 minutes ago/)).toBeTruthy();

    const form = screen.getByRole('form', { name: alertsTexts.tokenTitle });
    fireEvent.change(within(form).getByLabelText(alarmTexts.comment), {
      target: { value: 'Checked the door' },
    });
    fireEvent.click(within(form).getByRole('button', { name: alarmTexts.acknowledge }));
    const done = await screen.findByText(alertsTexts.acknowledged);
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(facts()).toContainEqual(
      expect.stringMatching(/^Acknowledged by Grace Hopper · .+Checked the door$/),
    );
  });

  it('acknowledges without a comment', async () => {
    renderToken([
      byTokenMock({ alarm: open }),
      acknowledgeByTokenMock(undefined, { alarm: { ...acknowledged, ackComment: null } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: alarmTexts.acknowledge }));
    expect(await screen.findByText(alertsTexts.acknowledged)).toBeTruthy();
  });

  it('says exactly "Invalid token" for a wrong or expired link', async () => {
    renderToken([byTokenMock({ error: messages.invalidToken })]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Invalid token');
    expect(messages.invalidToken).toBe('Invalid token');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says "Invalid token" when the link expires before the acknowledgement', async () => {
    renderToken([
      byTokenMock({ alarm: open }),
      acknowledgeByTokenMock(undefined, { error: messages.invalidToken }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: alarmTexts.acknowledge }));
    const form = screen.getByRole('form', { name: alertsTexts.tokenTitle });
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid token');
  });

  it('shows who acknowledged an alarm already acknowledged, without the form', async () => {
    renderToken([byTokenMock({ alarm: acknowledged })]);
    expect(await screen.findByText(alertsTexts.alreadyAcknowledged)).toBeTruthy();
    expect(facts()).toContainEqual(
      expect.stringMatching(/^Acknowledged by Grace Hopper · 1 minute ago \(.+\)Checked the door$/),
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: alarmTexts.acknowledge })).toBeNull();
  });

  it('says a cleared alarm has cleared, without the form', async () => {
    renderToken([
      byTokenMock({
        alarm: {
          ...open,
          phase: 'cleared',
          clearedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
    ]);
    expect(await screen.findByText(alertsTexts.hasCleared)).toBeTruthy();
    expect(screen.getByText('Cleared', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
