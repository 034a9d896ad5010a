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

/** An alarm of a view's alarm rule: its name is the rule's, its detail the rule's sentence. */
export function isRuleAlarm(alarm: { subjectKind: string }): boolean {
  return alarm.subjectKind === 'rule';
}

/**
 * Where an alarm is, as the lists show it: a rule's alarm stands for its whole condition, so
 * none (its sentence names the sensors); others their equipment (when known) and gateway.
 */
export function alarmPlaces(alarm: {
  subjectKind: string;
  equipmentName?: string | null | undefined;
  gatewayName: string;
}): { equipment: string | null; gateway: string | null } {
  if (isRuleAlarm(alarm)) return { equipment: null, gateway: null };
  return { equipment: alarm.equipmentName || null, gateway: alarm.gatewayName };
}

/** What an alarm is about beside its name: a rule's sentence, else what it read; or null. */
export function alarmFact(alarm: {
  subjectKind: string;
  value?: number | null | undefined;
  unit?: string | null | undefined;
  detail?: string | null | undefined;
}): { label: string; text: string } | null {
  if (isRuleAlarm(alarm))
    return alarm.detail ? { label: alarmTexts.rule, text: alarm.detail } : null;
  const value = alarmValueText(alarm);
  return value ? { label: alarmTexts.value, text: value } : null;
}
