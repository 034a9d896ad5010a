import { decodeRegisters } from '@vigil/domain';
import type { ModbusClient } from './ModbusClient.js';
import { ModbusExceptionError } from './ModbusExceptionError.js';
import type { ModbusFunctionCode } from '@vigil/domain';
import type { ModbusPoint } from './ModbusPoint.js';
import { planModbusBlocks, pointSpan, type ModbusBlock } from './planModbusBlocks.js';

export type PollResult = { name: string; value: number } | { name: string; error: string };

type IndexedPoint = ModbusPoint & { index: number };

const TABLE_NAMES: Record<ModbusFunctionCode, string> = {
  1: 'coils',
  2: 'discrete inputs',
  3: 'holding registers',
  4: 'input registers',
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Register words of a block; bits read as 0 or 1. */
export async function readBlock(
  client: ModbusClient,
  functionCode: ModbusFunctionCode,
  address: number,
  length: number,
): Promise<number[]> {
  const bit = (on: boolean) => (on ? 1 : 0);
  switch (functionCode) {
    case 1:
      return (await client.readCoils(address, length)).map(bit);
    case 2:
      return (await client.readDiscreteInputs(address, length)).map(bit);
    case 3:
      return client.readHoldingRegisters(address, length);
    case 4:
      return client.readInputRegisters(address, length);
  }
}

/** 'holding registers 10-13', 'coils 4': a block as messages name it. */
export function describeRange(functionCode: ModbusFunctionCode, address: number, length: number) {
  const range = length === 1 ? `${address}` : `${address}-${address + length - 1}`;
  return `${TABLE_NAMES[functionCode]} ${range}`;
}

function decodePoint(point: ModbusPoint, words: readonly number[]): PollResult {
  if (point.functionCode === 1 || point.functionCode === 2) {
    return { name: point.name, value: words[0] ?? 0 };
  }
  try {
    return { name: point.name, value: decodeRegisters(words, point) };
  } catch (error) {
    return { name: point.name, error: errorMessage(error) };
  }
}

function whyUnreadable(point: ModbusPoint): string | undefined {
  const last = point.address + pointSpan(point) - 1;
  if (!Number.isInteger(point.address) || point.address < 0 || last > 0xffff) {
    return `Address ${point.address} is outside 0-65535`;
  }
  if (!(point.functionCode in TABLE_NAMES)) {
    return `Function code ${String(point.functionCode)} is not 1, 2, 3 or 4`;
  }
  return undefined;
}

/**
 * Read every point once, in blocks of contiguous registers, and return one result per
 * point in the order given. A point that cannot be read or decoded gets an error entry;
 * the other points are still read.
 */
export async function pollModbus(
  client: ModbusClient,
  points: readonly ModbusPoint[],
): Promise<PollResult[]> {
  const results: PollResult[] = new Array<PollResult>(points.length);
  const readable: IndexedPoint[] = [];
  points.forEach((point, index) => {
    const invalid = whyUnreadable(point);
    if (invalid) results[index] = { name: point.name, error: invalid };
    else readable.push({ ...point, index });
  });

  /** Read a block into the results, or mark its points failed and return the error. */
  const readOrReport = async (block: ModbusBlock<IndexedPoint>): Promise<unknown> => {
    try {
      const words = await readBlock(client, block.functionCode, block.address, block.length);
      for (const point of block.points) {
        const at = point.address - block.address;
        results[point.index] = decodePoint(point, words.slice(at, at + pointSpan(point)));
      }
      return undefined;
    } catch (error) {
      const where = describeRange(block.functionCode, block.address, block.length);
      for (const point of block.points) {
        results[point.index] = { name: point.name, error: `${where}: ${errorMessage(error)}` };
      }
      return error;
    }
  };

  // One request at a time: many devices serve a single request per connection.
  for (const block of planModbusBlocks(readable)) {
    const error = await readOrReport(block);
    // The device refused the block: read its points one by one to find the ones it refuses.
    if (error instanceof ModbusExceptionError && block.points.length > 1) {
      for (const point of block.points) {
        await readOrReport({
          ...block,
          address: point.address,
          length: pointSpan(point),
          points: [point],
        });
      }
    }
  }
  return results;
}
