// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, LIVE_EVENTS, STATUS_COLORS } from '@vigil/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { alarmTexts } from '../../components/alarms/alarmTexts';
import {
  acknowledgeMock,
  alarmCountsMock,
  alarmFixture,
  alarmsMock,
  deliveriesMock,
  deliveryFixture,
} from '../../components/alarms/testing/alarmMocks';
import type { MockLink } from '@apollo/client/testing';
import { MyAlertsPage } from './MyAlertsPage';
import { alertsTexts } from './alertsTexts';

afterEach(cleanup);

const renderAlerts = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderPage(<MyAlertsPage />, { route: APP_ROUTES.alerts, at, mocks });

const location = () => screen.getByTestId('location').textContent;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const alarmNames = () =>
  screen.queryAllByTestId('alarm').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (name: string) => screen.getByRole('article', { name });

const supplyAir = alarmFixture('1', 'Supply air', { severity: 'error', value: 31.2, unit: '°C' });
const battery = alarmFixture('2', 'Battery state', {
  severity: 'warning',
  value: 2,
  unit: null,
  detail: 'On battery',
  suppressed: true,
});
const mine = { customerID: 'c1', mine: true };

describe('My Alerts', () => {
  it('shows the open list with counts on the tabs, severity, value, times and the suppressed mark', async () => {
    const { titles } = renderAlerts('/c1/alerts', [
      alarmsMock(
        (v) =>
          v.customerID === 'c1' &&
          v.phase === 'open' &&
          v.mine === true &&
          v.query === undefined &&
          v.limit === 50 &&
          v.offset === 0,
        { alarms: [supplyAir, battery] },
      ),
      alarmCountsMock((v) => JSON.stringify(v) === JSON.stringify(mine), {
        open: 2,
        acknowledged: 4,
        cleared: 9,
      }),
    ]);
    await screen.findByRole('article', { name: 'Supply air' });
    expect(titles).toContain(alertsTexts.title);
    expect(screen.getByRole('heading', { level: 1, name: alertsTexts.title })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Open (2)',
      'Acknowledged (4)',
      'Cleared (9)',
      'Alert settings',
    ]);
    expect(tab(/^Open/).getAttribute('aria-selected')).toBe('true');
    expect(alarmNames()).toEqual(['Supply air', 'Battery state']);

    const air = cardOf('Supply air');
    const severity = within(air).getByTestId('alarm-severity');
    expect(severity.textContent).toBe('Error');
    expect(getComputedStyle(severity.firstElementChild!).backgroundColor).toBe('rgb(244, 67, 54)');
    expect(STATUS_COLORS.red).toBe('#f44336');
    expect(within(air).getByText('31.2 °C')).toBeTruthy();
    expect(within(air).getByText('UPS 1')).toBeTruthy();
    expect(within(air).getByText('North gateway')).toBeTruthy();
    const opened = air.querySelector('time')!;
    expect(opened.getAttribute('dateTime')).toBe(supplyAir.openedAt);
    expect(opened.textContent).toMatch(/^5 minutes ago \(.+\)$/);
    expect(within(air).queryByText(alarmTexts.suppressed)).toBeNull();

    const state = cardOf('Battery state');
    expect(within(state).getByTestId('alarm-severity').textContent).toBe('Warning');
    expect(within(state).getByText('On battery')).toBeTruthy();
    expect(within(state).getByText('Suppressed (maintenance or repair)')).toBeTruthy();
  });

  it('opens the tab and search the URL names, and says when nothing matches', async () => {
    renderAlerts('/c1/alerts?tab=cleared&query=pump%20room', [
      alarmsMock((v) => v.phase === 'cleared' && v.query === 'pump room' && v.mine === true, {
        alarms: [],
      }),
      alarmCountsMock((v) => v.query === 'pump room', { open: 0, acknowledged: 0, cleared: 0 }),
      alarmsMock((v) => v.phase === 'cleared' && v.query === undefined, {
        alarms: [
          alarmFixture('5', 'Pump', {
            phase: 'cleared',
            clearedAt: new Date(Date.now() - 60_000).toISOString(),
          }),
        ],
      }),
      alarmCountsMock((v) => v.query === undefined, { open: 0, acknowledged: 0, cleared: 1 }),
    ]);
    expect(await screen.findByText('No cleared alarms match “pump room”')).toBeTruthy();
    expect(tab(/^Cleared/).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText(alarmTexts.searchLabel) as HTMLInputElement).value).toBe(
      'pump room',
    );
    fireEvent.click(screen.getByRole('button', { name: alarmTexts.clearSearch }));
    const pump = await screen.findByRole('article', { name: 'Pump' });
    expect(location()).toBe('/c1/alerts?tab=cleared');
    expect(within(pump).getByText(/^Cleared:/)).toBeTruthy();
    // A cleared alarm cannot be acknowledged.
    expect(within(pump).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
  });

  it('shows the empty open list', async () => {
    renderAlerts('/c1/alerts', [
      alarmsMock(() => true, { alarms: [] }),
      alarmCountsMock(() => true, { open: 0, acknowledged: 0, cleared: 0 }),
    ]);
    expect(await screen.findByText('No open alarms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: alarmTexts.clearSearch })).toBeNull();
  });

  it('writes the search to the URL once typing pauses, and lists what it finds', async () => {
    renderAlerts('/c1/alerts?tab=acknowledged', [
      alarmsMock((v) => v.phase === 'acknowledged' && v.query === undefined, { alarms: [] }),
      alarmCountsMock((v) => v.query === undefined, { open: 3, acknowledged: 0, cleared: 0 }),
      alarmsMock((v) => v.phase === 'acknowledged' && v.query === 'UPS 1', {
        alarms: [alarmFixture('7', 'Output load', { ack: true, ackBy: 'Ada Lovelace' })],
      }),
      alarmCountsMock((v) => v.query === 'UPS 1', { open: 1, acknowledged: 1, cleared: 0 }),
    ]);
    expect(await screen.findByText('No acknowledged alarms')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(alarmTexts.searchLabel), {
      target: { value: '  UPS 1 ' },
    });
    const found = await screen.findByRole('article', { name: 'Output load' });
    // The page shows the search at once; the address follows (useAddressParams).
    await waitFor(() => expect(location()).toBe('/c1/alerts?tab=acknowledged&query=UPS+1'));
    expect(within(found).getByTestId('alarm-ack').textContent).toContain(
      'Acknowledged by Ada Lovelace',
    );
    expect(tab(/^Acknowledged/).textContent).toBe('Acknowledged (1)');
  });

  it('acknowledges with a comment: the alarm leaves the open list and the counts move', async () => {
    const acknowledged = {
      ...supplyAir,
      ack: true,
      ackBy: 'Ada Lovelace',
      ackAt: new Date().toISOString(),
      ackComment: 'Door left open',
    };
    renderAlerts('/c1/alerts', [
      alarmsMock((v) => v.phase === 'open', { alarms: [supplyAir, battery] }),
      alarmCountsMock(() => true, { open: 2, acknowledged: 4, cleared: 9 }),
      acknowledgeMock(
        (v) => v.customerID === 'c1' && v.id === '1' && v.comment === 'Door left open',
        { alarm: acknowledged },
      ),
      alarmsMock((v) => v.phase === 'acknowledged' && v.offset === 0, {
        alarms: [acknowledged],
      }),
    ]);
    await screen.findByRole('article', { name: 'Supply air' });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge Supply air' }));
    const dialog = await screen.findByRole('dialog', { name: alarmTexts.acknowledgeTitle });
    const comment = within(dialog).getByLabelText(alarmTexts.comment);
    expect(within(dialog).getByText('0 / 500')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'Door left open' } });
    expect(within(dialog).getByText('14 / 500')).toBeTruthy();
    expect(comment.getAttribute('maxLength')).toBe('500');
    fireEvent.click(within(dialog).getByRole('button', { name: alarmTexts.acknowledge }));

    await waitFor(() => expect(alarmNames()).toEqual(['Battery state']));
    expect(tab(/^Open/).textContent).toBe('Open (1)');
    expect(tab(/^Acknowledged/).textContent).toBe('Acknowledged (5)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(tab(/^Acknowledged/));
    const moved = await screen.findByRole('article', { name: 'Supply air' });
    expect(location()).toBe('/c1/alerts?tab=acknowledged');
    expect(within(moved).getByTestId('alarm-ack').textContent).toContain('Door left open');
    expect(within(moved).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
  });

  it('keeps the dialog open with the refusal when acknowledging fails', async () => {
    renderAlerts('/c1/alerts', [
      alarmsMock(() => true, { alarms: [supplyAir] }),
      alarmCountsMock(() => true, { open: 1, acknowledged: 0, cleared: 0 }),
      acknowledgeMock(() => true, { error: 'You do not have access to this information.' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge Supply air' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: alarmTexts.acknowledge }));
    expect(
      await within(dialog).findByText('You do not have access to this information.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: alarmTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alarmNames()).toEqual(['Supply air']);
    expect(tab(/^Open/).textContent).toBe('Open (1)');
  });

  it('shows an alarm’s delivery log on demand', async () => {
    renderAlerts('/c1/alerts', [
      alarmsMock(() => true, { alarms: [supplyAir] }),
      alarmCountsMock(() => true, { open: 1, acknowledged: 0, cleared: 0 }),
      deliveriesMock('1', [
        deliveryFixture('d1'),
        deliveryFixture('d2', {
          channel: 'SMS',
          recipient: '+15550100',
          status: 'failed',
          attempts: 3,
          lastError: 'Provider refused the number',
          sentAt: null,
        }),
      ]),
    ]);
    const toggle = await screen.findByRole('button', { name: 'Delivery log of Supply air' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = await screen.findByRole('region', { name: 'Delivery log of Supply air' });
    const lines = await within(log).findAllByTestId('alarm-delivery');
    expect(lines[0]!.textContent).toMatch(
      /^Opened · E-mail · ada@acme\.test.*Sent · 1 attempt · Sent /,
    );
    expect(lines[1]!.textContent).toBe(
      'Opened · SMS · +15550100Failed · 3 attemptsLast error: Provider refused the number',
    );
  });

  it('refetches the list and counts when the customer’s alarms change', async () => {
    const { sockets } = renderAlerts('/c1/alerts', [
      alarmsMock(() => true, { alarms: [supplyAir] }, 1),
      alarmCountsMock(() => true, { open: 1, acknowledged: 0, cleared: 0 }, 1),
      alarmsMock(() => true, { alarms: [battery, supplyAir] }),
      alarmCountsMock(() => true, { open: 2, acknowledged: 0, cleared: 0 }),
    ]);
    await screen.findByRole('article', { name: 'Supply air' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.handshakes).toEqual([{ type: 'customer', id: 'c1' }]);
    act(() => sockets[0]!.serverConnects());
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.alarms, { customerID: 'c2' }));
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.alarms, { customerID: 'c1' }));
    await waitFor(() => expect(alarmNames()).toEqual(['Battery state', 'Supply air']));
    expect(tab(/^Open/).textContent).toBe('Open (2)');
  });

  it('sends a user whose session is gone to sign in, with the alerts page as ref', async () => {
    renderAlerts('/c1/alerts?query=ups', [
      alarmsMock(() => true, { error: 'You must be logged in.', code: 'UNAUTHENTICATED' }),
      alarmCountsMock(() => true, { error: 'You must be logged in.', code: 'UNAUTHENTICATED' }),
    ]);
    await waitFor(() => expect(location()).toBe('/login?ref=%2Fc1%2Falerts%3Fquery%3Dups'));
  });

  it('offers Retry when loading fails otherwise', async () => {
    renderAlerts('/c1/alerts', [
      alarmsMock(() => true, { error: 'You do not have access to this information.' }, 1),
      alarmCountsMock(() => true, { open: 1, acknowledged: 0, cleared: 0 }),
      alarmsMock(() => true, { alarms: [supplyAir] }),
    ]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('You do not have access to this information.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Supply air' })).toBeTruthy();
    expect(location()).toBe('/c1/alerts');
  });
});
