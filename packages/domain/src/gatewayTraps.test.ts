import { describe, expect, it } from 'vitest';
import {
  GATEWAY_MAX_TRAPS_PER_REQUEST,
  SNMP_TRAP_PORT,
  TRAP_VALUE_MAX_LENGTH,
  trapsReplySchema,
  trapsRequestSchema,
  wireTrapSchema,
} from './gatewayProtocol.js';
import { messages } from './messages.js';

const trap = {
  equipmentIP: '192.168.1.20',
  oid: '1.3.6.1.2.1.33.2.1',
  value: '1.3.6.1.2.1.33.1.2.3.0 = 42; 1.3.6.1.2.1.33.1.2.2.0 = 0',
  receivedAt: 1_767_225_600_000,
};

/** The first problem as the server reports it: path and message. */
function problem(input: unknown): string | undefined {
  const parsed = trapsRequestSchema.safeParse(input);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('SNMP traps on the wire', () => {
  it('listens on the standard trap port and caps a request and a value', () => {
    expect(SNMP_TRAP_PORT).toBe(162);
    expect(GATEWAY_MAX_TRAPS_PER_REQUEST).toBe(1000);
    expect(TRAP_VALUE_MAX_LENGTH).toBe(2000);
  });

  it.each([
    ['a trap', trap],
    ['an empty value (a trap without variables)', { ...trap, value: '' }],
    ['the longest value', { ...trap, value: 'x'.repeat(TRAP_VALUE_MAX_LENGTH) }],
    ['a v1 trap OID', { ...trap, oid: '1.3.6.1.4.1.99999.0.17' }],
  ])('accepts %s', (_, wire) => {
    expect(wireTrapSchema.parse(wire)).toEqual(wire);
  });

  it.each([
    ['an IPv6 source', { equipmentIP: '::1' }, `traps.0.equipmentIP: ${messages.invalidIPv4}`],
    ['a host name', { equipmentIP: 'ups-1' }, `traps.0.equipmentIP: ${messages.invalidIPv4}`],
    ['an OID with a letter', { oid: '1.3.6.x' }, `traps.0.oid: ${messages.invalidOID}`],
    ['a one-arc OID', { oid: '1' }, `traps.0.oid: ${messages.invalidOID}`],
    [
      'a value too long',
      { value: 'x'.repeat(TRAP_VALUE_MAX_LENGTH + 1) },
      'traps.0.value: must be at most 2000 characters',
    ],
    ['a NUL character', { value: 'a\0b' }, 'traps.0.value: must not contain a NUL character'],
    ['a time with a fraction', { receivedAt: 1.5 }, 'traps.0.receivedAt:'],
    ['a time as text', { receivedAt: '2026-01-01' }, 'traps.0.receivedAt:'],
    ['a missing OID', { oid: undefined }, 'traps.0.oid:'],
  ])('refuses %s', (_, change, expected) => {
    expect(problem({ traps: [{ ...trap, ...change }] })).toContain(expected);
  });

  it.each([
    ['no list', {}, 'traps:'],
    ['an empty list', { traps: [] }, 'traps: must hold at least one trap'],
    [
      'one trap too many',
      { traps: Array.from({ length: GATEWAY_MAX_TRAPS_PER_REQUEST + 1 }, () => trap) },
      'traps: must hold at most 1000 traps',
    ],
  ])('refuses a request with %s', (_, request, expected) => {
    expect(problem(request)).toContain(expected);
  });

  it('accepts a full request and reads the reply', () => {
    const traps = Array.from({ length: GATEWAY_MAX_TRAPS_PER_REQUEST }, () => trap);
    expect(trapsRequestSchema.parse({ traps }).traps).toHaveLength(1000);
    expect(trapsReplySchema.parse({ stored: 3 })).toEqual({ stored: 3 });
    expect(trapsReplySchema.safeParse({ stored: -1 }).success).toBe(false);
  });
});
