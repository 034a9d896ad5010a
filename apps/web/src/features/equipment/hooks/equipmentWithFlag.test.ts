import { describe, expect, it } from 'vitest';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentWithFlag } from './equipmentWithFlag';
import type { EquipmentFlag } from './equipmentWithFlag';

const equipment = (flags: Partial<EquipmentFieldsFragment>) =>
  ({
    id: '1',
    isMaintenance: false,
    isRepair: false,
    locked: false,
    disconnected: false,
    status: 'OK',
    ...flags,
  }) as EquipmentFieldsFragment;

describe('the status shown while a toggle is saved', () => {
  it.each<[string, Partial<EquipmentFieldsFragment>, EquipmentFlag, boolean, string]>([
    ['maintenance on', { status: 'WARNING' }, 'isMaintenance', true, 'MAINTENANCE'],
    ['repair on', { status: 'ERROR' }, 'isRepair', true, 'REPAIR'],
    [
      'maintenance wins over repair',
      { isRepair: true, status: 'REPAIR' },
      'isMaintenance',
      true,
      'MAINTENANCE',
    ],
    [
      'maintenance off, repair stays',
      { isMaintenance: true, isRepair: true, status: 'MAINTENANCE' },
      'isMaintenance',
      false,
      'REPAIR',
    ],
    [
      'maintenance off, disconnected',
      { isMaintenance: true, disconnected: true, status: 'MAINTENANCE' },
      'isMaintenance',
      false,
      'DISCONNECTED',
    ],
    [
      'maintenance off: unknown until the server answers',
      { isMaintenance: true, status: 'MAINTENANCE' },
      'isMaintenance',
      false,
      'UNKNOWN',
    ],
    ['locking keeps the sensors\u2019 status', { status: 'WARNING' }, 'locked', true, 'WARNING'],
  ])('%s', (_case, flags, flag, value, status) => {
    const next = equipmentWithFlag(equipment(flags), flag, value);
    expect(next[flag]).toBe(value);
    expect(next.status).toBe(status);
  });
});
