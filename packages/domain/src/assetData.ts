// Asset data of equipment as the Assets screen shows and edits it (spec core §3 View with viewType
// asset, §5 "Asset data types: number, string, date, firmware"). The server checks the same rules
// (equipmentEdit.ts equipmentMetaSchema).
import { ASSET_DATA_TYPES } from './equipment.js';
import type { AssetDataType } from './equipment.js';
import { TEXT_MAX } from './inputLimits.js';
import { messages } from './messages.js';

export function isAssetDataType(value: string): value is AssetDataType {
  return (ASSET_DATA_TYPES as readonly string[]).includes(value);
}

/** A stored type as the screen treats it: anything unknown is plain text. */
export function assetDataTypeOf(value: string): AssetDataType {
  return isAssetDataType(value) ? value : 'string';
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 calendar date (2026-01-31) that exists, optionally with a time. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A decimal number as typed: 12, -3.5, 1e3 (not hex, not Infinity). */
export function isDecimalNumber(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * What is wrong with an asset value of a type, or undefined when it may be saved. A blank value is
 * allowed (saving removes that datum); firmware and string values are free text.
 */
export function assetValueError(type: AssetDataType, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length > TEXT_MAX) return messages.tooLong(TEXT_MAX);
  switch (type) {
    case 'number':
      return isDecimalNumber(text) ? undefined : messages.mustBeNumber;
    case 'date':
      return isIsoDate(text) ? undefined : messages.invalidDate;
    case 'string':
    case 'firmware':
      return undefined;
  }
}

/**
 * A stored date value as a date input holds it (yyyy-mm-dd): the calendar date an ISO date or
 * date-time is written with; anything else empty.
 */
export function assetDateInputValue(value: string): string {
  const text = value.trim();
  return isIsoDate(text) ? text.slice(0, 10) : '';
}

/** What is wrong with the label of a datum being added, given the labels already shown. */
export function assetLabelError(label: string, existing: readonly string[]): string | undefined {
  const text = label.trim();
  if (text === '') return messages.required;
  if (text.length > TEXT_MAX) return messages.tooLong(TEXT_MAX);
  const lowered = text.toLowerCase();
  return existing.some((other) => other.trim().toLowerCase() === lowered)
    ? messages.assetLabelTaken(text)
    : undefined;
}
