import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { GATEWAY_SORT_COLUMN_NAMES } from '@vigil/domain';
import type { EquipmentListFilters, GatewaySortColumnName, SortOrder } from '@vigil/domain';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { gatewayTexts } from '../gatewayTexts';

type Connection = 'connected' | 'disconnected';

export interface GatewaysToolbarProps {
  query: string;
  filters: EquipmentListFilters;
  sortColumn: GatewaySortColumnName;
  order: SortOrder;
  onSearch: (query: string) => void;
  onFiltersChange: (filters: EquipmentListFilters) => void;
  onSortChange: (sortColumn: GatewaySortColumnName, order: SortOrder) => void;
  /** Shown for users who manage gateways. */
  onRegister?: () => void;
}

/**
 * Search, the connection and listen-mode filters, and Register. On phones, where the table hides
 * most columns, the sort is a menu here instead of the column headers.
 */
export function GatewaysToolbar({
  query,
  filters,
  sortColumn,
  order,
  onSearch,
  onFiltersChange,
  onSortChange,
  onRegister,
}: GatewaysToolbarProps) {
  const connection: Connection | null =
    filters.disconnected === undefined ? null : filters.disconnected ? 'disconnected' : 'connected';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <DebouncedSearchField label={gatewayTexts.searchLabel} value={query} onSearch={onSearch} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={connection}
        aria-label={gatewayTexts.connectionLabel}
        onChange={(_event, next: Connection | null) => {
          const { disconnected: _dropped, ...rest } = filters;
          onFiltersChange(
            next === null ? rest : { ...rest, disconnected: next === 'disconnected' },
          );
        }}
      >
        <ToggleButton value="connected">{gatewayTexts.connected}</ToggleButton>
        <ToggleButton value="disconnected">{gatewayTexts.disconnected}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButton
        size="small"
        value="listen"
        selected={filters.listen === true}
        onChange={() => {
          const { listen: _dropped, ...rest } = filters;
          onFiltersChange(filters.listen === true ? rest : { ...rest, listen: true });
        }}
      >
        {gatewayTexts.listenMode}
      </ToggleButton>
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 0.5 }}>
        <TextField
          select
          size="small"
          label={gatewayTexts.sortBy}
          value={sortColumn}
          onChange={(event) => onSortChange(event.target.value as GatewaySortColumnName, order)}
          sx={{ minWidth: 160 }}
        >
          {GATEWAY_SORT_COLUMN_NAMES.map((column) => (
            <MenuItem key={column} value={column}>
              {gatewayTexts.columns[column]}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={gatewayTexts.sortOrder(order)}
          onClick={() => onSortChange(sortColumn, order === 'asc' ? 'desc' : 'asc')}
        >
          {order === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Box>
      {onRegister ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onRegister}
          sx={{ ml: 'auto' }}
        >
          {gatewayTexts.register}
        </Button>
      ) : null}
    </Box>
  );
}
