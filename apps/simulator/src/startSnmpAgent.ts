import {
  CARD_CONFIG_OBJECTS,
  CARD_CONFIG_OID,
  TRUTH_VALUE,
  type CardConfigObject,
  type CardConfigObjectType,
} from '@vigil/domain';
import snmp from 'net-snmp';
import { DEVICE_PROFILES } from './deviceProfiles.js';
import type { DeviceModel } from './DeviceModel.js';
import { encodeSnmpValue } from './encodeSnmpValue.js';
import { NET_SNMP_OBJECT_TYPE } from './netSnmpObjectType.js';
import { netSnmpDgram } from './netSnmpDgram.js';
import type { SnmpPoint, SnmpPointType } from './SnmpPoint.js';
import { toNetSnmpUser, type SnmpV3User } from './SnmpV3User.js';

/** What the agent serves in the MIB-2 system group. */
export interface SnmpSystemGroup {
  sysDescr: string;
  sysObjectID: string;
  sysName: string;
}

export interface SnmpAgentOptions {
  model: DeviceModel;
  /** Every point's name must be one of the model's points. */
  map: readonly SnmpPoint[];
  host?: string;
  /** Defaults to 161; 0 picks a free port, and the handle says which. */
  port?: number;
  /** The v1/v2c community that reads; defaults to 'public'. */
  community?: string;
  /**
   * The v1/v2c community that may also SET the writable objects (sysName, sysContact and the
   * card-config objects). Defaults to `community`: a simulated card is configured with the one
   * community its gateway polls it with, as a site's equipment credentials hold one.
   */
  writeCommunity?: string;
  /** v3 users read and write unless marked readOnly. */
  v3Users?: readonly SnmpV3User[];
  /** Defaults to the device kind's profile, with the kind as sysName. */
  system?: Partial<SnmpSystemGroup>;
}

