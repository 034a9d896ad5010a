import { describe, expect, it } from 'vitest';
import {
  equipmentAlarmsPath,
  equipmentAlarmsSearch,
  isEquipmentAlarmsTab,
  parseEquipmentAlarmsParams,
} from './equipmentAlarmsParams';
import type { EquipmentAlarmsParams } from './equipmentAlarmsParams';

describe('parseEquipmentAlarmsParams', () => {
  it.each<[string, EquipmentAlarmsParams]>([
    ['tab=alarms', { phase: 'open', query: '', page: 0 }],
    ['tab=alarms&eq_filter=open_true', { phase: 'open', query: '', page: 0 }],
    ['tab=alarms&eq_filter=acknowledged_true', { phase: 'acknowledged', query: '', page: 0 }],
    ['tab=alarms&eq_filter=cleared_true&page=2', { phase: 'cleared', query: '', page: 1 }],
    [
      'tab=alarms&eq_filter=status_ERROR&eq_filter=acknowledged_true&query=UPS%201',
      { phase: 'acknowledged', query: 'UPS 1', page: 0 },
    ],
    ['tab=alarms&eq_filter=open_false', { phase: 'open', query: '', page: 0 }],
  ])('%s', (search, expected) => {
    expect(parseEquipmentAlarmsParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('equipmentAlarmsSearch and equipmentAlarmsPath', () => {
  it('round-trips a state', () => {
    const params: EquipmentAlarmsParams = { phase: 'acknowledged', query: 'pdu', page: 1 };
    const search = equipmentAlarmsSearch(params);
    expect(search.toString()).toBe('tab=alarms&eq_filter=acknowledged_true&query=pdu&page=2');
    expect(isEquipmentAlarmsTab(search)).toBe(true);
    expect(parseEquipmentAlarmsParams(search)).toEqual(params);
  });

  it.each([
    ['7', '/7/equipment?tab=alarms&eq_filter=open_true'],
    [undefined, '/equipment?tab=alarms&eq_filter=open_true'],
  ])('the header link for customer %s is %s', (customer, path) => {
    expect(equipmentAlarmsPath(customer)).toBe(path);
  });
});
