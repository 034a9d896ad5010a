import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { assetDateInputValue, messages } from '@vigil/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo } from 'react';
import { ROW_ERROR, deviceOid, shownValue } from '../assetsModel';
import type { AssetColumn, AssetDrafts, AssetErrors, EquipmentAsset } from '../assetsModel';
import { assetsTexts as texts } from '../assetsTexts';

export interface AssetsTableRow {
  equipmentID: string;
  /** undefined while loading; null when the equipment is missing or not the user's. */
  asset: EquipmentAsset | null | undefined;
}

export interface AssetsTableProps {
  rows: readonly AssetsTableRow[];
  columns: readonly AssetColumn[];
  editing: boolean;
  drafts: AssetDrafts;
  errors: AssetErrors;
  onChange: (asset: EquipmentAsset, label: string, value: string) => void;
  /** The table scrolls inside this height (the full-window form fills the viewport). */
  maxHeight?: string | undefined;
}

// The equipment column stays in view while the data columns scroll sideways on a phone.
const STICKY: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 120,
  maxWidth: { xs: 140, sm: 240 },
  overflowWrap: 'anywhere',
};

function AssetsCellEditor({
  asset,
  column,
  value,
  error,
  oid,
  onChange,
}: {
  asset: EquipmentAsset;
  column: AssetColumn;
  value: string;
  error: string | undefined;
  /** The OID the gateway reads the datum from, if it does. */
  oid: string | null;
  onChange: AssetsTableProps['onChange'];
}) {
  // A date the picker can hold is edited with it; anything else stays text, so it can be fixed.
  const datePicker = column.type === 'date' && (value === '' || assetDateInputValue(value) !== '');
  return (
    <TextField
      size="small"
      value={datePicker ? assetDateInputValue(value) : value}
      type={datePicker ? 'date' : 'text'}
      error={Boolean(error)}
      helperText={error ?? (oid ? texts.readFromDeviceEdit(oid) : undefined)}
      onChange={(event) => onChange(asset, column.label, event.target.value)}
      sx={{ minWidth: column.type === 'date' ? 150 : 110 }}
      slotProps={{
        htmlInput: {
          'aria-label': texts.cellLabel(column.label, asset.name),
          inputMode: column.type === 'number' ? 'decimal' : undefined,
          maxLength: 255,
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
}

/** One row per equipment: who it is, then its asset data, as text or as editable cells. */
export const AssetsTable = memo(function AssetsTable({
  rows,
  columns,
  editing,
  drafts,
  errors,
  onChange,
  maxHeight,
}: AssetsTableProps) {
  return (
    <TableContainer sx={{ maxHeight, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...STICKY, zIndex: 3 }}>{texts.columns.equipment}</TableCell>
            <TableCell>{texts.columns.manufacturer}</TableCell>
            <TableCell>{texts.columns.model}</TableCell>
            <TableCell>{texts.columns.ip}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.label} data-type={column.type}>
                {column.label}
                <Typography variant="caption" color="text.secondary" component="div">
                  {texts.types[column.type]}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ equipmentID, asset }) => {
            if (asset === undefined) {
              return (
                <TableRow key={equipmentID} aria-busy>
                  <TableCell colSpan={4 + columns.length}>
                    <Skeleton aria-label={texts.loadingAssets} />
                  </TableCell>
                </TableRow>
              );
            }
            if (asset === null) {
              return (
                <TableRow key={equipmentID} data-testid={`asset-${equipmentID}`}>
                  <TableCell sx={STICKY}>{equipmentID}</TableCell>
                  <TableCell colSpan={3 + columns.length}>
                    <Typography variant="body2" color="text.secondary">
                      {messages.couldNotFindEquipment}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            }
            const rowErrors = errors[equipmentID] ?? {};
            return (
              <TableRow key={equipmentID} data-testid={`asset-${equipmentID}`}>
                <TableCell component="th" scope="row" sx={STICKY}>
                  {asset.name}
                  {rowErrors[ROW_ERROR] ? (
                    <Typography variant="caption" color="error" component="p" role="alert">
                      {rowErrors[ROW_ERROR]}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{asset.manufacturer}</TableCell>
                <TableCell>{asset.model}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{asset.ip}</TableCell>
                {columns.map((column) => {
                  const value = shownValue(asset, drafts, column.label);
                  const oid = deviceOid(asset, column.label);
                  return (
                    <TableCell
                      key={column.label}
                      sx={{
                        overflowWrap: 'anywhere',
                        fontFamily: column.type === 'firmware' ? 'monospace' : undefined,
                        verticalAlign: 'top',
                      }}
                    >
                      {editing ? (
                        <AssetsCellEditor
                          asset={asset}
                          column={column}
                          value={value}
                          error={rowErrors[column.label]}
                          oid={oid}
                          onChange={onChange}
                        />
                      ) : (
                        <>
                          {value || texts.noValue}
                          {oid ? (
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              component="p"
                              data-testid="asset-device-oid"
                              sx={{ overflowWrap: 'anywhere' }}
                            >
                              {texts.readFromDevice(oid)}
                            </Typography>
                          ) : null}
                        </>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
