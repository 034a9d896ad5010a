import type { AlarmListPhase } from './alarmLists';

/**
 * The words of the alarm lists shared by My Alerts and My Equipment's alarms tab, and of Send Test
 * Alert (My Alerts and My Account).
 */
export const alarmTexts = {
  phases: {
    open: 'Open',
    acknowledged: 'Acknowledged',
    cleared: 'Cleared',
  } satisfies Record<AlarmListPhase, string>,
  phaseWithCount: (label: string, count: number | null) =>
    count === null ? label : `${label} (${count})`,
  empty: {
    open: 'No open alarms',
    acknowledged: 'No acknowledged alarms',
    cleared: 'No cleared alarms',
  } satisfies Record<AlarmListPhase, string>,
  noMatch: (phase: AlarmListPhase, query: string) =>
    `No ${alarmTexts.phases[phase].toLowerCase()} alarms match “${query}”`,
  clearSearch: 'Clear search',
  searchLabel: 'Search alarms',
  listLabel: 'Alarms',
  noCustomer: 'Open a customer to see its alarms.',
  loadingAlarms: 'Loading alarms',
  severities: {
    warning: 'Warning',
    error: 'Error',
    disconnected: 'Disconnected',
  } as Record<string, string>,
  equipment: 'Equipment',
  gateway: 'Gateway',
  value: 'Value',
  /** A view's alarm rule's sentence, on its alarm. */
  rule: 'Rule',
  opened: 'Opened',
  cleared: 'Cleared',
  suppressed: 'Suppressed (maintenance or repair)',
  acknowledgedBy: (who: string | null) => (who ? `Acknowledged by ${who}` : 'Acknowledged'),
  acknowledge: 'Acknowledge',
  acknowledgeAlarm: (name: string) => `Acknowledge ${name}`,
  acknowledgeTitle: 'Acknowledge alarm',
  comment: 'Comment (optional)',
  commentCount: (length: number, max: number) => `${length} / ${max}`,
  cancel: 'Cancel',
  deliveryLog: 'Delivery log',
  deliveryLogOf: (name: string) => `Delivery log of ${name}`,
  loadingDeliveries: 'Loading the delivery log',
  noDeliveries: 'Nobody was notified of this alarm.',
  deliveryKinds: { opened: 'Opened', changed: 'Changed', cleared: 'Cleared' } as Record<
    string,
    string
  >,
  deliveryStatuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as Record<
    string,
    string
  >,
  channels: { EMAIL: 'E-mail', SMS: 'SMS' } as Record<string, string>,
  // Send Test Alert (My Alerts' settings and My Account's profile)
  sendTestAlert: 'Send Test Alert',
  testAlertResults: 'Test alert results',
  testAlertSent: (channel: string) => `${channel}: sent`,
  testAlertFailed: (channel: string, error: string | null | undefined) =>
    `${channel}: ${error || 'not sent'}`,
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
  sentAt: 'Sent',
  lastError: 'Last error',
  openAlarms: (count: number) => `Open alarms: ${count}`,
} as const;
