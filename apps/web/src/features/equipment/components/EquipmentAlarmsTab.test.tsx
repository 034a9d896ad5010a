// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import {
  acknowledgeMock,
  alarmCountsMock,
  alarmFixture,
  alarmsMock,
} from '../../../components/alarms/testing/alarmMocks';
import { equipmentTexts } from '../equipmentTexts';
import { allEquipmentMock, pageMocks } from '../testing/equipmentMocks';
import { renderEquipmentRoutes } from '../testing/renderEquipmentRoutes';

afterEach(cleanup);

const supplyAir = alarmFixture('1', 'Supply air', { severity: 'error' });
const outputLoad = alarmFixture('2', 'Output load', {
  ack: true,
  ackBy: 'Ada Lovelace',
  ackAt: new Date(Date.now() - 60_000).toISOString(),
});
const customerWide = { customerID: 'c1' };

const counts = alarmCountsMock((v) => JSON.stringify(v) === JSON.stringify(customerWide), {
  open: 1,
  acknowledged: 1,
  cleared: 6,
});
const openList = alarmsMock(
  (v) => v.phase === 'open' && v.customerID === 'c1' && v.mine === undefined,
  { alarms: [supplyAir] },
);
const acknowledgedList = alarmsMock(
  (v) => v.phase === 'acknowledged' && v.customerID === 'c1' && v.mine === undefined,
  { alarms: [outputLoad] },
);

const toggle = (name: RegExp) => screen.getByRole('button', { name });
const alarmNames = () =>
  screen.queryAllByTestId('alarm').map((card) => within(card).getByRole('heading').textContent);

describe('My Equipment’s alarms tab', () => {
  it('opens on the list eq_filter names, over the whole customer', async () => {
    const page = renderEquipmentRoutes('/c1/equipment?tab=alarms&eq_filter=acknowledged_true', {
      mocks: [counts, openList, acknowledgedList],
    });
    await screen.findByRole('article', { name: 'Output load' });
    expect(
      screen.getByRole('tab', { name: equipmentTexts.alarmsTab }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(toggle(/^Acknowledged/).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(screen.getByRole('group', { name: equipmentTexts.alarmListLabel }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Open (1)', 'Acknowledged (1)', 'Cleared (6)']);

    fireEvent.click(toggle(/^Open/));
    await screen.findByRole('article', { name: 'Supply air' });
    expect(page.location()).toBe('/c1/equipment?tab=alarms&eq_filter=open_true');
    expect(toggle(/^Open/).getAttribute('aria-pressed')).toBe('true');
    await act(() => page.router.navigate(-1));
    await screen.findByRole('article', { name: 'Output load' });
  });

  it('defaults to the open list and acknowledges there: the counts move', async () => {
    renderEquipmentRoutes('/c1/equipment?tab=alarms', {
      mocks: [
        counts,
        openList,
        acknowledgeMock((v) => v.id === '1' && v.comment === undefined, {
          alarm: { ...supplyAir, ack: true, ackBy: 'Ada Lovelace' },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge Supply air' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: alarmTexts.acknowledge }));
    await waitFor(() => expect(alarmNames()).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle(/^Open/).textContent).toBe('Open (0)');
    expect(toggle(/^Acknowledged/).textContent).toBe('Acknowledged (2)');
    expect(screen.getByText('No open alarms')).toBeTruthy();
  });

  it('leaves for the other tabs with their own parameters', async () => {
    const page = renderEquipmentRoutes('/c1/equipment?tab=alarms&eq_filter=open_true', {
      mocks: [counts, openList, ...pageMocks(), allEquipmentMock(() => true, { items: [] })],
    });
    await screen.findByRole('article', { name: 'Supply air' });
    fireEvent.click(screen.getByRole('tab', { name: equipmentTexts.equipmentTab }));
    await waitFor(() => expect(page.location()).toBe('/c1/equipment?tab=equipment'));
    fireEvent.click(screen.getByRole('tab', { name: equipmentTexts.alarmsTab }));
    await waitFor(() =>
      expect(page.location()).toBe('/c1/equipment?tab=alarms&eq_filter=open_true'),
    );
  });
});
