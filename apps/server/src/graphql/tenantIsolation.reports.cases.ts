import { cases, refused, type IsolationCase } from './tenantIsolation.kit.js';

// The reports area's operations, called by Home's users with the Victim's customer, dashboard,
// kept report and report schedule (tenantFixture: each customer has one of each, and a run of
// the schedule queued with send now).

const RANGE = () => {
  const end = Date.now();
  return { s: end - 24 * 3600_000, e: end };
};

export const REPORT_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'report',
    `query($v: ID!, $c: ID, $s: Float!, $e: Float!) { report(viewID: $v, customerID: $c,
      reportRange: DAY, startDate: $s, endDate: $e, timezoneOffset: 0) {
      reportUrl report { id viewName } } }`,
    [
      ['a Victim dashboard', (v) => ({ v: v.viewId, ...RANGE() }), refused()],
      [
        'a Victim dashboard under Home',
        (v, h) => ({ v: v.viewId, c: h.customerId, ...RANGE() }),
        refused(),
      ],
      ['in the Victim customer', (v) => ({ v: v.viewId, c: v.customerId, ...RANGE() }), refused()],
      [
        'Home’s dashboard in the Victim customer',
        (v, h) => ({ v: h.viewId, c: v.customerId, ...RANGE() }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'reports',
    `query($c: ID!) { reports(customerID: $c) { total reports { id viewName url } } }`,
    [['of the Victim customer', (v) => ({ c: v.customerId }), refused()]],
  ),
  ...cases(
    'reportSchedules',
    `query($c: ID!) { reportSchedules(customerID: $c) { id viewName recipients } }`,
    [['of the Victim customer', (v) => ({ c: v.customerId }), refused()]],
  ),
];

const SCHEDULE_TARGETS: [
  string,
  (
    v: { reportScheduleId: string; customerId: string },
    h: { customerId: string },
  ) => Record<string, unknown>,
][] = [
  ['a Victim schedule under Home', (v, h) => ({ i: v.reportScheduleId, c: h.customerId })],
  ['a Victim schedule in the Victim customer', (v) => ({ i: v.reportScheduleId, c: v.customerId })],
];

export const REPORT_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'addReportSchedule',
    `mutation($c: ID!, $v: ID!) { addReportSchedule(customerID: $c, viewID: $v, range: DAY,
      time: "07:00", timeZone: "UTC", recipients: ["taken@over.test"]) { id } }`,
    [
      ['in the Victim customer', (v) => ({ c: v.customerId, v: v.viewId }), refused()],
      ['on a Victim dashboard under Home', (v, h) => ({ c: h.customerId, v: v.viewId }), refused()],
    ],
  ),
  ...cases(
    'updateReportSchedule',
    `mutation($i: ID!, $c: ID!) { updateReportSchedule(id: $i, customerID: $c,
      recipients: ["taken@over.test"]) { id recipients } }`,
    SCHEDULE_TARGETS.map(([title, vars]) => [title, vars, refused()]),
  ),
  ...cases(
    'deleteReportSchedule',
    `mutation($i: ID!, $c: ID!) { deleteReportSchedule(id: $i, customerID: $c) }`,
    SCHEDULE_TARGETS.map(([title, vars]) => [title, vars, refused()]),
  ),
  ...cases(
    'sendReportNow',
    `mutation($i: ID!, $c: ID!) { sendReportNow(id: $i, customerID: $c) { id pending } }`,
    SCHEDULE_TARGETS.map(([title, vars]) => [title, vars, refused()]),
  ),
  ...cases('deleteReport', `mutation($i: ID!, $c: ID!) { deleteReport(id: $i, customerID: $c) }`, [
    ['a Victim report under Home', (v, h) => ({ i: v.reportId, c: h.customerId }), refused()],
    [
      'a Victim report in the Victim customer',
      (v) => ({ i: v.reportId, c: v.customerId }),
      refused(),
    ],
  ]),
];
