import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@vigil/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_MIB_NAMES,
  builtInMibModules,
  builtInMibOutline,
  builtInMibSource,
} from './builtInMibs.js';
import {
  BASE_MIB_MODULES,
  MibRefusal,
  createModuleStore,
  parseMib,
  type MibLibrary,
} from './mibParser.js';
import { outlineMib } from './mibSyntax.js';

const shippedDir = fileURLToPath(new URL('../../../mibs/', import.meta.url));
const netSnmpDir = join(dirname(createRequire(import.meta.url).resolve('net-snmp')), 'lib', 'mibs');
const UPS_MIB = readFileSync(join(shippedDir, 'UPS-MIB.txt'), 'utf8');

/** Built-in modules, and the customer's given here by name. */
function library(own: Record<string, string> = {}): MibLibrary {
  return {
    source: (name) => own[name] ?? builtInMibSource(name),
    outline: (name) => (own[name] ? outlineMib(own[name]) : builtInMibOutline(name)),
  };
}

/** The reason a text is refused, or 'parsed'. */
function refusal(text: string, own: Record<string, string> = {}): string {
  try {
    parseMib(text, library(own));
    return 'parsed';
  } catch (error) {
    if (error instanceof MibRefusal) return error.message;
    throw error;
  }
}

/** A small SMIv2 module of a made-up enterprise, with its body lines given. */
const module = (
  name: string,
  body: string[],
  imports = 'OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI',
) => [`${name} DEFINITIONS ::= BEGIN`, `IMPORTS ${imports};`, ...body, 'END', ''].join('\n');
const probe = (name = 'probeTemp', parent = 'probeObjects', syntax = 'SYNTAX Integer32') => [
  `${name} OBJECT-TYPE`,
  `    ${syntax}`,
  '    MAX-ACCESS read-only',
  '    STATUS current',
  '    DESCRIPTION "A probe reading."',
  `    ::= { ${parent} 1 }`,
];
const PROBE_ROOT = 'probeObjects OBJECT IDENTIFIER ::= { enterprises 99999 7 }';

afterEach(() => vi.restoreAllMocks());

describe('the shipped MIB modules', () => {
  it('are net-snmp’s base set and the shipped ones, every one read by the outline and the parser', () => {
    expect(createModuleStore().baseModules).toEqual(BASE_MIB_MODULES);
    expect(BUILT_IN_MIB_NAMES).toEqual([
      ...BASE_MIB_MODULES,
      'IANAifType-MIB',
      'IF-MIB',
      'SNMP-FRAMEWORK-MIB',
      'INET-ADDRESS-MIB',
      'UPS-MIB',
    ]);
    const modules = builtInMibModules();
    for (const name of BUILT_IN_MIB_NAMES) {
      expect(builtInMibOutline(name)?.name, name).toBe(name);
      expect(modules.get(name)?.name).toBe(name);
    }
    expect(modules.get('UPS-MIB')?.objects).toHaveLength(148);
    expect(modules.get('IF-MIB')?.objects.length).toBeGreaterThan(80);
    // Every object of every module is placed in the tree.
    for (const [name, parsed] of modules) {
      for (const object of parsed.objects)
        expect(object.oid, `${name}::${object.name}`).toMatch(/^\d+(\.\d+)+$/);
    }
  });

  it('each carry their own copyright or origin note, as the README lists them', () => {
    const readme = readFileSync(join(shippedDir, 'README.md'), 'utf8');
    for (const name of [
      'UPS-MIB',
      'SNMP-FRAMEWORK-MIB',
      'INET-ADDRESS-MIB',
      'IF-MIB',
      'IANAifType-MIB',
    ]) {
      expect(readme).toContain(name);
    }
    expect(UPS_MIB).toContain('RFC 1628');
  });
});

