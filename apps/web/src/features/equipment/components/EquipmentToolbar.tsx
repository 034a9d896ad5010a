import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { EQUIPMENT_LIST_STATUSES, ONBOARDING_PROTOCOLS } from '@vigil/domain';
import type { EquipmentListFilters, EquipmentListStatus } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentFilterMenu } from './EquipmentFilterMenu';

const FLAGS = ['maintenance', 'repair', 'disconnected', 'locked'] as const;

const FLAG_LABELS: Record<(typeof FLAGS)[number], string> = {
  maintenance: equipmentTexts.flags.maintenance,
  repair: equipmentTexts.flags.repair,
  disconnected: equipmentTexts.flags.disconnected,
  locked: equipmentTexts.flags.locked,
};

const STATUS_OPTIONS = EQUIPMENT_LIST_STATUSES.map((status) => ({
  value: status,
  label: equipmentTexts.statuses[status],
}));
const PROTOCOL_OPTIONS = ONBOARDING_PROTOCOLS.map((protocol) => ({
  value: protocol,
  label: protocol,
}));

export interface EquipmentToolbarProps {
  query: string;
  filters: EquipmentListFilters;
  gateways: readonly { id: string; name: string }[];
  onSearch: (query: string) => void;
  onFiltersChange: (filters: EquipmentListFilters) => void;
  /** Offered to users who may add devices. */
  onAdd?: () => void;
  /** Find Equipment (an SNMP scan from a gateway), offered to users who may add devices. */
  findPath?: string;
}

/** Search, the filters of the list (each one or many), and Add for those allowed. */
export function EquipmentToolbar({
  query,
  filters,
  gateways,
  onSearch,
  onFiltersChange,
  onAdd,
  findPath,
}: EquipmentToolbarProps) {
  const change = (next: Partial<EquipmentListFilters>) => onFiltersChange({ ...filters, ...next });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <DebouncedSearchField label={equipmentTexts.searchLabel} value={query} onSearch={onSearch} />
      <Box
        role="group"
        aria-label={equipmentTexts.filtersLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', flex: '1 1 auto' }}
      >
        <EquipmentFilterMenu
          label={equipmentTexts.statusFilter}
          options={STATUS_OPTIONS}
          selected={filters.status}
          multiple
          onChange={(status) => change({ status: status as EquipmentListStatus[] })}
        />
        <EquipmentFilterMenu
          label={equipmentTexts.protocolFilter}
          options={PROTOCOL_OPTIONS}
          selected={filters.protocol}
          multiple
          onChange={(protocol) => change({ protocol })}
        />
        <EquipmentFilterMenu
          label={equipmentTexts.gatewayFilter}
          options={gateways.map((gateway) => ({ value: gateway.id, label: gateway.name }))}
          selected={filters.gatewayIDs}
          multiple
          onChange={(gatewayIDs) => change({ gatewayIDs })}
          emptyText={equipmentTexts.noGateways}
        />
        {FLAGS.map((flag) => {
          const [on, off] = equipmentTexts.flagFilters[flag];
          const value = filters[flag];
          return (
            <EquipmentFilterMenu
              key={flag}
              label={FLAG_LABELS[flag]}
              options={[
                { value: 'true', label: on },
                { value: 'false', label: off },
              ]}
              selected={value === undefined ? [] : [String(value)]}
              multiple={false}
              onChange={([chosen]) =>
                change({ [flag]: chosen === undefined ? undefined : chosen === 'true' })
              }
            />
          );
        })}
      </Box>
      {findPath ? (
        <Button
          variant="outlined"
          component={RouterLink}
          to={findPath}
          startIcon={<TravelExploreIcon />}
        >
          {equipmentTexts.find}
        </Button>
      ) : null}
      {onAdd ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {equipmentTexts.add}
        </Button>
      ) : null}
    </Box>
  );
}
