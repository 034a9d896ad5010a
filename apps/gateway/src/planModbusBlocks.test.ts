import { describe, expect, it } from 'vitest';
import type { ModbusPoint } from './ModbusPoint.js';
import { MODBUS_BLOCK_READ_SIZE } from '@vigil/domain';
import { planModbusBlocks } from './planModbusBlocks.js';

const point = (
  name: string,
  functionCode: ModbusPoint['functionCode'],
  address: number,
  dataType: ModbusPoint['dataType'] = 'UINT16',
): ModbusPoint => ({ name, functionCode, address, dataType, wordOrder: 'ABCD' });

/** Blocks as `fc:address+length[names]`, to read the table at a glance. */
const plan = (points: ModbusPoint[]) =>
  planModbusBlocks(points).map(
    (block) =>
      `${block.functionCode}:${block.address}+${block.length}[${block.points.map((p) => p.name).join(',')}]`,
  );

describe('planModbusBlocks', () => {
  it('reads at most the spec block size', () => {
    expect(MODBUS_BLOCK_READ_SIZE).toBe(50);
  });

  it.each<[string, ModbusPoint[], string[]]>([
    ['nothing', [], []],
    ['one point', [point('a', 3, 10)], ['3:10+1[a]']],
    [
      'adjacent points share a block, in address order',
      [point('c', 3, 2), point('a', 3, 0), point('b', 3, 1)],
      ['3:0+3[a,b,c]'],
    ],
    [
      '32-bit points span two registers',
      [point('a', 3, 0), point('b', 3, 1, 'UINT32'), point('c', 3, 3, 'FLOAT')],
      ['3:0+5[a,b,c]'],
    ],
    [
      'overlapping points share registers',
      [point('word', 3, 4, 'UINT32'), point('low', 3, 5), point('raw', 3, 4)],
      ['3:4+2[word,raw,low]'],
    ],
    ['a gap starts a new block', [point('a', 3, 0), point('b', 3, 2)], ['3:0+1[a]', '3:2+1[b]']],
    [
      'function codes never share a block',
      [point('h', 3, 0), point('i', 4, 1), point('c', 1, 0), point('d', 2, 0), point('h2', 3, 1)],
      ['1:0+1[c]', '2:0+1[d]', '3:0+2[h,h2]', '4:1+1[i]'],
    ],
    [
      'bits span one address whatever the data type',
      [point('a', 1, 0, 'UINT32'), point('b', 1, 1, 'FLOAT')],
      ['1:0+2[a,b]'],
    ],
    [
      '50 registers fit one block',
      Array.from({ length: 50 }, (_, i) => point(`r${i}`, 3, i)),
      [`3:0+50[${Array.from({ length: 50 }, (_, i) => `r${i}`).join(',')}]`],
    ],
    [
      'the 51st register starts a new block',
      Array.from({ length: 51 }, (_, i) => point(`r${i}`, 3, i)),
      [`3:0+50[${Array.from({ length: 50 }, (_, i) => `r${i}`).join(',')}]`, '3:50+1[r50]'],
    ],
    [
      'a 32-bit point never straddles the limit',
      [
        ...Array.from({ length: 49 }, (_, i) => point(`r${i}`, 3, i)),
        point('wide', 3, 49, 'UINT32'),
      ],
      [`3:0+49[${Array.from({ length: 49 }, (_, i) => `r${i}`).join(',')}]`, '3:49+2[wide]'],
    ],
  ])('%s', (_, points, expected) => {
    expect(plan(points)).toEqual(expected);
  });

  it('covers a long dense map with full blocks no longer than the limit', () => {
    const types = ['UINT16', 'INT32', 'FLOAT', 'INT16'] as const;
    const span = (p: ModbusPoint) => (p.dataType.endsWith('16') ? 1 : 2);
    let address = 0;
    const points = Array.from({ length: 300 }, (_, i) => {
      const p = point(`p${i}`, 3, address, types[i % types.length]);
      address += span(p);
      return p;
    });
    const blocks = planModbusBlocks(points);
    blocks.forEach((block, i) => {
      expect(block.length).toBeLessThanOrEqual(MODBUS_BLOCK_READ_SIZE);
      for (const p of block.points) {
        expect(p.address).toBeGreaterThanOrEqual(block.address);
        expect(p.address + span(p)).toBeLessThanOrEqual(block.address + block.length);
      }
      // Greedy: a block ends only when the next point would not fit.
      const next = blocks[i + 1]?.points[0];
      if (next) expect(block.length + span(next)).toBeGreaterThan(MODBUS_BLOCK_READ_SIZE);
    });
    expect(blocks.flatMap((block) => block.points)).toHaveLength(points.length);
  });
});
