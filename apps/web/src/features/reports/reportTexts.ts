// Wording of the report screens that the spec leaves to us; the spec's own messages and the
// report rules' messages come from the domain (reportMessages).
import type { ReportsTab } from './reportParams';

export const reportTexts = {
  // Generate Report (view toolbar)
  generate: 'Generate Report',
  generateTitle: (viewName: string) => `Generate Report of ${viewName}`,
  rangeLabel: 'Report range',
  rangeHelp: 'The report covers this range up to now, with times in your time zone.',
  generating: 'Generating report…',
  generateAction: 'Generate',
  popupBlocked: 'The report is ready, but its window was blocked or closed.',
  openReport: 'Open the report',
  cancel: 'Cancel',
  close: 'Close',

  // The Reports page
  title: 'Reports',
  noCustomer: 'Open a customer to see its reports.',
  tabsLabel: 'Reports shown',
  tabs: { past: 'Past reports', scheduled: 'Scheduled reports' } satisfies Record<
    ReportsTab,
    string
  >,

  // Past reports
  pastLabel: 'Past reports',
  loadingPast: 'Loading reports',
  pastEmpty: 'No reports yet.',
  pastEmptyHint: "Generate one from a dashboard's toolbar, or schedule one.",
  columns: {
    view: 'View',
    range: 'Range',
    createdBy: 'By',
    createdAt: 'Created',
    size: 'Size',
    actions: 'Actions',
  },
  scheduledRun: 'Scheduled',
  deletedView: 'view deleted',
  download: 'Download',
  downloadLabel: (fileName: string) => `Download ${fileName}`,
  deleteLabel: (fileName: string) => `Delete ${fileName}`,
  deleteReportTitle: 'Delete report?',
  deleteReportBody: (fileName: string) =>
    `${fileName} will be deleted for everyone. This cannot be undone.`,
  delete: 'Delete',
  reportDeleted: 'The report was deleted.',

  // Scheduled reports
  schedulesLabel: 'Scheduled reports',
  loadingSchedules: 'Loading scheduled reports',
  schedulesEmpty: 'No scheduled reports yet.',
  schedulesEmptyHint: 'Schedule a report to have it e-mailed every day, week or month.',
  addSchedule: 'Schedule a report',
  scheduleColumns: {
    view: 'View',
    range: 'Covers',
    time: 'Sent at',
    recipients: 'Recipients',
    nextRun: 'Next run',
    lastRun: 'Last run',
    actions: 'Actions',
  },
  timeInZone: (time: string, timeZone: string) => `${time} ${timeZone}`,
  neverRun: 'Not run yet',
  lastRunFailed: (error: string) => `Failed: ${error}`,
  pending: 'Pending',
  pendingHint: 'A run waits to be sent.',
  sendNow: 'Send now',
  sendNowLabel: (viewName: string) => `Send the report of ${viewName} now`,
  queued: (viewName: string) => `The report of ${viewName} is queued; it will be e-mailed shortly.`,
  editLabel: (viewName: string) => `Edit the schedule of ${viewName}`,
  deleteScheduleLabel: (viewName: string) => `Delete the schedule of ${viewName}`,
  deleteScheduleTitle: 'Delete scheduled report?',
  deleteScheduleBody: (viewName: string) =>
    `The report of ${viewName} will no longer be sent. Reports it already made stay.`,
  scheduleDeleted: 'The scheduled report was deleted.',

  // Schedule form
  addScheduleTitle: 'Schedule a report',
  editScheduleTitle: 'Edit scheduled report',
  viewField: 'Dashboard',
  viewHelp: 'Dashboards you can update.',
  viewRequired: 'Choose a dashboard.',
  noViews: 'No dashboard you can update matches.',
  loadingViews: 'Loading dashboards…',
  rangeField: 'Covers',
  timeField: 'Time',
  timeHelp: '24-hour, in the time zone below.',
  timeZoneField: 'Time zone',
  noTimeZones: 'No time zone matches.',
  recipientsField: 'Recipients',
  recipientsHelp: 'E-mail addresses, one per line or separated by commas.',
  save: 'Save',
  add: 'Schedule',
  saved: 'The scheduled report was saved.',
} as const;
