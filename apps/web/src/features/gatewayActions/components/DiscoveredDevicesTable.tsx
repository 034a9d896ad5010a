import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DiscoveredDevice } from '../discoveredDevices';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';

export interface DiscoveredDevicesTableProps {
  devices: readonly DiscoveredDevice[];
  selected: ReadonlySet<string>;
  onToggle: (ip: string) => void;
  /** Selects every device shown that is not onboarded yet, or clears them when all are. */
  onToggleAll: () => void;
  labelledBy: string;
}

/**
 * The devices a scan found: IP, sysName, sysDescr, sysObjectID, the library whose SNMP template
 * names that sysObjectID, and whether the gateway already polls it. Onboarded ones cannot be
 * picked again.
 */
export function DiscoveredDevicesTable({
  devices,
  selected,
  onToggle,
  onToggleAll,
  labelledBy,
}: DiscoveredDevicesTableProps) {
  const open = devices.filter((device) => !device.onboarded);
  const allSelected = open.length > 0 && open.every((device) => selected.has(device.ip));
  const someSelected = !allSelected && open.some((device) => selected.has(device.ip));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                disabled={open.length === 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': texts.selectAllDevices } }}
              />
            </TableCell>
            <TableCell>{texts.ipLabel}</TableCell>
            <TableCell>{texts.sysName}</TableCell>
            <TableCell>{texts.sysDescr}</TableCell>
            <TableCell>{texts.sysObjectID}</TableCell>
            <TableCell>{texts.library}</TableCell>
            <TableCell>{texts.onboarded}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <TableRow
              key={device.ip}
              hover
              selected={selected.has(device.ip)}
              data-testid="found-device"
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(device.ip)}
                  disabled={device.onboarded}
                  onChange={() => onToggle(device.ip)}
                  slotProps={{ input: { 'aria-label': texts.selectDevice(device.ip) } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{device.ip}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{device.sysName}</TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                {device.sysDescr}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {device.sysObjectID}
              </TableCell>
              <TableCell>{device.libraryName ?? texts.noLibrary}</TableCell>
              <TableCell>
                {device.onboarded ? (
                  <Chip size="small" color="success" label={texts.onboardedYes} />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
