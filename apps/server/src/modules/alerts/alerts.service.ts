import { brandForProductName, isAlarmListPhase, messages } from '@vigil/domain';
import { verifyAlertToken } from '../../auth/alertTokens.js';
import {
  parseId,
  requireCustomer,
  requireOwned,
  requireView,
  requireViewer,
  viewReaderFor,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, coded, noAccess } from '../../graphql/errors.js';
import type {
  MutationAcknowledgeAlarmArgs,
  MutationAcknowledgeAlarmByTokenArgs,
  MutationSendTestAlertArgs,
  MutationUpdateUserAlertsArgs,
  MutationUpdateViewAlertsArgs,
  QueryAlarmByTokenArgs,
  QueryAlarmCountsArgs,
  QueryAlarmDeliveriesArgs,
  QueryAlarmsArgs,
  QueryMyViewAlertsArgs,
  QueryNotificationsArgs,
  QueryViewAlertsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { createAccessRepository } from '../access/access.repository.js';
import { createAlertsRepository, type AlarmFilter, type AlarmRecord } from './alerts.repository.js';

const ALARM_PAGE_MAX = 200;
const NOTIFICATION_PAGE_MAX = 100;
const VIEW_ALERTS_PAGE_MAX = 500;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An alarm as the API gives it. */
export function toAlarm(a: AlarmRecord) {
  return {
    id: String(a.id),
    customerID: String(a.customerId),
    subjectKind: a.subjectKind,
    subjectID: String(a.subjectId),
    name: a.name,
    sensorID: a.sensorId === null ? null : String(a.sensorId),
    equipmentID: a.equipmentId === null ? null : String(a.equipmentId),
    equipmentName: a.equipmentName,
    gatewayID: String(a.gatewayId),
    gatewayName: a.gatewayName,
    phase: a.phase,
    severity: a.severity,
    value: a.value,
    unit: a.unit,
    detail: a.detail,
    startedAt: a.startedAt.toISOString(),
    openedAt: iso(a.openedAt),
    clearedAt: iso(a.clearedAt),
    suppressed: a.suppressed,
    parentID: a.parentId === null ? null : String(a.parentId),
    ack: a.ackAt !== null,
    ackAt: iso(a.ackAt),
    ackBy: a.ackBy,
    ackComment: a.ackComment,
  };
}

const displayName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

function alarmFilter(
  ctx: GraphQLContext,
  customerID: string,
  query: string | null | undefined,
  mine: boolean | null | undefined,
): AlarmFilter {
  const viewer = requireCustomer(ctx, customerID);
  const customerId = parseId(customerID);
  return {
    customerId,
    query: query?.trim() || undefined,
    reader: mine ? viewReaderFor(viewer, [customerId]) : undefined,
  };
}

export async function listAlarms(ctx: GraphQLContext, args: QueryAlarmsArgs) {
  const filter = alarmFilter(ctx, args.customerID, args.query, args.mine);
  const phase = args.phase;
  if (!isAlarmListPhase(phase)) {
    throw badInput(messages.alarmPhaseUnknown, 'phase');
  }
  const page = pageOf(args.limit, args.offset, ALARM_PAGE_MAX);
  return (await createAlertsRepository(ctx.db).list(filter, phase, page)).map(toAlarm);
}

export async function alarmCounts(ctx: GraphQLContext, args: QueryAlarmCountsArgs) {
  const filter = alarmFilter(ctx, args.customerID, args.query, args.mine);
  return createAlertsRepository(ctx.db).counts(filter);
}

export async function alarmDeliveries(ctx: GraphQLContext, args: QueryAlarmDeliveriesArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const alarmId = parseId(args.alarmID);
  await requireOwned(ctx, 'alarm', [alarmId], customerId);
  const rows = await createAlertsRepository(ctx.db).deliveries(alarmId);
  return rows.map((d) => ({
    id: String(d.id),
    kind: d.kind,
    channel: d.channel,
    recipient: d.recipient,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    sentAt: iso(d.sentAt),
    createdAt: d.createdAt.toISOString(),
  }));
}

/** The alarm and user of a good acknowledge link; 'Invalid token' for anything else. */
async function tokenAlarm(ctx: GraphQLContext, token: string) {
  const claims = verifyAlertToken(token.trim(), ctx.config.sessionSecret, Date.now());
  const alarm = claims ? await createAlertsRepository(ctx.db).byId(claims.alarmId) : null;
  if (!claims || !alarm || alarm.customerId !== claims.customerId) {
    throw coded(messages.invalidToken, 'INVALID_TOKEN');
  }
  return { claims, alarm };
}

export async function alarmByToken(ctx: GraphQLContext, args: QueryAlarmByTokenArgs) {
  const { alarm } = await tokenAlarm(ctx, args.token);
  const customerName = await createAlertsRepository(ctx.db).customerName(alarm.customerId);
  return { alarm: toAlarm(alarm), customerName: customerName ?? '' };
}

/** Acknowledges; an alarm already acknowledged stays as it was, a cleared one is refused. */
async function acknowledge(
  ctx: GraphQLContext,
  alarmId: number,
  by: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'email'>,
  comment: string | null | undefined,
) {
  const repo = createAlertsRepository(ctx.db);
  const text = comment?.trim() || null;
  const done = await repo.acknowledge(alarmId, { userId: by.id, name: displayName(by) }, text);
  const alarm = await repo.byId(alarmId);
  if (!alarm) throw noAccess();
  if (!done && alarm.ackAt === null) {
    throw badInput(messages.onlyOpenAlarmsAcknowledged, 'id');
  }
  if (done) ctx.live.publishAlarms({ customerID: String(alarm.customerId) });
  return toAlarm(alarm);
}

export async function acknowledgeAlarm(ctx: GraphQLContext, args: MutationAcknowledgeAlarmArgs) {
  const customerId = parseId(args.customerID);
  const viewer = requireCustomer(ctx, customerId);
  const alarmId = parseId(args.id);
  await requireOwned(ctx, 'alarm', [alarmId], customerId);
  return acknowledge(ctx, alarmId, viewer, args.comment);
}

export async function acknowledgeAlarmByToken(
  ctx: GraphQLContext,
  args: MutationAcknowledgeAlarmByTokenArgs,
) {
  const { claims, alarm } = await tokenAlarm(ctx, args.token);
  const user = await createAccessRepository(ctx.db).findUserById(claims.userId);
  if (!user) throw coded(messages.invalidToken, 'INVALID_TOKEN');
  return acknowledge(ctx, alarm.id, user, args.comment);
}

export async function notificationsOf(ctx: GraphQLContext, args: QueryNotificationsArgs) {
  const viewer = requireViewer(ctx);
  const page = pageOf(args.limit, args.offset, NOTIFICATION_PAGE_MAX);
  const rows = await createAlertsRepository(ctx.db).notificationsOf(viewer.id, page);
  return rows.map((n) => ({
    id: String(n.id),
    alertID: String(n.alertId),
    ack: n.ack,
    status: n.status,
    createdAt: n.createdAt.toISOString(),
    widgetName: n.widgetName,
    widgetID: n.widgetId === null ? null : String(n.widgetId),
    viewName: n.viewName,
    owner: n.owner,
  }));
}

const toViewUserAlerts = (row: {
  userId: number;
  email: string;
  yellow: boolean;
  red: boolean;
  disconnected: boolean;
  cleared: boolean;
}) => ({ ...row, userID: String(row.userId) });

export async function viewAlerts(ctx: GraphQLContext, args: QueryViewAlertsArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const view = await requireView(ctx, parseId(args.viewID), 'update', customerId);
  return (await createAlertsRepository(ctx.db).viewAlertUsers(view.id)).map(toViewUserAlerts);
}

export async function updateViewAlerts(ctx: GraphQLContext, args: MutationUpdateViewAlertsArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const view = await requireView(ctx, parseId(args.viewID), 'update', customerId);
  const repo = createAlertsRepository(ctx.db);
  const readers = new Set((await repo.viewAlertUsers(view.id)).map((u) => u.userId));
  const rows = args.alerts.map((a) => {
    const userId = parseId(a.userID);
    // Only a user who may read the view can be told of it (spec core §5).
    if (!readers.has(userId)) throw badInput(messages.unableToAddUser, 'alerts');
    return {
      viewId: view.id,
      userId,
      yellow: a.yellow ?? false,
      red: a.red ?? false,
      disconnected: a.disconnected ?? false,
      cleared: a.cleared ?? false,
    };
  });
  await repo.setAlerts(rows);
  return (await repo.viewAlertUsers(view.id)).map(toViewUserAlerts);
}

const toUserViewAlerts = (row: {
  viewId: number;
  viewName: string;
  customerId: number;
  yellow: boolean;
  red: boolean;
  disconnected: boolean;
  cleared: boolean;
}) => ({
  viewID: String(row.viewId),
  viewName: row.viewName,
  customerID: String(row.customerId),
  yellow: row.yellow,
  red: row.red,
  disconnected: row.disconnected,
  cleared: row.cleared,
});

export async function myViewAlerts(ctx: GraphQLContext, args: QueryMyViewAlertsArgs) {
  const customerId = parseId(args.customerID);
  const viewer = requireCustomer(ctx, customerId);
  const page = pageOf(args.limit, args.offset, VIEW_ALERTS_PAGE_MAX);
  const rows = await createAlertsRepository(ctx.db).userViewAlerts(
    viewReaderFor(viewer, [customerId]),
    { customerId },
    page,
  );
  return rows.map(toUserViewAlerts);
}

/**
 * The user's own alert kinds: signed in, or through the token of an alert e-mail (the user it
 * went to). Each view must be one the user may read.
 */
export async function updateUserAlerts(ctx: GraphQLContext, args: MutationUpdateUserAlertsArgs) {
  let user: UserRecord;
  if (args.token) {
    const { claims } = await tokenAlarm(ctx, args.token);
    const found = await createAccessRepository(ctx.db).findUserById(claims.userId);
    if (!found) throw coded(messages.invalidToken, 'INVALID_TOKEN');
    user = found;
  } else {
    user = requireViewer(ctx);
  }
  const viewIds = [...new Set(args.alerts.map((a) => parseId(a.viewID)))];
  const owners = await requireOwned({ ...ctx, viewer: user }, 'view', viewIds);
  // One question for every view named: which of them may this user read?
  const reader = viewReaderFor(user, [...new Set(owners.values())]);
  const repo = createAlertsRepository(ctx.db);
  const page = { limit: viewIds.length, offset: 0 };
  const readable = await repo.userViewAlerts(reader, { viewIds }, page);
  if (readable.length !== viewIds.length) throw noAccess();
  await repo.setAlerts(
    args.alerts.map((a) => ({
      viewId: parseId(a.viewID),
      userId: user.id,
      yellow: a.yellow ?? false,
      red: a.red ?? false,
      disconnected: a.disconnected ?? false,
      cleared: a.cleared ?? false,
    })),
  );
  return (await repo.userViewAlerts(reader, { viewIds }, page)).map(toUserViewAlerts);
}

/**
 * A test message on every channel the signed-in user has (spec access §2 Send Test Alert).
 * userEmail names the user: one's own, or, for super users, anyone's.
 */
export async function sendTestAlert(ctx: GraphQLContext, args: MutationSendTestAlertArgs) {
  const viewer = requireViewer(ctx);
  if (args.customerID) requireCustomer(ctx, args.customerID);
  const email = args.userEmail?.trim().toLowerCase();
  let user: Pick<UserRecord, 'email' | 'phone'> = viewer;
  if (email && email !== viewer.email) {
    if (!viewer.isSuper) throw noAccess();
    const found = await createAccessRepository(ctx.db).findUserByEmail(email);
    if (!found) throw noAccess();
    user = found;
  }
  const productName = brandForProductName(args.productName).productName;
  return ctx.notifications.sendTest({ email: user.email, phone: user.phone }, productName);
}