describe('parsing UPS-MIB (RFC 1628)', () => {
  const parsed = parseMib(UPS_MIB, library());
  const byName = new Map(parsed.objects.map((object) => [object.name, object]));

  it('reads its name, imports and every object', () => {
    expect(parsed.name).toBe('UPS-MIB');
    expect(parsed.imports).toEqual(['SNMPv2-SMI', 'SNMPv2-TC', 'SNMPv2-CONF', 'RFC1213-MIB']);
    expect(parsed.objects).toHaveLength(148);
    expect(parsed.objects).toEqual(builtInMibModules().get('UPS-MIB')!.objects);
  });

  it.each([
    ['upsMIB', '1.3.6.1.2.1.33', 'MODULE-IDENTITY', null],
    ['upsBatteryStatus', '1.3.6.1.2.1.33.1.2.1', 'OBJECT-TYPE', 'scalar'],
    ['upsEstimatedChargeRemaining', '1.3.6.1.2.1.33.1.2.4', 'OBJECT-TYPE', 'scalar'],
    ['upsBatteryVoltage', '1.3.6.1.2.1.33.1.2.5', 'OBJECT-TYPE', 'scalar'],
    ['upsInputTable', '1.3.6.1.2.1.33.1.3.3', 'OBJECT-TYPE', 'table'],
    ['upsInputEntry', '1.3.6.1.2.1.33.1.3.3.1', 'OBJECT-TYPE', 'row'],
    ['upsInputFrequency', '1.3.6.1.2.1.33.1.3.3.1.2', 'OBJECT-TYPE', 'column'],
    ['upsOutputPercentLoad', '1.3.6.1.2.1.33.1.4.4.1.5', 'OBJECT-TYPE', 'column'],
    ['upsAlarmsPresent', '1.3.6.1.2.1.33.1.6.1', 'OBJECT-TYPE', 'scalar'],
    ['upsAlarmOnBattery', '1.3.6.1.2.1.33.1.6.3.2', 'OBJECT-IDENTITY', null],
    ['upsTraps', '1.3.6.1.2.1.33.2', 'OBJECT IDENTIFIER', null],
    ['upsTrapOnBattery', '1.3.6.1.2.1.33.2.1', 'NOTIFICATION-TYPE', null],
    ['upsFullBatteryGroup', '1.3.6.1.2.1.33.3.2.3.2', 'OBJECT-GROUP', null],
    ['upsBasicCompliance', '1.3.6.1.2.1.33.3.1.2', 'MODULE-COMPLIANCE', null],
  ])('%s is %s, a %s (%s)', (name, oid, kind, shape) => {
    expect(byName.get(name)).toMatchObject({ oid, kind, shape });
  });

  it('keeps the SMI facts a template needs: syntax, units, access, enumerations, description', () => {
    expect(byName.get('upsEstimatedChargeRemaining')).toMatchObject({
      syntax: 'INTEGER (0..100)',
      units: 'percent',
      access: 'read-only',
      status: 'current',
      description:
        'An estimate of the battery charge remaining expressed as a percent of full charge.',
      enums: [],
    });
    expect(byName.get('upsBatteryVoltage')).toMatchObject({
      syntax: 'NonNegativeInteger',
      units: '0.1 Volt DC',
    });
    expect(byName.get('upsIdentModel')?.syntax).toBe('DisplayString (SIZE (0..63))');
    expect(byName.get('upsOutputSource')?.enums).toEqual([
      { value: 1, label: 'other' },
      { value: 2, label: 'none' },
      { value: 3, label: 'normal' },
      { value: 4, label: 'bypass' },
      { value: 5, label: 'battery' },
      { value: 6, label: 'booster' },
      { value: 7, label: 'reducer' },
    ]);
    expect(byName.get('upsShutdownAfterDelay')).toMatchObject({
      syntax: 'INTEGER (-1..2147483647)',
      access: 'read-write',
    });
  });

  const snmptranslate = '/usr/bin/snmptranslate';
  it.skipIf(!existsSync(snmptranslate))(
    'places every object where Net-SNMP’s snmptranslate does',
    () => {
      // -Tz: every node of the loaded modules as "name" "oid".
      const printed = execFileSync(
        snmptranslate,
        ['-M', `${shippedDir}:${netSnmpDir}`, '-m', 'UPS-MIB', '-Tz'],
        {
          encoding: 'utf8',
          env: { ...process.env, MIBDIRS: '', MIBS: '' },
        },
      );
      const truth = new Map(
        [...printed.matchAll(/^"([^"]+)"\s+"([\d.]+)"$/gm)].map(([, name, oid]) => [name!, oid!]),
      );
      for (const object of parsed.objects) {
        expect(`${object.name} ${object.oid}`).toBe(`${object.name} ${truth.get(object.name)}`);
      }
      expect(
        execFileSync(
          snmptranslate,
          [
            '-M',
            `${shippedDir}:${netSnmpDir}`,
            '-m',
            'UPS-MIB',
            '-On',
            'UPS-MIB::upsEstimatedChargeRemaining.0',
          ],
          { encoding: 'utf8' },
        ).trim(),
      ).toBe(`.${byName.get('upsEstimatedChargeRemaining')!.oid}.0`);
    },
  );

  it('prints nothing of net-snmp’s own while parsing', () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    refusal(module('NOISY-MIB', [PROBE_ROOT, ...probe()]));
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('an uploaded module', () => {
  it('parses with its imports from the shipped modules and from the customer’s own', () => {
    const tc = [
      'PROBE-TC DEFINITIONS ::= BEGIN',
      'IMPORTS TEXTUAL-CONVENTION FROM SNMPv2-TC enterprises FROM SNMPv2-SMI;',
      'probeRoot OBJECT IDENTIFIER ::= { enterprises 99999 }',
      'ProbeLevel ::= TEXTUAL-CONVENTION',
      '    STATUS current',
      '    DESCRIPTION "A level."',
      '    SYNTAX INTEGER { low(1), high(2) }',
      'END',
    ].join('\n');
    const text = module(
      'PROBE-MIB',
      [
        'probeObjects OBJECT IDENTIFIER ::= { probeRoot 7 }',
        ...probe('probeLevel', 'probeObjects', 'SYNTAX ProbeLevel'),
        'probeUptime OBJECT-TYPE',
        '    SYNTAX DisplayString',
        '    UNITS "seconds"',
        '    MAX-ACCESS read-only',
        '    STATUS current',
        '    DESCRIPTION',
        '        "How long',
        '         the probe has run."',
        '    ::= { probeObjects 2 }',
      ],
      'OBJECT-TYPE FROM SNMPv2-SMI DisplayString FROM SNMPv2-TC probeRoot, ProbeLevel FROM PROBE-TC',
    );
    const parsed = parseMib(text, library({ 'PROBE-TC': tc }));
    expect(parsed.imports).toEqual(['SNMPv2-SMI', 'SNMPv2-TC', 'PROBE-TC']);
    expect(parsed.objects).toEqual([
      expect.objectContaining({ name: 'probeObjects', oid: '1.3.6.1.4.1.99999.7' }),
      expect.objectContaining({
        name: 'probeLevel',
        oid: '1.3.6.1.4.1.99999.7.1',
        shape: 'scalar',
        enums: [
          { value: 1, label: 'low' },
          { value: 2, label: 'high' },
        ],
      }),
      expect.objectContaining({
        name: 'probeUptime',
        oid: '1.3.6.1.4.1.99999.7.2',
        units: 'seconds',
        description: 'How long the probe has run.',
      }),
    ]);
  });

  it.each([
    ['an empty file', '  \n', messages.mibEmpty],
    [
      'a text that is no module',
      'hello world\n',
      messages.mibLine(1, "a MIB module starts with 'NAME DEFINITIONS ::= BEGIN'"),
    ],
    [
      'a quote never closed',
      module('BAD-MIB', [
        PROBE_ROOT,
        ...probe().slice(0, 4),
        '    DESCRIPTION "A probe',
        '    ::= { probeObjects 1 }',
      ]),
      messages.mibLine(8, 'a text in quotes starts here and is never closed'),
    ],
    [
      'a brace never closed',
      module('BAD-MIB', ['probeObjects OBJECT IDENTIFIER ::= { enterprises 99999 7', ...probe()]),
      messages.mibLine(3, "this '{' is never closed"),
    ],
    [
      'a bracket closed by the wrong one',
      module('BAD-MIB', [
        PROBE_ROOT,
        ...probe('probeTemp', 'probeObjects', 'SYNTAX Integer32 (0..10}'),
      ]),
      messages.mibLine(5, "'}' does not close the '(' opened on line 5"),
    ],
    [
      'no END',
      ['BAD-MIB DEFINITIONS ::= BEGIN', 'IMPORTS enterprises FROM SNMPv2-SMI;', PROBE_ROOT].join(
        '\n',
      ),
      messages.mibLine(3, 'the module has no END'),
    ],
    [
      'two modules in one file',
      `${module('ONE-MIB', [PROBE_ROOT])}${module('TWO-MIB', [PROBE_ROOT])}`,
      messages.mibLine(5, 'a second module (TWO-MIB) starts here: upload one module per file'),
    ],
    [
      'an OBJECT-TYPE without SYNTAX',
      module('BAD-MIB', [PROBE_ROOT, ...probe('probeTemp', 'probeObjects', 'UNITS "C"')]),
      messages.mibLine(4, 'OBJECT-TYPE probeTemp has no SYNTAX clause'),
    ],
    [
      'an object under a node nobody defines',
      module('BAD-MIB', [PROBE_ROOT, ...probe('probeTemp', 'probeObjcts')]),
      messages.mibLine(
        4,
        'probeTemp is placed under probeObjcts, which this module neither defines nor imports',
      ),
    ],
    [
      'a parent imported from a module that does not define it',
      module(
        'BAD-MIB',
        ['probeObjects OBJECT IDENTIFIER ::= { upsIdent 99 }'],
        'upsIdent FROM SNMPv2-MIB',
      ),
      messages.mibLine(
        2,
        'upsIdent is imported from SNMPv2-MIB, which does not define it (probeObjects is placed under it)',
      ),
    ],
    [
      'a name defined twice',
      module('BAD-MIB', [
        PROBE_ROOT,
        ...probe(),
        'probeObjects OBJECT IDENTIFIER ::= { enterprises 99999 8 }',
      ]),
      messages.mibLine(10, 'probeObjects is defined twice (first on line 3)'),
    ],
    [
      'an OID value that is no OID',
      module('BAD-MIB', ['probeObjects OBJECT IDENTIFIER ::= { enterprises "x" }']),
      messages.mibLine(3, 'probeObjects: an OID value must read { parent number }'),
    ],
    [
      'IMPORTS without its semicolon',
      [
        'BAD-MIB DEFINITIONS ::= BEGIN',
        'IMPORTS enterprises FROM SNMPv2-SMI',
        PROBE_ROOT,
        'END',
      ].join('\n'),
      messages.mibLine(2, "IMPORTS has no closing ';'"),
    ],
    [
      'a character no MIB uses',
      module('BAD-MIB', [PROBE_ROOT, '@']),
      messages.mibLine(4, "unexpected character '@'"),
    ],
    [
      'a stray word',
      module('BAD-MIB', ['stray', PROBE_ROOT]),
      messages.mibLine(3, "'stray' starts no definition"),
    ],
    [
      'an import from an unknown module',
      module('VENDOR-MIB', [PROBE_ROOT], 'enterprises FROM SNMPv2-SMI vendorRoot FROM VENDOR-SMI'),
      messages.mibLine(2, messages.mibMissingImports(['VENDOR-SMI'])),
    ],
    [
      'imports from two unknown modules',
      module(
        'VENDOR-MIB',
        [PROBE_ROOT],
        'enterprises FROM SNMPv2-SMI VendorType FROM VENDOR-TC vendorRoot FROM VENDOR-SMI',
      ),
      messages.mibLine(2, messages.mibMissingImports(['VENDOR-TC', 'VENDOR-SMI'])),
    ],
    [
      'a base module',
      readFileSync(join(netSnmpDir, 'SNMPv2-SMI.mib'), 'utf8'),
      messages.mibCoreModule('SNMPv2-SMI'),
    ],
  ])('refuses %s with the line and the reason', (_name, text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('reads enumerations, SMIv1 clauses and multi-arc OIDs however they are laid out', () => {
    const text = module('LAYOUT-MIB', [
      PROBE_ROOT,
      'probeMode OBJECT-TYPE SYNTAX INTEGER { a(1), b (2) ,c(3)} MAX-ACCESS read-only STATUS current DESCRIPTION "x" ::= { probeObjects 1 }',
      'probeOld OBJECT-TYPE SYNTAX Integer32 ACCESS read-only STATUS mandatory ::= { probeObjects 2 }',
      'probeDeep OBJECT IDENTIFIER ::= { probeObjects sub(3) 4 }',
    ]);
    expect(parseMib(text, library()).objects.slice(1)).toMatchObject([
      {
        name: 'probeMode',
        enums: [
          { value: 1, label: 'a' },
          { value: 2, label: 'b' },
          { value: 3, label: 'c' },
        ],
      },
      { name: 'probeOld', access: 'read-only', shape: 'scalar', description: null },
      { name: 'probeDeep', oid: '1.3.6.1.4.1.99999.7.3.4' },
    ]);
  });

  it('names a module missing further down the imports', () => {
    const vendor = module(
      'VENDOR-MIB',
      ['vendorRoot OBJECT IDENTIFIER ::= { enterprises 99998 }'],
      'enterprises FROM SNMPv2-SMI x FROM VENDOR-SMI',
    );
    const text = module(
      'PROBE-MIB',
      [PROBE_ROOT],
      'enterprises FROM SNMPv2-SMI vendorRoot FROM VENDOR-MIB',
    );
    expect(refusal(text, { 'VENDOR-MIB': vendor })).toBe(
      messages.mibLine(2, messages.mibMissingImports(['VENDOR-SMI'])),
    );
  });
});
