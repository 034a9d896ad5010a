// @vitest-environment jsdom
import { APP_ROUTES, reportMessages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { formatCustomRange } from '../../components/TimeRangePicker';
import {
  AddReportScheduleDocument,
  DeleteReportDocument,
  DeleteReportScheduleDocument,
  ReportViewsDocument,
  ReportsDocument,
  SendReportNowDocument,
  UpdateReportScheduleDocument,
} from '../../graphql/generated/graphql';
import type {
  AddReportScheduleMutationVariables,
  ReportScheduleFieldsFragment,
  UpdateReportScheduleMutationVariables,
} from '../../graphql/generated/graphql';
import { browserTimeZone } from './components/TimeZoneField';
import { ReportsPage } from './ReportsPage';
import { reportTexts as texts } from './reportTexts';
import {
  DAY,
  NOW,
  refusal,
  reportOf,
  reportsMock,
  scheduleOf,
  schedulesMock,
} from './testing/reportMocks';

afterEach(cleanup);

const open = (mocks: MockLink.MockedResponse[], at = '/c1/reports') =>
  renderPage(<ReportsPage />, { route: APP_ROUTES.reports, at, mocks });

const location = () => screen.getByTestId('location').textContent;
const rows = (testId: string) => screen.queryAllByTestId(testId);
const rowOf = (testId: string, text: string) =>
  rows(testId).find((row) => row.textContent?.includes(text))!;

const viewsMock: MockLink.MockedResponse = {
  request: { query: ReportViewsDocument, variables: () => true },
  result: {
    data: {
      views: [
        { __typename: 'View', id: 'v1', name: 'Plant', canUpdate: true },
        { __typename: 'View', id: 'v2', name: 'Hall', canUpdate: true },
        // Read-only to this user: the server schedules no report of it.
        { __typename: 'View', id: 'v3', name: 'Lobby', canUpdate: false },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Answers one mutation, recording the variables it was sent. */
function recorded<T>(
  query: MockLink.MockedResponse['request']['query'],
  seen: T[],
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: T) => {
        seen.push(variables);
        return true;
      },
    },
    result,
  };
}

describe('ReportsPage, past reports', () => {
  it('lists a page of reports with range, author, time, size and download, and pages on the server', async () => {
    const scheduled = reportOf('r2', {
      viewName: 'Hall',
      range: 'WEEK',
      startDate: NOW - 7 * DAY,
      createdBy: null,
      scheduleID: 's1',
      size: 250_000,
    });
    open([
      reportsMock(0, [reportOf('r1'), scheduled], 27),
      reportsMock(25, [reportOf('r26', { viewName: 'Lobby', viewID: null })], 27),
    ]);
    await screen.findByRole('table', { name: texts.pastLabel });
    await waitFor(() => expect(rows('report-row')).toHaveLength(2));

    const first = rowOf('report-row', 'Plant');
    expect(first.textContent).toContain(`Day: ${formatCustomRange(NOW - DAY, NOW)}`);
    expect(first.textContent).toContain('Ada Lovelace');
    expect(first.textContent).toContain('1.5 KB');
    const download = within(first).getByRole('link', { name: 'Download Plant 2026-03-09.pdf' });
    expect(download.getAttribute('href')).toBe('/reports/r1.pdf');
    expect(download.getAttribute('download')).toBe('Plant 2026-03-09.pdf');
    // A scheduled run has no author.
    const second = rowOf('report-row', 'Hall');
    expect(second.textContent).toContain(texts.scheduledRun);
    expect(second.textContent).toContain('244 KB');
    expect(screen.getByText('1–25 of 27', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows('report-row')).toHaveLength(1));
    expect(location()).toBe('/c1/reports?page=2');
    expect(rowOf('report-row', 'Lobby').textContent).toContain(texts.deletedView);
  });

  it('opens the page its address names', async () => {
    open([reportsMock(25, [reportOf('r26', { viewName: 'Lobby' })], 27)], '/c1/reports?page=2');
    await waitFor(() => expect(rows('report-row')).toHaveLength(1));
    expect(screen.getByText('26–27 of 27', { exact: false })).toBeTruthy();
  });

  it('deletes a report once confirmed, then loads the page again', async () => {
    const seen: unknown[] = [];
    open([
      reportsMock(0, [reportOf('r1'), reportOf('r2', { viewName: 'Hall' })], 2),
      recorded(DeleteReportDocument, seen, { data: { deleteReport: true } }),
      reportsMock(0, [reportOf('r2', { viewName: 'Hall' })], 1),
    ]);
    await waitFor(() => expect(rows('report-row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Plant 2026-03-09.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: texts.deleteReportTitle });
    expect(confirm.textContent).toContain(texts.deleteReportBody('Plant 2026-03-09.pdf'));
    // Nothing is deleted before the user confirms.
    expect(seen).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: texts.delete }));
    expect(await screen.findByText(texts.reportDeleted)).toBeTruthy();
    expect(seen).toEqual([{ id: 'r1', customerID: 'c1' }]);
    await waitFor(() => expect(rows('report-row')).toHaveLength(1));
    expect(rowOf('report-row', 'Hall')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers delete only on reports the user may delete', async () => {
    open([
      reportsMock(0, [reportOf('r1'), reportOf('r2', { viewName: 'Hall', canDelete: false })], 2),
    ]);
    await waitFor(() => expect(rows('report-row')).toHaveLength(2));
    expect(
      within(rowOf('report-row', 'Plant')).queryAllByRole('button', { name: /^Delete/ }),
    ).toHaveLength(1);
    expect(
      within(rowOf('report-row', 'Hall')).queryAllByRole('button', { name: /^Delete/ }),
    ).toHaveLength(0);
    // Both still download.
    expect(
      within(rowOf('report-row', 'Hall')).getAllByRole('link', { name: /^Download/ }),
    ).toHaveLength(1);
  });

  it("shows the server's refusal to delete and keeps the report", async () => {
    const seen: unknown[] = [];
    const refused = 'Only its creator, or a user who can update its view, may delete a report.';
    open([
      reportsMock(0, [reportOf('r1')], 1),
      recorded(DeleteReportDocument, seen, refusal(refused)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Plant 2026-03-09.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: texts.deleteReportTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: texts.delete }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(rows('report-row')).toHaveLength(1);
  });

  it('says when there are no reports yet', async () => {
    open([reportsMock(0, [], 0)]);
    expect((await screen.findByTestId('reports-empty')).textContent).toContain(texts.pastEmpty);
  });

  it('shows a failed load with Retry', async () => {
    open([
      {
        request: { query: ReportsDocument, variables: { customerID: 'c1', limit: 25, offset: 0 } },
        error: new Error('Network down'),
      },
      reportsMock(0, [reportOf('r1')], 1),
    ]);
    expect(await screen.findByText(/Network down/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows('report-row')).toHaveLength(1));
  });
});

describe('ReportsPage, scheduled reports', () => {
  const failing = scheduleOf('s2', {
    viewID: 'v2',
    viewName: 'Hall',
    range: 'DAY',
    lastRunAt: NOW - DAY,
    lastError: 'The mail server refused the message.',
    pending: true,
  });

  it('lists the schedules on its tab, kept in the address', async () => {
    open([reportsMock(0, [], 0), schedulesMock([scheduleOf('s1'), failing])]);
    await screen.findByTestId('reports-empty');
    fireEvent.click(screen.getByRole('tab', { name: texts.tabs.scheduled }));
    expect(location()).toBe('/c1/reports?tab=scheduled');
    await screen.findByRole('table', { name: texts.schedulesLabel });
    await waitFor(() => expect(rows('schedule-row')).toHaveLength(2));

    const weekly = rowOf('schedule-row', 'Plant');
    expect(weekly.textContent).toContain('Last week (Mondays)');
    expect(weekly.textContent).toContain('07:00 Europe/Berlin');
    expect(weekly.textContent).toContain('ops@acme.test');
    expect(weekly.textContent).toContain(texts.neverRun);
    expect(within(weekly).queryByText(texts.pending)).toBeNull();
    const daily = rowOf('schedule-row', 'Hall');
    expect(daily.textContent).toContain('Last day (daily)');
    expect(within(daily).getAllByText(texts.lastRunFailed(failing.lastError!))).not.toHaveLength(0);
    expect(within(daily).getByText(texts.pending)).toBeTruthy();
  });

  it('says when nothing is scheduled', async () => {
    open([schedulesMock([])], '/c1/reports?tab=scheduled');
    expect((await screen.findByTestId('schedules-empty')).textContent).toContain(
      texts.schedulesEmpty,
    );
  });

  it('sends a report now and says it was queued', async () => {
    const seen: unknown[] = [];
    open(
      [
        schedulesMock([scheduleOf('s1')]),
        recorded(SendReportNowDocument, seen, {
          data: { sendReportNow: scheduleOf('s1', { pending: true }) },
        }),
      ],
      '/c1/reports?tab=scheduled',
    );
    fireEvent.click(await screen.findByRole('button', { name: texts.sendNowLabel('Plant') }));
    expect(await screen.findByText(texts.queued('Plant'))).toBeTruthy();
    expect(seen).toEqual([{ id: 's1', customerID: 'c1' }]);
    expect(within(rowOf('schedule-row', 'Plant')).getByText(texts.pending)).toBeTruthy();
  });

  it("validates a new schedule with the domain's messages before sending it", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    open(
      [
        schedulesMock([]),
        viewsMock,
        recorded(AddReportScheduleDocument, seen, {
          data: { addReportSchedule: scheduleOf('s9') },
        }),
      ],
      '/c1/reports?tab=scheduled',
    );
    await screen.findByTestId('schedules-empty');
    await user.click(screen.getByRole('button', { name: texts.addSchedule }));
    const dialog = await screen.findByRole('dialog', { name: texts.addScheduleTitle });
    await user.clear(within(dialog).getByLabelText(texts.timeField));
    await user.click(within(dialog).getByLabelText(texts.timeZoneField));
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await user.click(within(dialog).getByRole('button', { name: texts.add }));

    expect(await within(dialog).findByText(texts.viewRequired)).toBeTruthy();
    expect(within(dialog).getByText(reportMessages.time)).toBeTruthy();
    expect(within(dialog).getByText(reportMessages.timeZone)).toBeTruthy();
    expect(within(dialog).getByText(reportMessages.recipientsRequired)).toBeTruthy();

    await user.type(
      within(dialog).getByLabelText(texts.recipientsField),
      'ops@acme.test, not-an-address',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.add }));
    expect(
      await within(dialog).findByText(reportMessages.recipient('not-an-address')),
    ).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('adds a schedule of a dashboard the user may update, then lists it', async () => {
    const user = userEvent.setup();
    const seen: AddReportScheduleMutationVariables[] = [];
    const added = scheduleOf('s9', {
      viewID: 'v2',
      viewName: 'Hall',
      range: 'MONTH',
      time: '06:30',
      recipients: ['ops@acme.test', 'boss@acme.test'],
    });
    open(
      [
        schedulesMock([]),
        viewsMock,
        recorded(AddReportScheduleDocument, seen, { data: { addReportSchedule: added } }),
        schedulesMock([added]),
      ],
      '/c1/reports?tab=scheduled',
    );
    await screen.findByTestId('schedules-empty');
    await user.click(screen.getByRole('button', { name: texts.addSchedule }));
    const dialog = await screen.findByRole('dialog', { name: texts.addScheduleTitle });
    expect((within(dialog).getByLabelText(texts.timeZoneField) as HTMLInputElement).value).toBe(
      browserTimeZone(),
    );

    await user.click(within(dialog).getByLabelText(texts.viewField));
    const views = await screen.findByRole('listbox');
    await waitFor(() => expect(within(views).getAllByRole('option')).toHaveLength(2));
    expect(within(views).queryByRole('option', { name: 'Lobby' })).toBeNull();
    await user.click(within(views).getByRole('option', { name: 'Hall' }));

    await user.click(within(dialog).getByRole('combobox', { name: texts.rangeField }));
    await user.click(await screen.findByRole('option', { name: 'Last month (on the 1st)' }));
    fireEvent.change(within(dialog).getByLabelText(texts.timeField), {
      target: { value: '06:30' },
    });
    const zone = within(dialog).getByLabelText(texts.timeZoneField);
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    await user.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    await user.type(
      within(dialog).getByLabelText(texts.recipientsField),
      'ops@acme.test{Enter}boss@acme.test; ops@acme.test',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.add }));

    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(seen).toEqual([
      {
        customerID: 'c1',
        viewID: 'v2',
        range: 'MONTH',
        time: '06:30',
        timeZone: 'Europe/Berlin',
        recipients: ['ops@acme.test', 'boss@acme.test'],
      },
    ]);
    await waitFor(() => expect(rows('schedule-row')).toHaveLength(1));
    expect(rowOf('schedule-row', 'Hall').textContent).toContain('06:30 Europe/Berlin');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits when and to whom a schedule sends; its view stays', async () => {
    const user = userEvent.setup();
    const seen: UpdateReportScheduleMutationVariables[] = [];
    const updated: ReportScheduleFieldsFragment = scheduleOf('s1', {
      range: 'DAY',
      recipients: ['night@acme.test'],
    });
    open(
      [
        schedulesMock([scheduleOf('s1')]),
        recorded(UpdateReportScheduleDocument, seen, { data: { updateReportSchedule: updated } }),
      ],
      '/c1/reports?tab=scheduled',
    );
    await user.click(await screen.findByRole('button', { name: texts.editLabel('Plant') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editScheduleTitle });
    const view = within(dialog).getByLabelText(texts.viewField) as HTMLInputElement;
    expect(view.value).toBe('Plant');
    expect(view.disabled).toBe(true);
    expect((within(dialog).getByLabelText(texts.timeField) as HTMLInputElement).value).toBe(
      '07:00',
    );
    const recipients = within(dialog).getByLabelText(texts.recipientsField);
    expect((recipients as HTMLTextAreaElement).value).toBe('ops@acme.test\nboss@acme.test');

    await user.click(within(dialog).getByRole('combobox', { name: texts.rangeField }));
    await user.click(await screen.findByRole('option', { name: 'Last day (daily)' }));
    await user.clear(recipients);
    await user.type(recipients, 'night@acme.test');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(seen).toEqual([
      {
        id: 's1',
        customerID: 'c1',
        range: 'DAY',
        time: '07:00',
        timeZone: 'Europe/Berlin',
        recipients: ['night@acme.test'],
      },
    ]);
    const row = rowOf('schedule-row', 'Plant');
    expect(row.textContent).toContain('night@acme.test');
    expect(row.textContent).toContain('Last day (daily)');
  });

  it('deletes a schedule once confirmed', async () => {
    const seen: unknown[] = [];
    open(
      [
        schedulesMock([scheduleOf('s1'), failing]),
        recorded(DeleteReportScheduleDocument, seen, { data: { deleteReportSchedule: true } }),
      ],
      '/c1/reports?tab=scheduled',
    );
    fireEvent.click(
      await screen.findByRole('button', { name: texts.deleteScheduleLabel('Plant') }),
    );
    const confirm = await screen.findByRole('dialog', { name: texts.deleteScheduleTitle });
    expect(seen).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: texts.delete }));
    expect(await screen.findByText(texts.scheduleDeleted)).toBeTruthy();
    expect(seen).toEqual([{ id: 's1', customerID: 'c1' }]);
    await waitFor(() => expect(rows('schedule-row')).toHaveLength(1));
    expect(rowOf('schedule-row', 'Hall')).toBeTruthy();
  });
});
