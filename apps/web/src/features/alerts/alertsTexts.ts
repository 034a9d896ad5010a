// The words of My Alerts, the acknowledge link page and a view's alerts page; the spec's own
// messages come from the domain's catalogue, the alarm lists' words from components/alarms.

export const alertsTexts = {
  title: 'My Alerts',
  tabsLabel: 'Alarms and alert settings',
  settingsTab: 'Alert settings',
  // Alert settings
  settingsIntro: 'Choose which alerts each of your views sends you.',
  kinds: {
    yellow: 'Yellow',
    red: 'Red',
    disconnected: 'Disconnected',
    cleared: 'Cleared',
  },
  alertsOf: (name: string) => `Alerts of ${name}`,
  noViews: 'You have no views to be alerted about.',
  loadingSettings: 'Loading alert settings',
  save: 'Save',
  noChannels: 'You have no alert channels: add an e-mail address or a phone number.',
  // The acknowledge link page
  tokenTitle: 'Acknowledge alarm',
  loadingAlarm: 'Loading alarm',
  customer: 'Customer',
  alarm: 'Alarm',
  severity: 'Severity',
  phase: 'State',
  phases: { pending: 'Pending', open: 'Open', cleared: 'Cleared' } as Record<string, string>,
  acknowledged: 'Alarm acknowledged',
  alreadyAcknowledged: 'This alarm has been acknowledged.',
  hasCleared: 'This alarm has cleared: there is nothing left to acknowledge.',
  acknowledgedAt: 'Acknowledged',
  // A view's alerts
  viewAlertsTitle: 'Alerts',
  backToView: 'Back to view',
  loadingViewAlerts: 'Loading the view’s alerts',
  noUsers: 'Nobody may read this view yet.',
  usersLabel: 'Users and their alerts',
  noUpdatePermission: 'You do not have permission to change this view’s alerts.',
  unsavedChanges: 'Unsaved changes: save to keep them.',
} as const;