export interface SnmpAgentHandle {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** The slice of net-snmp's untyped agent this module uses. */
interface MibRequest {
  oid: string;
  operation: snmp.PduType;
  instanceNode: { value: unknown };
  done(error?: { errorStatus: snmp.ErrorStatus }): void;
}
interface AccessControlModel {
  setCommunityAccess(community: string, level: snmp.AccessLevel): void;
  setUserAccess(name: string, level: snmp.AccessLevel): void;
}
interface Mib {
  registerProvider(provider: object): void;
  setScalarValue(name: string, value: unknown): void;
  addTableRow(name: string, row: unknown[]): void;
}

const SYSTEM_OID = '1.3.6.1.2.1.1';
const READ_ONLY = snmp.MaxAccess['read-only'];
const READ_WRITE = snmp.MaxAccess['read-write'];
/** DisplayString (SNMPv2-TC): at most 255 octets. */
const DISPLAY_STRING = { sizes: [{ min: 0, max: 255 }] };

/** What the card-config objects hold before anything sets them (cardConfigOids.ts). */
const CARD_CONFIG_DEFAULTS: Record<
  Exclude<keyof typeof CARD_CONFIG_OBJECTS, 'sysName' | 'sysContact'>,
  string | number
> = {
  vigilCardTrapDestination: '0.0.0.0',
  vigilCardTrapCommunity: '',
  vigilCardUserName: '',
  vigilCardUserPassword: '',
  vigilCardV3User: '',
  vigilCardV3Access: TRUTH_VALUE.false,
  vigilCardApproved: TRUTH_VALUE.false,
};
const SNMP_OBJECT_TYPES: Record<CardConfigObjectType, snmp.ObjectType> = {
  OctetString: snmp.ObjectType.OctetString,
  Integer: snmp.ObjectType.Integer,
  IpAddress: snmp.ObjectType.IpAddress,
};
/** What a SET may write: DisplayStrings, TruthValues, any address. */
const CONSTRAINTS: Record<CardConfigObjectType, object> = {
  OctetString: DISPLAY_STRING,
  Integer: { enumeration: { [TRUTH_VALUE.true]: 'true', [TRUTH_VALUE.false]: 'false' } },
  IpAddress: {},
};
const TIME_TICKS_MODULUS = 2 ** 32;

const arcsOf = (oid: string) => oid.split('.');

interface TableCells {
  columns: Map<number, SnmpPointType>;
  rows: Set<number>;
}

/** Group a map's points into scalars and table cells, refusing OIDs the agent cannot serve. */
function layOut(map: readonly SnmpPoint[]) {
  const scalars: SnmpPoint[] = [];
  const tables = new Map<string, TableCells>();
  const seen = new Set<string>();
  for (const point of map) {
    if (!/^\d+(\.\d+)+$/.test(point.oid)) throw new Error(`${point.name}: bad OID '${point.oid}'`);
    if (point.oid.startsWith(`${CARD_CONFIG_OID}.`) || point.oid.startsWith(`${SYSTEM_OID}.`)) {
      throw new Error(`${point.name}: ${point.oid} is one of the agent's own objects`);
    }
    if (seen.has(point.oid)) throw new Error(`${point.name}: OID ${point.oid} is served twice`);
    seen.add(point.oid);
    const arcs = arcsOf(point.oid);
    const row = Number(arcs.at(-1));
    const column = Number(arcs.at(-2));
    if (row === 0) {
      scalars.push(point);
      continue;
    }
    if (column <= 1) {
      throw new Error(
        `${point.name}: column 1 of a table is its index, not a value (${point.oid})`,
      );
    }
    const entry = arcs.slice(0, -2).join('.');
    const table: TableCells = tables.get(entry) ?? { columns: new Map(), rows: new Set() };
    if ((table.columns.get(column) ?? point.type) !== point.type) {
      throw new Error(`${point.name}: column ${column} of ${entry} mixes types`);
    }
    table.columns.set(column, point.type);
    table.rows.add(row);
    tables.set(entry, table);
  }
  return { scalars, tables };
}

/**
 * Serve a live device model over SNMP v1, v2c and v3 with its SNMP map and the MIB-2 system
 * group. Every GET, GETNEXT and GETBULK reads the model afresh, so a forced value is served
 * from the next request on.
 *
 * Like a network card it can be configured (Configure Card(s), cardConfigOids.ts): sysName,
 * sysContact and the card-config objects accept a SET from the write community or a v3 user
 * that is not read-only, and later requests serve what was set (the password reads back empty).
 * Everything else is read-only (notWritable).
 */
export async function startSnmpAgent(options: SnmpAgentOptions): Promise<SnmpAgentHandle> {
  const { model, map } = options;
  const host = options.host ?? '127.0.0.1';
  const unknown = map.find((point) => !model.pointNames.includes(point.name));
  if (unknown) {
    throw new Error(`SNMP point ${unknown.name} is not a point of the ${model.kind} model`);
  }
  // Converted before anything binds, so a bad user fails the start with its reason.
  const users = (options.v3Users ?? []).map((user) => ({ user, netSnmp: toNetSnmpUser(user) }));
  const { scalars, tables } = layOut(map);
  const profile = DEVICE_PROFILES[model.kind];
  const system: SnmpSystemGroup = {
    sysDescr: `${profile.manufacturer} ${profile.model}: ${profile.description}`,
    sysObjectID: profile.sysObjectID,
    sysName: model.kind,
    ...options.system,
  };

  const byOid = new Map(map.map((point) => [point.oid, point]));
  const served = (point: SnmpPoint, values: Record<string, number>) =>
    encodeSnmpValue(values[point.name] ?? Number.NaN, point);
  const refresh = (request: MibRequest) => {
    const point = byOid.get(request.oid);
    if (point) {
      try {
        request.instanceNode.value = served(point, model.read());
      } catch {
        // A value forced past what the type holds: refuse it rather than serve it changed.
        request.done({ errorStatus: snmp.ErrorStatus.GeneralError });
        return;
      }
    }
    request.done();
  };

  const udp = netSnmpDgram(options.port ?? 161);
  // Requests from unknown communities or users are the agent's to refuse; nothing to report.
  const agent = snmp.createAgent(
    {
      address: host,
      dgramModule: udp.dgramModule,
      accessControlModelType: snmp.AccessControlModelType.Simple,
    },
    () => undefined,
  );
  try {
    const socket = await udp.listening;
    const authorizer = agent.getAuthorizer();
    const access = authorizer.getAccessControlModel() as AccessControlModel;
    const community = options.community ?? 'public';
    const writeCommunity = options.writeCommunity ?? community;
    for (const name of new Set([community, writeCommunity])) {
      authorizer.addCommunity(name);
      const level =
        name === writeCommunity ? snmp.AccessLevel.ReadWrite : snmp.AccessLevel.ReadOnly;
      access.setCommunityAccess(name, level);
    }
    for (const { user, netSnmp } of users) {
      authorizer.addUser(netSnmp);
      const level = user.readOnly ? snmp.AccessLevel.ReadOnly : snmp.AccessLevel.ReadWrite;
      access.setUserAccess(user.name, level);
    }

    const mib = agent.getMib() as Mib;
    const started = Date.now();
    /** A scalar; `writable` ones take a SET of a value within their constraints. */
    const scalar = (
      oid: string,
      name: string,
      type: snmp.ObjectType,
      value: unknown,
      extra: { handler?: (request: MibRequest) => void; writable?: { constraints: object } } = {},
    ) => {
      mib.registerProvider({
        name,
        type: snmp.MibProviderType.Scalar,
        oid,
        scalarType: type,
        maxAccess: extra.writable ? READ_WRITE : READ_ONLY,
        ...(extra.writable && { constraints: extra.writable.constraints }),
        ...(extra.handler && { handler: extra.handler }),
      });
      mib.setScalarValue(name, value);
    };
    scalar(`${SYSTEM_OID}.1`, 'sysDescr', snmp.ObjectType.OctetString, system.sysDescr);
    scalar(`${SYSTEM_OID}.2`, 'sysObjectID', snmp.ObjectType.OID, system.sysObjectID);
    scalar(`${SYSTEM_OID}.3`, 'sysUpTime', snmp.ObjectType.TimeTicks, 0, {
      handler: (request) => {
        request.instanceNode.value = Math.floor((Date.now() - started) / 10) % TIME_TICKS_MODULUS;
        request.done();
      },
    });
    const writable = { constraints: DISPLAY_STRING };
    scalar(`${SYSTEM_OID}.4`, 'sysContact', snmp.ObjectType.OctetString, '', { writable });
    scalar(`${SYSTEM_OID}.5`, 'sysName', snmp.ObjectType.OctetString, system.sysName, {
      writable,
    });
    for (const [name, value] of Object.entries(CARD_CONFIG_DEFAULTS)) {
      const object: CardConfigObject =
        CARD_CONFIG_OBJECTS[name as keyof typeof CARD_CONFIG_DEFAULTS];
      scalar(object.oid.replace(/\.0$/, ''), name, SNMP_OBJECT_TYPES[object.type], value, {
        writable: { constraints: CONSTRAINTS[object.type] },
        // A secret reads back empty, as on a card.
        ...(object.writeOnly && {
          handler: (request: MibRequest) => {
            if (request.operation !== snmp.PduType.SetRequest) request.instanceNode.value = '';
            request.done();
          },
        }),
      });
    }

    const values = model.read();
    for (const point of scalars) {
      const oid = arcsOf(point.oid).slice(0, -1).join('.');
      scalar(oid, point.oid, NET_SNMP_OBJECT_TYPE[point.type], served(point, values), {
        handler: refresh,
      });
    }
    for (const [entry, { columns, rows }] of tables) {
      const columnTypes = [...columns].sort(([a], [b]) => a - b);
      mib.registerProvider({
        name: entry,
        type: snmp.MibProviderType.Table,
        oid: entry,
        maxAccess: snmp.MaxAccess['not-accessible'],
        tableColumns: [
          // Readable, unlike the UPS-MIB's not-accessible line index, so that a walk of the
          // table does not stop at an error.
          { number: 1, name: 'index', type: snmp.ObjectType.Integer, maxAccess: READ_ONLY },
          ...columnTypes.map(([number, type]) => ({
            number,
            name: `column${number}`,
            type: NET_SNMP_OBJECT_TYPE[type],
            maxAccess: READ_ONLY,
          })),
        ],
        tableIndex: [{ columnName: 'index' }],
        handler: refresh,
      });
      for (const row of [...rows].sort((a, b) => a - b)) {
        mib.addTableRow(entry, [
          row,
          ...columnTypes.map(([column]) => {
            const point = byOid.get(`${entry}.${column}.${row}`);
            if (!point) {
              throw new Error(`Table ${entry} has no point for column ${column}, row ${row}`);
            }
            return served(point, values);
          }),
        ]);
      }
    }

    return {
      host,
      port: socket.address().port,
      close: () => new Promise<void>((resolve) => agent.close(() => resolve())),
    };
  } catch (error) {
    // Without a callback: net-snmp asks a socket for its address to call one back, and a
    // socket that never bound has none.
    agent.close();
    throw error;
  }
}
