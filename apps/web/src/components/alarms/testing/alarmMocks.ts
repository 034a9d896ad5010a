import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AcknowledgeAlarmDocument,
  AlarmCountsDocument,
  AlarmDeliveriesDocument,
  AlarmsDocument,
} from '../../../graphql/generated/graphql';
import type {
  AcknowledgeAlarmMutationVariables,
  AlarmCountsQueryVariables,
  AlarmDeliveriesQuery,
  AlarmFieldsFragment,
  AlarmsQueryVariables,
} from '../../../graphql/generated/graphql';
import type { AlarmListCounts } from '../alarmLists';

const ALWAYS = Number.POSITIVE_INFINITY;

/** A failure as the server answers it: the message, and the access code when there is one. */
export interface MockFailure {
  error: string;
  code?: string;
}

function failure({ error, code }: MockFailure) {
  return { errors: [new GraphQLError(error, code ? { extensions: { code } } : {})] };
}

/** An open sensor alarm as the API answers it, with the cache's type name. */
export function alarmFixture(
  id: string,
  name: string,
  extra: Partial<AlarmFieldsFragment> = {},
): AlarmFieldsFragment {
  return {
    __typename: 'Alarm',
    id,
    customerID: 'c1',
    subjectKind: 'sensor',
    name,
    sensorID: `s${id}`,
    equipmentID: 'e1',
    equipmentName: 'UPS 1',
    gatewayID: 'g1',
    gatewayName: 'North gateway',
    phase: 'open',
    severity: 'warning',
    value: 231.5,
    unit: 'V',
    detail: null,
    startedAt: new Date(Date.now() - 6 * 60_000).toISOString(),
    openedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    clearedAt: null,
    suppressed: false,
    ack: false,
    ackAt: null,
    ackBy: null,
    ackComment: null,
    ...extra,
  } as AlarmFieldsFragment;
}

export function alarmsMock(
  matches: (variables: AlarmsQueryVariables) => boolean,
  outcome: { alarms: AlarmFieldsFragment[] } | MockFailure,
  maxUsageCount = ALWAYS,
): MockLink.MockedResponse {
  return {
    request: { query: AlarmsDocument, variables: matches },
    maxUsageCount,
    result: 'alarms' in outcome ? { data: { alarms: outcome.alarms } } : failure(outcome),
  };
}

export function alarmCountsMock(
  matches: (variables: AlarmCountsQueryVariables) => boolean,
  outcome: AlarmListCounts | MockFailure,
  maxUsageCount = ALWAYS,
): MockLink.MockedResponse {
  return {
    request: { query: AlarmCountsDocument, variables: matches },
    maxUsageCount,
    result:
      'error' in outcome
        ? failure(outcome)
        : { data: { alarmCounts: { __typename: 'AlarmCounts', ...outcome } } },
  };
}

type Delivery = AlarmDeliveriesQuery['alarmDeliveries'][number];

export function deliveryFixture(id: string, extra: Partial<Delivery> = {}): Delivery {
  return {
    __typename: 'AlarmDelivery',
    id,
    kind: 'opened',
    channel: 'EMAIL',
    recipient: 'ada@acme.test',
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: new Date(Date.now() - 4 * 60_000).toISOString(),
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...extra,
  } as Delivery;
}

export function deliveriesMock(alarmID: string, deliveries: Delivery[]): MockLink.MockedResponse {
  return {
    request: {
      query: AlarmDeliveriesDocument,
      variables: (variables: { alarmID: string }) => variables.alarmID === alarmID,
    },
    maxUsageCount: ALWAYS,
    result: { data: { alarmDeliveries: deliveries } },
  };
}

export function acknowledgeMock(
  matches: (variables: AcknowledgeAlarmMutationVariables) => boolean,
  outcome: { alarm: AlarmFieldsFragment } | MockFailure,
): MockLink.MockedResponse {
  return {
    request: { query: AcknowledgeAlarmDocument, variables: matches },
    result: 'alarm' in outcome ? { data: { acknowledgeAlarm: outcome.alarm } } : failure(outcome),
  };
}
