import { STATUS_COLORS } from '@vigil/domain';
import { alarmTexts } from './alarmTexts';

/** An alarm's severity colour: warning yellow, error red, disconnected grey (spec core §4). */
export function alarmSeverityColor(severity: string): string {
  switch (severity) {
    case 'warning':
      return STATUS_COLORS.yellow;
    case 'error':
      return STATUS_COLORS.red;
    default:
      return STATUS_COLORS.grey;
  }
}

/** An alarm's severity in words; an unknown one is shown as the server sent it. */
export function alarmSeverityLabel(severity: string): string {
  return alarmTexts.severities[severity] ?? severity;
}

/** What an alarm read: a state sensor's state label, else the value with its unit; or null. */
export function alarmValueText(alarm: {
  value?: number | null | undefined;
  unit?: string | null | undefined;
  detail?: string | null | undefined;
}): string | null {
  if (alarm.detail) return alarm.detail;
  if (alarm.value === null || alarm.value === undefined || !Number.isFinite(alarm.value)) {
    return null;
  }
  return alarm.unit ? `${alarm.value} ${alarm.unit}` : String(alarm.value);
}
