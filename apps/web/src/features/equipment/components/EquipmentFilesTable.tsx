import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import type { EquipmentFilesQuery } from '../../../graphql/generated/graphql';
import { formatFileSize } from '../../../components/formatFileSize';
import { equipmentFilesTexts as texts } from '../equipmentFilesTexts';

export type EquipmentFileRow = EquipmentFilesQuery['equipmentFiles'][number];

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Columns left out on a phone: the rest fits 360 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface EquipmentFilesTableProps {
  files: readonly EquipmentFileRow[];
  /** Without it the files are download-only. */
  onDelete?: ((file: EquipmentFileRow) => void) | undefined;
}

/** The equipment's files: name (a download link), type, size, who and when; delete when allowed. */
export function EquipmentFilesTable({ files, onDelete }: EquipmentFilesTableProps) {
  const sorted = [...files].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.listLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.columns.name}</TableCell>
            <TableCell sx={WIDE_ONLY}>{texts.columns.type}</TableCell>
            <TableCell align="right">{texts.columns.size}</TableCell>
            <TableCell sx={WIDE_ONLY}>{texts.columns.by}</TableCell>
            <TableCell sx={WIDE_ONLY}>{texts.columns.when}</TableCell>
            <TableCell align="right">{texts.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((file) => (
            <TableRow key={file.key} data-testid="equipment-file">
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                <Link href={file.url} download={file.filename}>
                  {file.filename}
                </Link>
                {/* On a phone who and when go under the name instead of in their own columns. */}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {file.type} · {file.userName ?? texts.unknownUser} ·{' '}
                  {whenFormat.format(new Date(file.createdAt))}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{file.type}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{file.userName ?? texts.unknownUser}</TableCell>
              <TableCell sx={WIDE_ONLY}>
                <time dateTime={file.createdAt}>{whenFormat.format(new Date(file.createdAt))}</time>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  component="a"
                  href={file.url}
                  download={file.filename}
                  aria-label={texts.download(file.filename)}
                  size="small"
                >
                  <DownloadIcon fontSize="small" />
                </IconButton>
                {onDelete ? (
                  <IconButton
                    aria-label={texts.delete(file.filename)}
                    size="small"
                    onClick={() => onDelete(file)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
