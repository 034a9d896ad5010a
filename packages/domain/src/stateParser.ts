import { decodeSnmpValue } from './decodeSnmpValue.js';
import {
  STATE_CONDITIONS,
  UNKNOWN_STATE,
  stateLabel,
  stateStatus,
  type StateCondition,
  type Status,
} from './status.js';

// The state-sensor parser (/home/parser, spec access §2): a raw value and a state map, taken
// through the steps the gateway and the server take, so a user can see why a state sensor reads
// "unknown".

/** Most states one map may hold (a MIB enumeration rarely has more than a few dozen). */
export const STATE_MAP_MAX = 256;

export interface ParsedStateMap {
  /** Labels by index, as a sensor stores them; gaps of a numbered map read 'unknown'. */
  states: string[];
  /** One message per entry that could not be read, with its position (1-based). */
  errors: string[];
}

/** `3=onBattery`, `3: onBattery` or `3 onBattery`; and a MIB enumeration `onBattery(3)`. */
const NUMBERED = /^(\d{1,3})\s*(?:=|:|\s)\s*(.+)$/;
const ENUMERATED = /^(.+?)\s*\(\s*(\d{1,3})\s*\)$/;

/**
 * A state map as people paste it: labels in order (index 0 first), one per line or separated by
 * commas; or numbered entries (`1=Open`, `open(1)` as MIBs write enumerations), whose gaps read
 * 'unknown'. Numbered and plain entries are not mixed.
 */
export function parseStateMap(text: string): ParsedStateMap {
  const entries = text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const errors: string[] = [];
  if (entries.length > STATE_MAP_MAX) {
    return { states: [], errors: [`At most ${STATE_MAP_MAX} states.`] };
  }
  const numbered = entries.map((entry) => {
    const plain = NUMBERED.exec(entry);
    if (plain) return { index: Number(plain[1]), label: (plain[2] ?? '').trim() };
    const mib = ENUMERATED.exec(entry);
    if (mib) return { index: Number(mib[2]), label: (mib[1] ?? '').trim() };
    return null;
  });
  const numberedCount = numbered.filter((entry) => entry !== null).length;
  if (numberedCount === 0) return { states: entries, errors };
  if (numberedCount < entries.length) {
    entries.forEach((entry, position) => {
      if (numbered[position] === null) {
        errors.push(`State ${position + 1} ('${entry}') has no number, unlike the others.`);
      }
    });
    return { states: [], errors };
  }
  const states: string[] = [];
  numbered.forEach((entry, position) => {
    if (entry === null) return;
    if (entry.index >= STATE_MAP_MAX) {
      errors.push(`State ${position + 1}: ${entry.index} is beyond ${STATE_MAP_MAX - 1}.`);
    } else if (states[entry.index] !== undefined) {
      errors.push(`State ${position + 1}: ${entry.index} is numbered twice.`);
    } else {
      states[entry.index] = entry.label;
    }
  });
  return { states: Array.from(states, (label) => label ?? UNKNOWN_STATE), errors };
}

export interface StateReadingInput {
  /** The value as the device serves it: a number, or text such as '3' or 'onBattery(3)'. */
  raw: string;
  /** The point's string mask (a regular expression picking the number out of text). */
  strMask?: string | null;
  multiplier?: number | null;
  offset?: number | null;
  states: readonly string[];
  /** Per state, by index; a missing one is Normal. */
  conditions?: readonly (StateCondition | null | undefined)[];
}

export type StateReading =
  | { ok: false; step: 'value'; reason: string }
  | {
      ok: true;
      /** The number the gateway reads from the raw value, scaled. */
      value: number;
      index: number | null;
      label: string;
      condition: StateCondition | null;
      status: Status;
      /** Why the sensor reads 'unknown', when it does. */
      reason: string | null;
    };

/** A MIB enumeration as an agent may print it: `onBattery(3)` reads 3. */
const ENUMERATION_VALUE = /^\s*[A-Za-z][\w-]*\s*\(\s*(-?\d+)\s*\)\s*$/;

/**
 * What a state sensor shows for a raw value: the number the gateway decodes (string mask,
 * multiplier, offset, as decodeSnmpValue does), the state at that index, its condition and the
 * status; and, when it is 'unknown', why.
 */
export function explainStateReading(input: StateReadingInput): StateReading {
  const raw = input.raw.trim();
  if (raw.length === 0) return { ok: false, step: 'value', reason: 'Enter the raw value.' };
  let value: number;
  try {
    const enumerated = input.strMask ? null : ENUMERATION_VALUE.exec(raw);
    value = decodeSnmpValue(enumerated ? (enumerated[1] ?? raw) : raw, {
      strMask: input.strMask ?? null,
      multiplier: input.multiplier ?? null,
      offset: input.offset ?? null,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, step: 'value', reason: `The gateway cannot read a number: ${message}.` };
  }
  const label = stateLabel(value, input.states);
  const status = stateStatus(value, input.states, input.conditions ?? []);
  const index = Number.isInteger(value) && value >= 0 ? value : null;
  const known = label !== UNKNOWN_STATE;
  const condition = known ? (input.conditions?.[value] ?? STATE_CONDITIONS[0]) : null;
  let reason: string | null = null;
  if (!known) {
    if (input.states.length === 0) reason = 'The sensor has no states.';
    else if (index === null) reason = `${value} is not a state index (a whole number from 0).`;
    else if (index >= input.states.length) {
      reason = `There is no state ${index}: the states go from 0 to ${input.states.length - 1}.`;
    } else reason = `State ${index} is labelled '${UNKNOWN_STATE}' in the map.`;
  }
  return { ok: true, value, index, label, condition, status, reason };
}
