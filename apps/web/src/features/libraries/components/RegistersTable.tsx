import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { libraryTexts as texts } from '../libraryTexts';

export interface RegisterColumn<P> {
  key: string;
  label: string;
  cell: (point: P) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface RegistersTableProps<P extends { id: string; name: string }> {
  label: string;
  points: readonly P[];
  columns: readonly RegisterColumn<P>[];
  /** Edit and delete per row, for users who may change the library; none otherwise. */
  onEdit?: ((point: P) => void) | undefined;
  onDelete?: ((point: P) => void) | undefined;
}

/** The thresholds of a point in one cell, or a dash when it has none. */
export function thresholdsCell(point: {
  greenTo?: number | null;
  yellowTo?: number | null;
  redTo?: number | null;
}): string {
  const { greenTo, yellowTo, redTo } = point;
  if (greenTo == null && yellowTo == null && redTo == null) return texts.none;
  const shown = (value: number | null | undefined) => (value == null ? texts.none : String(value));
  return texts.thresholds(shown(greenTo), shown(yellowTo), shown(redTo));
}

export const optionalCell = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? texts.none : String(value);

/**
 * A template's registers, a row each, the name staying in view while the table scrolls sideways
 * (phones scroll; nothing is cut). Edit and delete are icon buttons named after the register.
 */
export function RegistersTable<P extends { id: string; name: string }>({
  label,
  points,
  columns,
  onEdit,
  onDelete,
}: RegistersTableProps<P>) {
  const actions = Boolean(onEdit ?? onDelete);
  const sticky = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
  } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, whiteSpace: 'nowrap' }}>
              {texts.registerColumns.name}
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {texts.registerColumns.actions}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.id} hover data-testid="register-row">
              <TableCell component="th" scope="row" sx={sticky}>
                {point.name}
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {column.cell(point)}
                </TableCell>
              ))}
              {actions ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'inline-flex' }}>
                    {onEdit ? (
                      <Tooltip title={texts.edit} describeChild>
                        <IconButton
                          size="small"
                          aria-label={texts.editRegister(point.name)}
                          onClick={() => onEdit(point)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {onDelete ? (
                      <Tooltip title={texts.delete} describeChild>
                        <IconButton
                          size="small"
                          aria-label={texts.deleteRegister(point.name)}
                          onClick={() => onDelete(point)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
