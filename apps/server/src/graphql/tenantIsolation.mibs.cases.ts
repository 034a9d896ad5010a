import { BUILT_IN_MIB_NAMES } from '../modules/mibs/builtInMibs.js';
import type { TenantFixture } from '../testing/tenantFixture.js';
import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The MIB modules area's operations, called by Home's users with the Victim's customer and its
// module's name and OIDs. Each customer has a module of its own defining probeLoad.

/** Home's modules as mibModules lists them: the built-in ones, then its own. */
const HOME_MODULES = (fx: TenantFixture) => [
  ...BUILT_IN_MIB_NAMES.map((name) => ({ name, builtIn: true })),
  { name: fx.home.mibModule, builtIn: false },
];

const PROBE_MIB = [
  'PROBE-MIB DEFINITIONS ::= BEGIN',
  'IMPORTS enterprises FROM SNMPv2-SMI;',
  'probeRoot OBJECT IDENTIFIER ::= { enterprises 99999 44 }',
  'END',
].join('\n');

export const MIB_QUERY_CASES: IsolationCase[] = [
  ...cases('mibModules', `query($c: ID!) { mibModules(customerID: $c) { name builtIn } }`, [
    ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
    ['of Home’s customer', (_v, h) => ({ c: h.customerId }), returns(HOME_MODULES)],
  ]),
  ...cases(
    'mibObjects',
    `query($c: ID!, $m: String!, $q: String) {
      mibObjects(customerID: $c, module: $m, query: $q) { total items { oid name module } } }`,
    [
      ['a Victim module', (v) => ({ c: v.customerId, m: v.mibModule }), refused()],
      [
        'a Victim module under Home',
        (v, h) => ({ c: h.customerId, m: v.mibModule }),
        returns({ total: 0, items: [] }),
      ],
      [
        'Home’s searched for the Victim’s object',
        (v, h) => ({ c: h.customerId, m: h.mibModule, q: v.mibOid }),
        returns({ total: 0, items: [] }),
      ],
    ],
  ),
  ...cases(
    'resolveOids',
    `query($c: ID!, $o: [String!]!) {
      resolveOids(customerID: $c, oids: $o) { input oid name module instance error } }`,
    [
      ['in the Victim customer', (v) => ({ c: v.customerId, o: ['probeLoad.0'] }), refused()],
      [
        'the Victim’s OID and name under Home',
        (v, h) => ({ c: h.customerId, o: [`${v.mibOid}.0`, 'probeLoad.0'] }),
        returns((fx: TenantFixture) => [
          {
            input: `${fx.victim.mibOid}.0`,
            oid: `${fx.victim.mibOid}.0`,
            name: 'enterprises',
            module: 'SNMPv2-SMI',
            // Named only by what Home may see: SNMPv2-SMI's enterprises (1.3.6.1.4.1).
            instance: `${fx.victim.mibOid.replace(/^1\.3\.6\.1\.4\.1\./, '')}.0`,
            error: null,
          },
          {
            input: 'probeLoad.0',
            oid: `${fx.home.mibOid}.0`,
            name: 'probeLoad',
            module: fx.home.mibModule,
            instance: '0',
            error: null,
          },
        ]),
      ],
    ],
  ),
];

export const MIB_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'importMib',
    `mutation($c: ID!, $f: String!, $t: String!) {
      importMib(customerID: $c, fileName: $f, text: $t) { name objectCount } }`,
    [
      [
        'into the Victim customer',
        (v) => ({ c: v.customerId, f: 'probe.mib', t: PROBE_MIB }),
        refused(),
      ],
    ],
  ),
  ...cases('deleteMib', `mutation($c: ID!, $n: String!) { deleteMib(customerID: $c, name: $n) }`, [
    ['a Victim module', (v) => ({ c: v.customerId, n: v.mibModule }), refused()],
    [
      'a Victim module under Home',
      (v, h) => ({ c: h.customerId, n: v.mibModule }),
      // Home has no module of that name; its read-only user may not delete at all.
      { admin: returns(false), viewer: refused() },
    ],
  ]),
];
