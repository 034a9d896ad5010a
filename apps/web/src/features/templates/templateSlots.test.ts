import { describe, expect, it } from 'vitest';
import { unnamedWidgetEquipment, viewSlots } from './templateSlots';

const sensor = (equipmentID: string, equipmentName: string) => ({ equipmentID, equipmentName });

describe('template slots of a view', () => {
  it('lists each equipment once, in slot order', () => {
    expect(
      viewSlots(
        [sensor('7', 'UPS A'), sensor('3', 'CRAC 1'), sensor('7', 'UPS A'), sensor('9', 'crac 0')],
        [{ id: '12', name: 'Asset tag' }],
      ),
    ).toEqual([
      { id: '12', name: 'Asset tag' },
      { id: '9', name: 'crac 0' },
      { id: '3', name: 'CRAC 1' },
      { id: '7', name: 'UPS A' },
    ]);
  });

  it.each([
    [[{ equipmentID: '7' }, { equipmentID: null }, {}], ['7'], []],
    [[{ equipmentID: '7' }, { equipmentID: '8' }, { equipmentID: '8' }], ['7'], ['8']],
  ])('widgets %j with sensors of %j leave %j to name', (widgets, named, expected) => {
    expect(
      unnamedWidgetEquipment(
        widgets,
        named.map((equipmentID) => ({ equipmentID })),
      ),
    ).toEqual(expected);
  });
});
