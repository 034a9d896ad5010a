// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { equipmentTexts } from './equipmentTexts';
import {
  allEquipmentMock,
  detailsMock,
  equipmentFixture,
  pageMocks,
  sensorsMock,
} from './testing/equipmentMocks';
import { renderEquipmentRoutes } from './testing/renderEquipmentRoutes';

afterEach(cleanup);

const ups = equipmentFixture('9', 'UPS 9', { protocol: 'SNMP', kind: 'SNMPCard', version: '2' });
const pdu = equipmentFixture('12', 'PDU 12');

/** Every list the router test opens answers the same two rows. */
const mocks = (list = allEquipmentMock(() => true, { items: [ups, pdu], total: 2 })) => [
  ...pageMocks(),
  list,
  detailsMock(ups),
  detailsMock(pdu),
  sensorsMock('9'),
  sensorsMock('12'),
];

// Hidden too: an open dialog hides the page behind it from assistive technology.
const tab = (name: string) => screen.getByRole('tab', { name, hidden: true });

describe('the gateway routes of core §2 redirect to My Equipment', () => {
  it.each([
    ['/gateways', '/equipment?tab=gateways'],
    ['/c1/gateways', '/c1/equipment?tab=gateways'],
    ['/gateways/5', '/equipment?tab=gateways&selected=5'],
    ['/c1/gateways/5', '/c1/equipment?tab=gateways&selected=5'],
    ['/gateways/5/equipment/add', '/equipment?tab=equipment&mode=add'],
    ['/c1/gateways/5/equipment/add', '/c1/equipment?tab=equipment&mode=add'],
    ['/gateways/5/equipment/9', '/equipment?tab=equipment&selected=9'],
    ['/c1/gateways/5/equipment/9', '/c1/equipment?tab=equipment&selected=9'],
    ['/gateways/5/equipment/9/edit', '/equipment?tab=equipment&selected=9&mode=edit'],
    ['/c1/gateways/5/equipment/9/edit', '/c1/equipment?tab=equipment&selected=9&mode=edit'],
  ])('%s → %s, replacing the entry', async (from, to) => {
    const page = renderEquipmentRoutes(from, { mocks: mocks() });
    await waitFor(() => expect(page.location()).toBe(to));
    // Replaced, not pushed: Back does not return to the old address.
    expect(page.router.state.historyAction).toBe('REPLACE');
    const expectedTab = to.includes('tab=gateways') ? 'Gateways' : 'Equipment';
    expect(tab(expectedTab).getAttribute('aria-selected')).toBe('true');
    if (to.includes('mode=add')) {
      expect(await screen.findByRole('dialog', { name: equipmentTexts.addTitle })).toBeTruthy();
    }
    if (to.includes('selected=9')) {
      expect(
        await screen.findByRole('heading', { level: 2, name: 'UPS 9', hidden: true }),
      ).toBeTruthy();
    }
    if (to.includes('mode=edit')) {
      expect(
        await screen.findByRole('dialog', { name: equipmentTexts.editTitle('UPS 9') }),
      ).toBeTruthy();
    }
  });
});

