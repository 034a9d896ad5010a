import { messages } from '@vigil/domain';
import type { Tenant, TenantFixture } from '../testing/tenantFixture.js';
import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The alerts area's operations, called by Home's users with the Victim's customer, alarm, view
// and acknowledge link. Each customer has one open alarm of its temperature sensor, told to its
// admin by e-mail (tenantFixture).

/** Home's own acknowledge link pointed at the Victim's alarm: a forgery the signature catches. */
const forged = (v: Tenant, h: Tenant) => h.alertToken.replace(/^\d+\./, `${v.alarmId}.`);

const HOME_OPEN = (fx: TenantFixture) => [{ id: fx.home.alarmId, phase: 'open' }];

/** An alarm rule's condition over one sensor. */
const ruleOver = (sensorID: string) => [
  { kind: 'IF' },
  { kind: 'LEFT_SENSOR', sensorID },
  { kind: 'COMPARATOR', value: '>' },
  { kind: 'RIGHT_SENSOR', value: '1' },
];

export const ALERT_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'alarms',
    `query($c: ID!, $p: String!, $m: Boolean) {
      alarms(customerID: $c, phase: $p, mine: $m) { id phase } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId, p: 'open' }), refused()],
      ['of the Victim customer, mine', (v) => ({ c: v.customerId, p: 'open', m: true }), refused()],
      ['of Home’s customer', (_v, h) => ({ c: h.customerId, p: 'open' }), returns(HOME_OPEN)],
    ],
  ),
  ...cases(
    'alarmCounts',
    `query($c: ID!) { alarmCounts(customerID: $c) { open acknowledged cleared } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      [
        'of Home’s customer',
        (_v, h) => ({ c: h.customerId }),
        returns({ open: 1, acknowledged: 0, cleared: 0 }),
      ],
    ],
  ),
  ...cases(
    'alarmDeliveries',
    `query($c: ID!, $a: ID!) { alarmDeliveries(customerID: $c, alarmID: $a) {
      channel recipient status } }`,
    [
      ['of a Victim alarm', (v) => ({ c: v.customerId, a: v.alarmId }), refused()],
      ['of a Victim alarm under Home', (v, h) => ({ c: h.customerId, a: v.alarmId }), refused()],
    ],
  ),
  ...cases(
    'alarmByToken',
    `query($t: String!) { alarmByToken(token: $t) { customerName alarm { id detail } } }`,
    [
      [
        'a forged link to a Victim alarm',
        (v, h) => ({ t: forged(v, h) }),
        refused(messages.invalidToken),
        { anonymous: refused(messages.invalidToken) },
      ],
    ],
  ),
  ...cases('notifications', `query { notifications { alertID status } }`, [
    [
      'the caller’s own',
      () => ({}),
      {
        // Home's alarm e-mail failed (no SMTP here): sent ones only, so none, and no Victim's.
        admin: returns([]),
        viewer: returns([]),
      },
    ],
  ]),
  ...cases(
    'viewAlerts',
    `query($v: ID!, $c: ID!) { viewAlerts(viewID: $v, customerID: $c) { email red } }`,
    [
      ['of a Victim view', (v) => ({ v: v.viewId, c: v.customerId }), refused()],
      ['of a Victim view under Home', (v, h) => ({ v: v.viewId, c: h.customerId }), refused()],
    ],
  ),
  ...cases('myViewAlerts', `query($c: ID!) { myViewAlerts(customerID: $c) { viewID viewName } }`, [
    ['in the Victim customer', (v) => ({ c: v.customerId }), refused()],
  ]),
  ...cases(
    'viewAlarmRules',
    `query($v: ID!, $c: ID!) { viewAlarmRules(viewID: $v, customerID: $c) { id } }`,
    [
      ['of a Victim view', (v) => ({ v: v.viewId, c: v.customerId }), refused()],
      ['of a Victim view under Home', (v, h) => ({ v: v.viewId, c: h.customerId }), refused()],
      [
        'of Home’s view',
        (_v, h) => ({ v: h.viewId, c: h.customerId }),
        {
          admin: returns((fx: TenantFixture) => [{ id: fx.home.alarmRuleId }]),
          // The read-only user may read the view, not change it: its rules are not theirs.
          viewer: refused(),
        },
      ],
    ],
  ),
];

