import { describe, expect, it } from 'vitest';
import { PDU_OUTLET_POINT_NAMES, PduModel } from './PduModel.js';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 15);

const pdu = (seed = 5) => new PduModel({ clock: () => START, seed });
const outletSum = (values: Record<string, number>) =>
  PDU_OUTLET_POINT_NAMES.reduce((sum, name) => sum + (values[name] ?? 0), 0);

describe('PduModel', () => {
  it('totals its outlets and derives the power from voltage and current', () => {
    const values = pdu().read(START + 10 * HOUR);
    expect(values.totalCurrent).toBeCloseTo(outletSum(values), 9);
    expect(values.totalPower).toBeCloseTo((values.voltage * values.totalCurrent * 0.95) / 1000, 9);
    expect(values.voltage).toBeGreaterThan(225);
    expect(values.totalCurrent).toBeGreaterThan(2);
    expect(values.totalCurrent).toBeLessThan(32);
  });

  it('counts energy up by the power drawn', () => {
    const model = pdu();
    const before = model.read(START);
    const after = model.read(START + HOUR);
    // About one hour at roughly the power seen at the start.
    expect(after.energy - before.energy).toBeGreaterThan(0.5 * before.totalPower);
    expect(after.energy - before.energy).toBeLessThan(2 * before.totalPower);
  });

  it('drops to nothing on a mains failure and holds its energy count', () => {
    const model = pdu();
    model.setMainsFailure(true, START + HOUR);
    const failed = model.read(START + HOUR);
    const later = model.read(START + 2 * HOUR);
    expect(later).toMatchObject({
      voltage: 0,
      totalCurrent: 0,
      totalPower: 0,
      energy: failed.energy,
    });
    expect(outletSum(later)).toBe(0);
    model.setMainsFailure(false, START + 2 * HOUR);
    expect(model.read(START + 2 * HOUR + 1000).voltage).toBeGreaterThan(225);
  });

  it('adds a forced outlet current into the total and the power', () => {
    const model = pdu();
    model.force('outlet3Current', 10);
    model.force('voltage', 200);
    const values = model.read(START);
    expect(values.outlet3Current).toBe(10);
    expect(values.totalCurrent).toBeCloseTo(outletSum(values), 9);
    expect(values.totalPower).toBeCloseTo((200 * values.totalCurrent * 0.95) / 1000, 9);
  });

  it('varies between outlets and seeds', () => {
    const values = pdu(1).read(START);
    expect(new Set(PDU_OUTLET_POINT_NAMES.map((name) => values[name])).size).toBeGreaterThan(4);
    expect(pdu(2).read(START).energy).not.toBe(values.energy);
  });
});
