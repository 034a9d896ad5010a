import { alertTokenToPath } from '@vigil/domain';
import type { MailMessage } from '../../mail/MailTransport.js';
import type { ClaimedNotification } from './notifications.repository.js';

/** What a message needs besides the notifications: where links point and how to sign them. */
export interface MessageContext {
  productName: string;
  publicUrl: string;
  /** The acknowledge link's token for one notification. */
  tokenFor(notification: ClaimedNotification): string;
}

const SEVERITY_WORD: Record<string, string> = {
  warning: 'WARNING',
  error: 'ALARM',
  disconnected: 'DISCONNECTED',
};

/** One line's headline: what happened to what. */
export function headline(n: ClaimedNotification): string {
  const word =
    n.kind === 'cleared' ? 'CLEARED' : (SEVERITY_WORD[n.severity] ?? n.severity.toUpperCase());
  // Where it is: a sensor's equipment and gateway, an equipment's gateway; a gateway is itself.
  const places =
    n.subjectKind === 'sensor'
      ? [n.equipmentName, n.gatewayName]
      : n.subjectKind === 'equipment'
        ? [n.gatewayName]
        : [];
  const where = places.filter(Boolean).join(', ');
  return `${word}: ${n.subjectName}${where ? ` (${where})` : ''}`;
}

/** The value an alarm is about: a state label, or the number with its unit. */
export function valueText(n: ClaimedNotification): string | null {
  if (n.detail) return n.detail;
  if (n.value === null) return null;
  const rounded = Number.isInteger(n.value) ? String(n.value) : n.value.toFixed(2);
  return n.unit ? `${rounded} ${n.unit}` : rounded;
}

const viewLink = (n: ClaimedNotification, base: string) =>
  n.viewName === null ? null : `${base}/${n.customerId}/views/${encodeURIComponent(n.viewName)}`;

const ackLink = (n: ClaimedNotification, context: MessageContext) =>
  `${context.publicUrl}/${n.customerId}/alerts/${alertTokenToPath(context.tokenFor(n))}`;

function block(n: ClaimedNotification, context: MessageContext): string[] {
  const value = valueText(n);
  const view = viewLink(n, context.publicUrl);
  return [
    headline(n),
    // A view's alarm rule keeps its condition as the alarm's detail.
    ...(value ? [`${n.subjectKind === 'rule' ? 'Rule' : 'Value'}: ${value}`] : []),
    `When: ${new Date(n.at).toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    `Customer: ${n.customerName}`,
    ...(n.viewName ? [`View: ${n.viewName}${view ? ` — ${view}` : ''}`] : []),
    ...(n.kind === 'cleared' ? [] : [`Acknowledge: ${ackLink(n, context)}`]),
  ];
}

/**
 * The e-mail for one user's notifications: one alarm, or several that came together (storm
 * control) listed in one message. Plain text: readable in any client and on a pager.
 */
export function alertEmail(
  to: string,
  group: readonly ClaimedNotification[],
  context: MessageContext,
): MailMessage {
  const [first] = group;
  if (!first) throw new Error('an alert e-mail needs a notification');
  const subject =
    group.length === 1
      ? `[${context.productName}] ${headline(first)}`
      : `[${context.productName}] ${group.length} alarm notifications (${first.customerName})`;
  const lines =
    group.length === 1
      ? block(first, context)
      : [
          `${group.length} alarm notifications came together:`,
          '',
          ...group.flatMap((n, i) => [`${i + 1}. ${block(n, context).join('\n   ')}`, '']),
        ];
  const footer = [
    '',
    '—',
    `You receive this because you subscribed to alerts of this view in ${context.productName}.`,
    `Change your alert settings: ${context.publicUrl}/${first.customerId}/alerts`,
  ];
  return { to, subject, text: [...lines, ...footer].join('\n') };
}

/** The SMS for one user's notifications: short, one alarm's headline or a count. */
export function alertSms(group: readonly ClaimedNotification[], context: MessageContext): string {
  const [first] = group;
  if (!first) throw new Error('an alert SMS needs a notification');
  if (group.length > 1) {
    return `${context.productName}: ${group.length} alarm notifications for ${first.customerName}. ${context.publicUrl}/${first.customerId}/alerts`;
  }
  const value = valueText(first);
  return `${context.productName} ${headline(first)}${value ? ` = ${value}` : ''}${
    first.kind === 'cleared' ? '' : `. Ack: ${ackLink(first, context)}`
  }`;
}