export const ALERT_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'acknowledgeAlarm',
    `mutation($c: ID!, $id: ID!) { acknowledgeAlarm(customerID: $c, id: $id, comment: "x") { id } }`,
    [
      ['a Victim alarm', (v) => ({ c: v.customerId, id: v.alarmId }), refused()],
      ['a Victim alarm under Home', (v, h) => ({ c: h.customerId, id: v.alarmId }), refused()],
    ],
  ),
  ...cases(
    'acknowledgeAlarmByToken',
    `mutation($t: String!) { acknowledgeAlarmByToken(token: $t, comment: "x") { id } }`,
    [
      [
        'through a forged link',
        (v, h) => ({ t: forged(v, h) }),
        refused(messages.invalidToken),
        { anonymous: refused(messages.invalidToken) },
      ],
    ],
  ),
  ...cases(
    'updateViewAlerts',
    `mutation($v: ID!, $c: ID!, $a: [ViewAlertsInput!]!) {
      updateViewAlerts(viewID: $v, customerID: $c, alerts: $a) { email } }`,
    [
      [
        'of a Victim view',
        (v) => ({ v: v.viewId, c: v.customerId, a: [{ userID: v.adminUserId, red: false }] }),
        refused(),
      ],
      [
        'a Victim user on a Home view',
        (v, h) => ({ v: h.viewId, c: h.customerId, a: [{ userID: v.adminUserId, red: true }] }),
        { admin: refused(messages.unableToAddUser), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'updateUserAlerts',
    `mutation($a: [UserAlertsInput!]!, $t: String) {
      updateUserAlerts(alerts: $a, token: $t) { viewID } }`,
    [
      ['on a Victim view', (v) => ({ a: [{ viewID: v.viewId, red: true }] }), refused()],
      [
        'through a forged link',
        (v, h) => ({ a: [{ viewID: v.viewId, red: true }], t: forged(v, h) }),
        refused(messages.invalidToken),
        { anonymous: refused(messages.invalidToken) },
      ],
    ],
  ),
  ...cases(
    'saveAlarmRule',
    `mutation($v: ID!, $c: ID!, $r: ID, $cond: [AlarmRuleTokenInput!]!) {
      saveAlarmRule(viewID: $v, customerID: $c, ruleID: $r, name: "x", condition: $cond,
        result: "alarm") { id } }`,
    [
      [
        'on a Victim view',
        (v) => ({ v: v.viewId, c: v.customerId, cond: ruleOver(v.temperatureSensorId) }),
        refused(),
      ],
      [
        'over a Victim sensor on Home’s view',
        (v, h) => ({ v: h.viewId, c: h.customerId, cond: ruleOver(v.temperatureSensorId) }),
        { admin: refused(messages.invalidSyntax), viewer: refused() },
      ],
      [
        'a Victim rule through Home’s view',
        (v, h) => ({
          v: h.viewId,
          c: h.customerId,
          r: v.alarmRuleId,
          cond: ruleOver(h.temperatureSensorId),
        }),
        { admin: refused(messages.alarmRuleNotFound), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'deleteAlarmRule',
    `mutation($v: ID!, $c: ID!, $r: ID!) { deleteAlarmRule(viewID: $v, customerID: $c, ruleID: $r) }`,
    [
      ['on a Victim view', (v) => ({ v: v.viewId, c: v.customerId, r: v.alarmRuleId }), refused()],
      [
        'a Victim rule through Home’s view',
        (v, h) => ({ v: h.viewId, c: h.customerId, r: v.alarmRuleId }),
        { admin: refused(messages.alarmRuleNotFound), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'sendTestAlert',
    `mutation($e: String, $c: ID) { sendTestAlert(userEmail: $e, customerID: $c) { channel } }`,
    [
      ['to the Victim’s admin', (v) => ({ e: v.adminEmail }), refused()],
      ['in the Victim customer', (v) => ({ c: v.customerId }), refused()],
    ],
  ),
];
