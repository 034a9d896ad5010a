import { STATUS_COLORS, parseEquipmentPageParams } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { equipmentRows, gatewayRows, siteSummarySentences } from './siteSummaryRows';
import type { SiteSummary } from './siteSummaryRows';

const none: SiteSummary = {
  gateways: 0,
  gatewaysConnected: 0,
  gatewaysDisconnected: 0,
  gatewaysListening: 0,
  equipment: 0,
  equipmentOk: 0,
  equipmentWarning: 0,
  equipmentError: 0,
  equipmentDisconnected: 0,
  equipmentMaintenance: 0,
  equipmentRepair: 0,
};

const site: SiteSummary = {
  gateways: 5,
  gatewaysConnected: 3,
  gatewaysDisconnected: 2,
  gatewaysListening: 1,
  equipment: 42,
  equipmentOk: 30,
  equipmentWarning: 4,
  equipmentError: 3,
  equipmentDisconnected: 2,
  equipmentMaintenance: 2,
  equipmentRepair: 1,
};

describe('gatewayRows', () => {
  it('counts connected, disconnected and listening gateways, each leading to the tab narrowed to it', () => {
    const rows = gatewayRows(site, '7');
    expect(rows.map((r) => [r.label, r.count, r.color, r.href, r.description])).toEqual([
      [
        'Connected',
        3,
        STATUS_COLORS.green,
        '/7/equipment?tab=gateways&eq_filter=disconnected_false',
        'Connected: 3 of 5 gateways',
      ],
      [
        'Disconnected',
        2,
        STATUS_COLORS.grey,
        '/7/equipment?tab=gateways&eq_filter=disconnected_true',
        'Disconnected: 2 of 5 gateways',
      ],
      [
        'Listen Mode',
        1,
        STATUS_COLORS.blue,
        '/7/equipment?tab=gateways&eq_filter=listen_true',
        'Listen Mode: 1 of 5 gateways',
      ],
    ]);
    // My Equipment reads its own links back as the filters they stand for.
    expect(
      rows.map((r) => parseEquipmentPageParams(new URLSearchParams(r.href.split('?')[1])).filters),
    ).toMatchObject([{ disconnected: false }, { disconnected: true }, { listen: true }]);
  });
});

describe('equipmentRows', () => {
  it('counts each status worst first, each leading to the equipment tab filtered by it', () => {
    const rows = equipmentRows(site, '7');
    expect(rows.map((r) => [r.label, r.count, r.color, r.href])).toEqual([
      ['Error', 3, STATUS_COLORS.red, '/7/equipment?tab=equipment&eq_filter=status_ERROR'],
      ['Warning', 4, STATUS_COLORS.yellow, '/7/equipment?tab=equipment&eq_filter=status_WARNING'],
      [
        'Disconnected',
        2,
        STATUS_COLORS.grey,
        '/7/equipment?tab=equipment&eq_filter=status_DISCONNECTED',
      ],
      [
        'Maintenance',
        2,
        STATUS_COLORS.grey,
        '/7/equipment?tab=equipment&eq_filter=status_MAINTENANCE',
      ],
      ['Repair', 1, STATUS_COLORS.grey, '/7/equipment?tab=equipment&eq_filter=status_REPAIR'],
      ['OK', 30, STATUS_COLORS.green, '/7/equipment?tab=equipment&eq_filter=status_OK'],
    ]);
    expect(rows[0]!.description).toBe('Error: 3 of 42 devices');
    expect(equipmentRows({ ...none, equipment: 1, equipmentOk: 1 }, '7').at(-1)!.description).toBe(
      'OK: 1 of 1 device',
    );
  });
});

describe('siteSummarySentences', () => {
  it.each([
    [none, 'No gateway is registered yet.', 'No equipment is set up yet.'],
    [
      site,
      '2 of 5 gateways are disconnected. 1 is in listen mode.',
      'Of 42 devices: 3 in error, 4 in warning, 2 disconnected, 2 in maintenance and 1 in repair.',
    ],
    [
      { ...none, gateways: 1, gatewaysConnected: 1, equipment: 1, equipmentOk: 1 },
      'The gateway is connected.',
      'No device is in error, in warning, disconnected or out of service (1 in total).',
    ],
    [
      {
        ...none,
        gateways: 4,
        gatewaysConnected: 3,
        gatewaysDisconnected: 1,
        gatewaysListening: 2,
        equipment: 9,
        equipmentOk: 8,
        equipmentError: 1,
      },
      '1 of 4 gateways is disconnected. 2 are in listen mode.',
      'Of 9 devices: 1 in error.',
    ],
    [
      { ...none, gateways: 3, gatewaysConnected: 3, equipment: 5, equipmentWarning: 2 },
      'All 3 gateways are connected.',
      'Of 5 devices: 2 in warning.',
    ],
  ])('%#: %s / %s', (summary, gateways, equipment) => {
    expect(siteSummarySentences(summary)).toEqual([gateways, equipment]);
  });
});
