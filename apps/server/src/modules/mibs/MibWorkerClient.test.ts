import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { messages } from '@vigil/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_MIB_NAMES, builtInMibModules } from './builtInMibs.js';
import { bigMib, deepChainMib } from './generatedMibs.fixture.js';
import { MibRefusal, type MibSource } from './mibParser.js';
import { MibWorkerClient } from './MibWorkerClient.js';

const UPS_MIB = readFileSync(new URL('../../../mibs/UPS-MIB.txt', import.meta.url), 'utf8');

const PROBE_MIB = `PROBE-MIB DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, Integer32 FROM SNMPv2-SMI upsIdent FROM UPS-MIB;
probeTemp OBJECT-TYPE
    SYNTAX Integer32
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "Inlet temperature."
    ::= { upsIdent 99 }
END
`;

/** A vendor's root node, and a module of the vendor's under it. */
const VENDOR_ROOT = `VENDOR-ROOT DEFINITIONS ::= BEGIN
IMPORTS enterprises FROM SNMPv2-SMI;
vendorRoot OBJECT IDENTIFIER ::= { enterprises 99999 }
END
`;
const VENDOR_MIB = `VENDOR-MIB DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, Integer32 FROM SNMPv2-SMI vendorRoot FROM VENDOR-ROOT;
vendorTemp OBJECT-TYPE
    SYNTAX Integer32
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "Inlet temperature."
    ::= { vendorRoot 1 }
END
`;

/** A customer's library of modules, counting how often the thread asked for its sources. */
function library(key: string, own: MibSource[] = []) {
  const sources = vi.fn(async () => own);
  return { key, sources };
}

/** What the client answers: the module's name and object count, or the refusal's message. */
async function outcome(promise: Promise<{ name: string; objects: unknown[] }>) {
  try {
    const parsed = await promise;
    return `${parsed.name}: ${parsed.objects.length}`;
  } catch (error) {
    if (error instanceof MibRefusal) return error.message;
    throw error;
  }
}

describe('the MIB thread', () => {
  const client = new MibWorkerClient();
  afterAll(() => client.close());

  it('parses the built-in modules as the main thread does', async () => {
    const built = await client.builtInModules();
    expect([...built.keys()]).toEqual(BUILT_IN_MIB_NAMES);
    expect(built.get('UPS-MIB')).toEqual(builtInMibModules().get('UPS-MIB'));
    expect(await client.builtInModules()).toBe(built);
  });

  it.each([
    ['', messages.mibEmpty],
    ['RFC1213-MIB DEFINITIONS ::= BEGIN\nEND\n', messages.mibCoreModule('RFC1213-MIB')],
    [PROBE_MIB, 'PROBE-MIB: 1'],
    [UPS_MIB, 'UPS-MIB: 148'],
  ])('answers an upload as parseMib does (%#)', async (text, expected) => {
    expect(await outcome(client.parse(text, library('built-in only')))).toBe(expected);
  });

  it('reads a customer’s modules once per version of them', async () => {
    const none = library('7:0@');
    expect(await outcome(client.parse(VENDOR_MIB, none))).toBe(
      messages.mibLine(2, messages.mibMissingImports(['VENDOR-ROOT'])),
    );
    expect(none.sources).toHaveBeenCalledTimes(1);

    const imported = library('7:1@100', [{ name: 'VENDOR-ROOT', text: VENDOR_ROOT }]);
    expect(await outcome(client.parse(VENDOR_MIB, imported))).toBe('VENDOR-MIB: 1');
    expect(await outcome(client.parse(VENDOR_MIB, imported))).toBe('VENDOR-MIB: 1');
    expect(imported.sources).toHaveBeenCalledTimes(1);
  });

  it('keeps the event loop turning while it parses a 2 MiB module', async () => {
    const text = bigMib(10_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(2_000_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const parsed = await client.parse(text, library('big'));
    delay.disable();
    expect(parsed.objects).toHaveLength(10_001);
    // Parsing it on the main thread stalls the loop for about half a second.
    expect(delay.max / 1e6).toBeLessThan(150);
  });
});

describe('a parse that takes too long', () => {
  const client = new MibWorkerClient({ timeoutMs: 300 });
  afterAll(() => client.close());

  it('is stopped and refused with the time limit, and the next upload parses', async () => {
    // Takes several seconds in net-snmp's parser; a 20,000-node chain about a minute.
    const pathological = client.parse(deepChainMib(8_000), library('slow'));
    const next = client.parse(PROBE_MIB, library('next'));
    expect(await outcome(pathological)).toBe(messages.mibTooSlow(0.3));
    expect(await outcome(next)).toBe('PROBE-MIB: 1');
  });

  it('refuses every job waiting when the client is closed', async () => {
    const waiting = expect(client.parse(PROBE_MIB, library('closed'))).rejects.toThrow(
      'the MIB worker was closed',
    );
    await client.close();
    await waiting;
    expect(await outcome(client.parse(PROBE_MIB, library('reopened')))).toBe('PROBE-MIB: 1');
  });
});
