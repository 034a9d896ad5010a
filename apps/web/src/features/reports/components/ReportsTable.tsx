import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { formatFileSize } from '../../../components/formatFileSize';
import { formatCustomRange } from '../../../components/TimeRangePicker';
import type { ReportFieldsFragment } from '../../../graphql/generated/graphql';
import { reportFileNameOf, reportRangeLabel, whenFormat } from '../reportFormat';
import { reportTexts as texts } from '../reportTexts';

export interface ReportsTableProps {
  /** Null while the first page loads. */
  reports: readonly ReportFieldsFragment[] | null;
  onDelete: (report: ReportFieldsFragment) => void;
}

/** Columns left out on a phone, whose facts go under the view's name instead. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 6;
const SKELETON_ROWS = 4;

/** Past reports: view, range (in the browser's time zone), who, when, size, download and delete. */
export function ReportsTable({ reports, onDelete }: ReportsTableProps) {
  return (
    <Table size="small" aria-label={texts.pastLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.view}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.columns.range}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.columns.createdBy}</TableCell>
          <TableCell sx={WIDE_ONLY}>{texts.columns.createdAt}</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            {texts.columns.size}
          </TableCell>
          <TableCell align="right">{texts.columns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reports === null
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
                {Array.from({ length: COLUMNS }, (__, cell) => (
                  <TableCell key={cell} sx={cell > 0 && cell < COLUMNS - 1 ? WIDE_ONLY : undefined}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : reports.map((report) => {
              const fileName = reportFileNameOf(report);
              const range = `${reportRangeLabel(report.range)}: ${formatCustomRange(
                report.startDate,
                report.endDate,
              )}`;
              const by = report.createdBy ?? texts.scheduledRun;
              const when = whenFormat.format(new Date(report.createdAt));
              return (
                <TableRow key={report.id} hover data-testid="report-row">
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {report.viewName}
                    {report.viewID === null ? (
                      <Typography variant="caption" color="text.secondary" component="span">
                        {` (${texts.deletedView})`}
                      </Typography>
                    ) : null}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {range}
                      <br />
                      {`${by} · ${when} · ${formatFileSize(report.size)}`}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{range}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{by}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <time dateTime={new Date(report.createdAt).toISOString()}>{when}</time>
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                    {formatFileSize(report.size)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component="a"
                      href={report.url}
                      download={fileName}
                      // From S3 the file comes from another origin, where download is ignored:
                      // it then opens beside the page rather than in its place.
                      target="_blank"
                      rel="noopener"
                      aria-label={texts.downloadLabel(fileName)}
                      size="small"
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                    {report.canDelete ? (
                      <IconButton
                        aria-label={texts.deleteLabel(fileName)}
                        size="small"
                        onClick={() => onDelete(report)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
