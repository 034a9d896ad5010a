import { MODBUS_TEMPLATE_CSV_HEADER } from '@vigil/domain';
import type { Tenant, TenantFixture } from '../testing/tenantFixture.js';
import { VICTIM_MARKER } from '../testing/tenantFixture.js';

// The tenant-isolation test's vocabulary: what a case is, what a caller gets, and the field
// selections the case files share. tenantIsolation.cases.ts gathers every area's cases.

export type Actor = 'admin' | 'viewer' | 'anonymous';

/** What a caller gets: an access refusal, or exactly this value of the operation's field. */
export type Expectation =
  | { kind: 'refused'; also?: readonly string[] }
  | { kind: 'returns'; value: (fx: TenantFixture, actor: Actor) => unknown };

export interface IsolationCase {
  operation: string;
  title: string;
  document: string;
  variables: (fx: TenantFixture) => Record<string, unknown>;
  /** For Home's admin and read-only user (one for both, or each their own). */
  expect: Expectation | { admin: Expectation; viewer: Expectation };
  /** Signed out; refused unless stated. */
  anonymous?: Expectation;
  /** The call changes the caller's own session (sign-in, sign-out): run it in a fresh one. */
  ownSession?: boolean;
}

/** Operations that read and write no customer data at all, each with the reason. */
export const PUBLIC_OPERATIONS: Readonly<Record<string, string>> = {
  ping: "answers the constant 'pong' and reads nothing",
  _empty: 'placeholder root mutation field: resolves null and touches nothing',
};

/** An access refusal; `also` names other error codes or messages that count as one. */
export const refused = (...also: string[]): Expectation => ({ kind: 'refused', also });
/** Exactly this value (the Home caller's own, or nothing of the Victim's). */
export const returns = (
  value: unknown | ((fx: TenantFixture, actor: Actor) => unknown),
): Expectation => ({
  kind: 'returns',
  value:
    typeof value === 'function'
      ? (value as (fx: TenantFixture, actor: Actor) => unknown)
      : () => value,
});

export const M = VICTIM_MARKER;
export type Vars = (v: Tenant, h: Tenant) => Record<string, unknown>;

/** One operation's cases: a title, the variables from the Victim and Home tenants, and the expectation. */
export function cases(
  operation: string,
  document: string,
  list: [
    title: string,
    variables: Vars,
    expect: IsolationCase['expect'],
    extra?: Partial<IsolationCase>,
  ][],
): IsolationCase[] {
  return list.map(([title, variables, expect, extra]) => ({
    operation,
    title,
    document,
    variables: (fx) => variables(fx.victim, fx.home),
    expect,
    ...extra,
  }));
}

export const EQUIPMENT = `id name notes tags customerID equipmentIP hasCredentials context
  gateway { id name } equipment { id name manufacturer model owner }`;
export const NETWORK = 'id name customerID ip deviceCount';
export const LIBRARY = `id name model manufacturer owner ownerID vertivModel sysObjectID tags
  snmpTemplate { id name owner } modbusTemplate { id name owner }
  modbusPoints { id name unit sensorID } snmpPoints { id oid name unit sensorID }`;
export const REGISTERS = 'modbusPoints { id name sensorID } snmpPoints { id oid name sensorID }';
export const SENSOR = `id name unit customerID equipmentID equipmentName register status
  reading { value detail createdAt } gateway { id name } equipment { id name model owner }`;
export const VIEW = `id name customerID tags tagIDs author owner ownerID equipmentIDs widgetCount
  errorList { sensorID name equipmentName value } warningList { sensorID name value }
  fullTags { id name }`;
export const TAG = 'id name parentID viewCount tags { id name }';
export const WIDGET = `id name viewID viewName customerID type notes unit states sensorIDs metaIDs
  image imageURL link equipmentID gatewayID timers { id name }`;
export const TIMER = 'id timerID widgetID name resetAt expiresAt';
export const READINGS = `widgetID from to value latest { sensorID value detail status }
  trend { sensorID gatewayID chunks { values } } insights { sensorID expected }`;
export const NO_NAMES = { valid: true, taken: [], message: null };
export const NO_VIEWS = {
  total: 0,
  ok: 0,
  warning: 0,
  error: 0,
  disconnected: 0,
  repair: 0,
  maintenance: 0,
};
export const CSV = `${MODBUS_TEMPLATE_CSV_HEADER}\nProbe,3,0,1,UINT16,,,,,,\n`;
export const PROBE_OIDS = [{ oid: '1.3.6.1.2.1.1.3.0', name: 'Probe' }];
