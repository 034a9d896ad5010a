// The words of a view's alarm rules and their builder; the server's refusals come from the
// domain's catalogue, comparator words from the domain's ALARM_COMPARATOR_LABELS.
import type { AlarmConnective, AlarmLevel } from '@vigil/domain';

export const alarmRuleTexts = {
  title: 'Alarm rules',
  intro:
    'A rule watches this view’s sensors: IF its condition holds THEN it raises a warning or an alarm of its own, or clears the view’s rule alarms.',
  add: 'Add alarm rule',
  addTitle: 'Add alarm rule',
  editTitle: 'Edit alarm rule',
  loading: 'Loading alarm rules',
  empty: 'No alarm rules yet: add one to be alerted when the view’s sensors meet a condition.',
  listLabel: 'Alarm rules of this view',
  active: 'Active',
  activeHelp: 'Its condition holds now: its alarm is open.',
  edit: 'Edit',
  editRule: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteRule: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete alarm rule?',
  deleteBody: (name: string) => `“${name}” will be deleted, and its open alarm cleared.`,
  cancel: 'Cancel',
  save: 'Save',
  levels: { warning: 'Warning', alarm: 'Alarm', cleared: 'Cleared' } satisfies Record<
    AlarmLevel,
    string
  >,
  // The form
  name: 'Name',
  condition: 'Condition',
  sentence: 'The rule so far',
  sensor: 'Sensor',
  sensorAfter: (connective: AlarmConnective) => `Sensor after ${connective}`,
  sensorOption: (name: string, equipmentName: string | null | undefined) =>
    equipmentName ? `${name} (${equipmentName})` : name,
  comparator: 'Comparator',
  value: 'Value',
  valueHelp: (unit: string | null | undefined) => (unit ? `A number, in ${unit}.` : 'A number.'),
  state: 'State',
  toState: 'To state',
  addValue: 'Add value',
  connectives: 'Add another comparison',
  removeLast: 'Remove last',
  result: 'Result (THEN)',
  steps: {
    sensor: 'Choose the sensor to watch.',
    comparator: 'Choose how to compare it.',
    value: 'Enter the value to compare with.',
    state: 'Choose the state to compare with.',
    to: 'Choose the state it switches to.',
    end: 'Add AND or OR for another comparison, or finish: choose the result and save.',
    full: (max: number) => `The condition is complete (at most ${max} comparisons).`,
  },
  levelHelp: {
    warning:
      'Opens a warning of its own while the condition holds, and clears it when the condition stops.',
    alarm:
      'Opens an alarm of its own while the condition holds, and clears it when the condition stops.',
    cleared: 'When the condition holds, clears the view’s open rule alarms.',
  } satisfies Record<AlarmLevel, string>,
  switchHelp:
    '“Switches from A to B” raises when the sensor goes from A to B, and stays raised while it stays at B.',
  mailHelp:
    'Users of this view whose alerts include Yellow (warnings), Red (alarms) or Cleared are e-mailed.',
  loadingSensors: 'Loading the view’s sensors',
  noSensors: 'The view’s widgets show no sensors yet: add a widget with sensors to build a rule.',
} as const;
