/** How an SNMP point turns a served value into a reading. */
export interface SnmpDecoding {
  multiplier?: number | null;
  offset?: number | null;
  /** A regular expression picking the number out of a string: its first group, or the match. */
  strMask?: string | null;
}

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Long strings are cut in messages: they end up in logs, one per point per poll. */
const quote = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

function parseNumberText(text: string, strMask: string | null | undefined): number {
  let numberText = text;
  if (strMask) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(strMask);
    } catch {
      throw new SyntaxError(`strMask /${strMask}/ is not a valid regular expression`);
    }
    const match = pattern.exec(text);
    if (!match) throw new RangeError(`${quote(text)} does not match strMask /${strMask}/`);
    numberText = match[1] ?? match[0];
  }
  const trimmed = numberText.trim();
  if (!NUMBER_TEXT.test(trimmed)) throw new RangeError(`${quote(numberText)} is not a number`);
  return Number(trimmed);
}

/**
 * The value of an SNMP point: numbers as they are, strings (OctetString) parsed as a decimal
 * number after the point's strMask picks the part to read; then `raw * multiplier + offset`.
 */
export function decodeSnmpValue(raw: number | string, point: SnmpDecoding): number {
  const number = typeof raw === 'string' ? parseNumberText(raw, point.strMask) : raw;
  if (!Number.isFinite(number)) throw new RangeError(`${number} is not a finite number`);
  const value = number * (point.multiplier ?? 1) + (point.offset ?? 0);
  // Same rounding as decodeRegisters: 2305 * 0.1 reads 230.5, not 230.50000000000003.
  return Number(value.toPrecision(15));
}