describe("My Equipment's query parameters", () => {
  const everything =
    '/c1/equipment?tab=equipment&query=ups&eq_filter=status_ERROR&eq_filter=status_WARNING' +
    '&eq_filter=protocol_SNMP&eq_filter=gateway_3&eq_filter=gateway_4&eq_filter=maintenance_true' +
    '&eq_filter=locked_false&sort_col=createdAt&order=desc&selected=9&mode=edit&page=2';

  const expectEverythingShown = async () => {
    const search = (await screen.findByLabelText(equipmentTexts.searchLabel)) as HTMLInputElement;
    expect(search.value).toBe('ups');
    expect(screen.getByTestId('equipment-filter-status').textContent).toBe(
      'Status: Warning, Error',
    );
    expect(screen.getByTestId('equipment-filter-protocol').textContent).toBe('Protocol: SNMP');
    // The chip names the gateways once their list has arrived.
    await waitFor(() =>
      expect(screen.getByTestId('equipment-filter-gateway').textContent).toBe(
        'Gateway: North gateway, South gateway',
      ),
    );
    expect(screen.getByTestId('equipment-filter-maintenance').textContent).toBe('In maintenance');
    expect(screen.getByTestId('equipment-filter-locked').textContent).toBe('Unlocked');
    const created = screen.getByRole('columnheader', { name: /Created/, hidden: true });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    expect(await screen.findByText('201–202 of 202')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'UPS 9', hidden: true }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('dialog', { name: equipmentTexts.editTitle('UPS 9') }),
    ).toBeTruthy();
  };

  it('reads every parameter from the URL on load, and again after a reload', async () => {
    const asked: unknown[] = [];
    const page = renderEquipmentRoutes(everything, {
      mocks: mocks(
        allEquipmentMock(
          (variables) => {
            asked.push(variables);
            return true;
          },
          { items: [ups, pdu], total: 202 },
        ),
      ),
    });
    await expectEverythingShown();
    const wanted = {
      customerID: 'c1',
      query: 'ups',
      filters: {
        status: ['ERROR', 'WARNING'],
        protocol: ['SNMP'],
        gatewayIDs: ['3', '4'],
        maintenance: true,
        locked: false,
      },
      sortColumn: 'createdAt',
      sortOrder: 'desc',
      limit: 200,
      offset: 200,
      includeID: '9',
    };
    expect(asked).toContainEqual(wanted);

    page.reload();
    await expectEverythingShown();
    expect(page.location()).toBe(everything);
    expect(
      asked.filter((variables) => JSON.stringify(variables) === JSON.stringify(wanted)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('writes every parameter back as the UI is used, and Back walks the steps', async () => {
    const page = renderEquipmentRoutes('/c1/equipment', { mocks: mocks() });
    await screen.findAllByTestId('equipment-row');
    expect(page.location()).toBe('/c1/equipment');

    // Typing a search replaces the entry (Enter searches at once).
    const before = page.router.state.location.key;
    const search = screen.getByLabelText(equipmentTexts.searchLabel);
    fireEvent.change(search, { target: { value: 'ups' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(page.search().get('query')).toBe('ups'));
    expect(page.router.state.historyAction).toBe('REPLACE');
    expect(page.router.state.location.key).not.toBe(before);

    // Filters: two statuses, a gateway, a flag.
    fireEvent.click(screen.getByTestId('equipment-filter-status'));
    const statusMenu = await screen.findByRole('menu', { name: 'Status' });
    fireEvent.click(within(statusMenu).getByRole('menuitemcheckbox', { name: 'Error' }));
    fireEvent.click(within(statusMenu).getByRole('menuitemcheckbox', { name: 'Warning' }));
    fireEvent.keyDown(statusMenu, { key: 'Escape' });
    await waitFor(() =>
      expect(page.search().getAll('eq_filter')).toEqual(['status_ERROR', 'status_WARNING']),
    );
    expect(page.router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(screen.getByTestId('equipment-filter-gateway'));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'South gateway' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByTestId('equipment-filter-repair'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Not in repair' }));
    await waitFor(() =>
      expect(page.search().getAll('eq_filter')).toEqual([
        'status_ERROR',
        'status_WARNING',
        'gateway_4',
        'repair_false',
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Sort: a column, then the same column again for descending.
    fireEvent.click(screen.getByRole('button', { name: 'IP' }));
    await waitFor(() => expect(page.search().get('sort_col')).toBe('equipmentIP'));
    expect(page.search().get('order')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'IP' }));
    await waitFor(() => expect(page.search().get('order')).toBe('desc'));

    // Selecting a row, then editing it.
    fireEvent.click(await screen.findByRole('link', { name: 'PDU 12' }));
    await waitFor(() => expect(page.search().get('selected')).toBe('12'));
    expect(await screen.findByRole('heading', { level: 2, name: 'PDU 12' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: equipmentTexts.edit }));
    await waitFor(() => expect(page.search().get('mode')).toBe('edit'));
    expect(
      await screen.findByRole('dialog', { name: equipmentTexts.editTitle('PDU 12') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: equipmentTexts.cancel }));
    await waitFor(() => expect(page.search().get('mode')).toBeNull());

    // The gateways tab.
    fireEvent.click(tab('Gateways'));
    await waitFor(() => expect(page.location()).toBe('/c1/equipment?tab=gateways'));

    // Back walks every pushed step in reverse.
    const back = async (check: (search: URLSearchParams) => void) => {
      await act(() => page.router.navigate(-1));
      check(page.search());
    };
    await back((s) => {
      expect(s.get('tab')).toBe('equipment');
      expect(s.get('selected')).toBe('12');
      expect(s.get('mode')).toBeNull();
    });
    expect(tab('Equipment').getAttribute('aria-selected')).toBe('true');
    await back((s) => expect(s.get('mode')).toBe('edit'));
    await back((s) => {
      expect(s.get('mode')).toBeNull();
      expect(s.get('selected')).toBe('12');
    });
    await back((s) => {
      expect(s.get('selected')).toBeNull();
      expect(s.get('order')).toBe('desc');
    });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
    await back((s) => {
      expect(s.get('order')).toBeNull();
      expect(s.get('sort_col')).toBe('equipmentIP');
    });
    await back((s) => expect(s.get('sort_col')).toBeNull());
    await back((s) => expect(s.getAll('eq_filter')).not.toContain('repair_false'));
    expect(screen.getByTestId('equipment-filter-repair').textContent).toBe('Repair');
    await back((s) => expect(s.getAll('eq_filter')).not.toContain('gateway_4'));
    await back((s) => expect(s.getAll('eq_filter')).toEqual(['status_ERROR']));
    // The search was one replaced entry: the next step back is the page without filters.
    await back((s) => {
      expect(s.getAll('eq_filter')).toEqual([]);
      expect(s.get('query')).toBe('ups');
    });
    expect((screen.getByLabelText(equipmentTexts.searchLabel) as HTMLInputElement).value).toBe(
      'ups',
    );
  });

  it('keeps the list page in the URL and goes back to the first page when the list changes', async () => {
    const many = Array.from({ length: 3 }, (_, i) => equipmentFixture(String(i + 20), `Rack ${i}`));
    const page = renderEquipmentRoutes('/c1/equipment', {
      mocks: [
        ...pageMocks(),
        allEquipmentMock((v) => v.offset === 0, { items: many, total: 450 }),
        allEquipmentMock((v) => v.offset === 200, { items: many, total: 450 }),
      ],
    });
    expect(await screen.findByText('1–200 of 450')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('201–400 of 450')).toBeTruthy();
    expect(page.search().get('page')).toBe('2');
    page.reload();
    expect(await screen.findByText('201–400 of 450')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Name' }));
    await waitFor(() => expect(page.search().get('page')).toBeNull());
    expect(page.search().get('order')).toBe('desc');
  });
});
