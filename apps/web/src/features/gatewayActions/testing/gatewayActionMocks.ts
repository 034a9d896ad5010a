import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  DiscoveryDocument,
  GatewayActionQueueDocument,
  GatewayDocument,
} from '../../../graphql/generated/graphql';
import type {
  DiscoveryQuery,
  GatewayActionFieldsFragment,
  GatewayFieldsFragment,
} from '../../../graphql/generated/graphql';

export const ALWAYS = Number.POSITIVE_INFINITY;

type Action = GatewayActionFieldsFragment & { __typename: 'GatewayAction' };

/** A queued action as the API answers it, with the cache's type names. */
export function actionFixture(
  id: string,
  extra: Partial<GatewayActionFieldsFragment> = {},
): Action {
  return {
    __typename: 'GatewayAction',
    id,
    gatewayID: '1',
    gatewayType: 'STD',
    action: 'RUN_POLL',
    label: 'Poll',
    ip: null,
    ips: [],
    offset: 0,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    startedAt: null,
    finishedAt: null,
    status: 'PENDING',
    batch: null,
    createdBy: 'Ada Admin',
    output: null,
    error: null,
    files: [],
    progress: null,
    perIp: [],
    meta: [],
    registers: null,
    ...extra,
  } as Action;
}

/** A gateway as its details load it. */
export function gatewayFixture(extra: Partial<GatewayFieldsFragment> = {}) {
  return {
    __typename: 'Network' as const,
    id: '1',
    name: 'Plant room',
    customerID: 'c1',
    ip: '10.0.0.2',
    lastUpdated: new Date(Date.now() - 20_000).toISOString(),
    pollInterval: 60,
    slave: false,
    listenTriggered: false,
    disconnected: false,
    gwType: 'STD',
    haStatus: 'STD',
    version: '1.4.0',
    externalID: null,
    deviceCount: 3,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...extra,
  };
}

export function gatewayMock(
  answer: () => ReturnType<typeof gatewayFixture>,
  calls: unknown[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: GatewayDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: { network: answer() } };
    },
  };
}

/** The queue, read from `current()` at each request, so a test can change what comes next. */
export function queueMock(
  current: () => GatewayActionFieldsFragment[],
  calls: unknown[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: GatewayActionQueueDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: { gatewayActionQueue: current() } };
    },
  };
}

/** A mutation answered once, with data or a refusal (naming an argument when `field` is given). */
export function mutationMock<V>(
  query: MockLink.MockedResponse['request']['query'],
  matches: (variables: V) => boolean,
  outcome: { data: Record<string, unknown> } | { error: string; field?: string },
  calls: V[] = [],
): MockLink.MockedResponse {
  return {
    request: { query, variables: matches as (variables: Record<string, unknown>) => boolean },
    result: (variables: V) => {
      calls.push(variables);
      return 'data' in outcome
        ? { data: outcome.data }
        : {
            errors: [
              new GraphQLError(outcome.error, {
                extensions: outcome.field ? { code: 'BAD_USER_INPUT', field: outcome.field } : {},
              }),
            ],
          };
    },
  } as MockLink.MockedResponse;
}

type Discovery = NonNullable<DiscoveryQuery['discovery']>;
export type Device = Discovery['devices'][number];

export function deviceFixture(ip: string, extra: Partial<Device> = {}): Device {
  return {
    __typename: 'DiscoveredDevice',
    ip,
    sysName: `ups-${ip.split('.').pop() ?? ''}`,
    sysDescr: 'APC Web/SNMP Management Card',
    sysObjectID: '1.3.6.1.4.1.318.1.3.27',
    credential: 0,
    libraryID: '70',
    libraryName: 'APC Smart-UPS',
    onboarded: false,
    ...extra,
  } as Device;
}

/** The scan, read from `current()` at each request. */
export function discoveryMock(
  current: () => { action: GatewayActionFieldsFragment; devices: Device[] } | null,
  calls: unknown[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: DiscoveryDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: (variables: unknown) => {
      calls.push(variables);
      const discovery = current();
      return {
        data: {
          discovery: discovery ? { __typename: 'Discovery', ...discovery } : null,
        },
      };
    },
  };
}
