import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { SCHEDULE_RANGES, SCHEDULE_RANGE_LABELS } from '@vigil/domain';
import type { ScheduleRange } from '@vigil/domain';
import type { ReportScheduleFieldsFragment } from '../../../graphql/generated/graphql';
import { whenFormat } from '../reportFormat';
import { reportTexts as texts } from '../reportTexts';

export interface ReportSchedulesTableProps {
  /** Null while the list first loads. */
  schedules: readonly ReportScheduleFieldsFragment[] | null;
  /** The schedule whose Send now is on its way. */
  sendingID: string | null;
  onSendNow: (schedule: ReportScheduleFieldsFragment) => void;
  onEdit: (schedule: ReportScheduleFieldsFragment) => void;
  onDelete: (schedule: ReportScheduleFieldsFragment) => void;
}

/** Columns left out on a phone, whose facts go under the view's name instead. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const COLUMNS = 7;
const SKELETON_ROWS = 3;

const isScheduleRange = (range: string): range is ScheduleRange =>
  (SCHEDULE_RANGES as readonly string[]).includes(range);

/** A schedule's range as the form names it, e.g. "Last week (Mondays)". */
export function scheduleRangeLabel(range: string): string {
  return isScheduleRange(range) ? SCHEDULE_RANGE_LABELS[range] : range;
}

const at = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()}>{whenFormat.format(new Date(ms))}</time>
);

function LastRun({ schedule }: { schedule: ReportScheduleFieldsFragment }) {
  return (
    <>
      {schedule.lastRunAt === null ? texts.neverRun : at(schedule.lastRunAt)}
      {schedule.lastError ? (
        <Typography variant="body2" color="error" component="span" sx={{ display: 'block' }}>
          {texts.lastRunFailed(schedule.lastError)}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The scheduled reports: view, what each run covers, its time of day in its time zone, who gets
 * it, the next and last runs (with the last run's error), and whether a run waits to be sent.
 */
export function ReportSchedulesTable({
  schedules,
  sendingID,
  onSendNow,
  onEdit,
  onDelete,
}: ReportSchedulesTableProps) {
  return (
    <Table size="small" aria-label={texts.schedulesLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.scheduleColumns.view}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.scheduleColumns.range}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.scheduleColumns.time}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.scheduleColumns.recipients}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.scheduleColumns.nextRun}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.scheduleColumns.lastRun}</TableCell>
          <TableCell align="right">{texts.scheduleColumns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {schedules === null
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
                {Array.from({ length: COLUMNS }, (__, cell) => (
                  <TableCell key={cell} sx={cell > 0 && cell < COLUMNS - 1 ? WIDE_ONLY : undefined}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : schedules.map((schedule) => {
              const range = scheduleRangeLabel(schedule.range);
              const time = texts.timeInZone(schedule.time, schedule.timeZone);
              return (
                <TableRow key={schedule.id} hover data-testid="schedule-row">
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {schedule.viewName}
                    {schedule.pending ? (
                      <Chip
                        size="small"
                        color="info"
                        label={texts.pending}
                        title={texts.pendingHint}
                        sx={{ ml: 1 }}
                      />
                    ) : null}
                    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {`${range} · ${time}`}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {schedule.recipients.join(', ')}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {texts.scheduleColumns.nextRun}: {at(schedule.nextRunAt)}
                      </Typography>
                      {schedule.lastError ? (
                        <Typography variant="caption" color="error" component="p">
                          {texts.lastRunFailed(schedule.lastError)}
                        </Typography>
                      ) : null}
                    </Box>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{range}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{time}</TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>
                    {schedule.recipients.map((address) => (
                      <Box key={address}>{address}</Box>
                    ))}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{at(schedule.nextRunAt)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <LastRun schedule={schedule} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<SendIcon />}
                      loading={sendingID === schedule.id}
                      disabled={sendingID !== null && sendingID !== schedule.id}
                      aria-label={texts.sendNowLabel(schedule.viewName)}
                      onClick={() => onSendNow(schedule)}
                    >
                      {texts.sendNow}
                    </Button>
                    <IconButton
                      size="small"
                      aria-label={texts.editLabel(schedule.viewName)}
                      aria-haspopup="dialog"
                      onClick={() => onEdit(schedule)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={texts.deleteScheduleLabel(schedule.viewName)}
                      onClick={() => onDelete(schedule)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
