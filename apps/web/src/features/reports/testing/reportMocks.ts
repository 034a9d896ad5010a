// Server answers for the report screens' tests.
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ReportSchedulesDocument, ReportsDocument } from '../../../graphql/generated/graphql';
import type {
  ReportFieldsFragment,
  ReportScheduleFieldsFragment,
} from '../../../graphql/generated/graphql';

export const NOW = Date.UTC(2026, 2, 10, 12);
export const DAY = 24 * 3600_000;

export const reportOf = (id: string, extra: Partial<ReportFieldsFragment> = {}) =>
  ({
    __typename: 'Report',
    id,
    viewID: 'v1',
    viewName: 'Plant',
    range: 'DAY',
    startDate: NOW - DAY,
    endDate: NOW,
    timeZone: 'UTC',
    createdBy: 'Ada Lovelace',
    scheduleID: null,
    createdAt: NOW,
    size: 1536,
    url: `/reports/${id}.pdf`,
    canDelete: true,
    ...extra,
  }) as ReportFieldsFragment;

export const scheduleOf = (id: string, extra: Partial<ReportScheduleFieldsFragment> = {}) =>
  ({
    __typename: 'ReportSchedule',
    id,
    viewID: 'v1',
    viewName: 'Plant',
    range: 'WEEK',
    time: '07:00',
    timeZone: 'Europe/Berlin',
    recipients: ['ops@acme.test', 'boss@acme.test'],
    nextRunAt: NOW + DAY,
    lastRunAt: null,
    lastError: null,
    createdBy: 'Ada Lovelace',
    pending: false,
    ...extra,
  }) as ReportScheduleFieldsFragment;

/** One page of past reports, as the server answers a limit and offset. */
export const reportsMock = (
  offset: number,
  reports: ReportFieldsFragment[],
  total: number,
  limit = 25,
): MockLink.MockedResponse => ({
  request: { query: ReportsDocument, variables: { customerID: 'c1', limit, offset } },
  result: { data: { reports: { __typename: 'ReportPage', reports, total } } },
});

export const schedulesMock = (
  schedules: ReportScheduleFieldsFragment[],
): MockLink.MockedResponse => ({
  request: { query: ReportSchedulesDocument, variables: { customerID: 'c1' } },
  result: { data: { reportSchedules: schedules } },
});

/** A refusal as the server words it. */
export const refusal = (message: string) => ({ errors: [new GraphQLError(message)] });
