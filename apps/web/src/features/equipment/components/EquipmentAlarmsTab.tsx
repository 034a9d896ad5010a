import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback } from 'react';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { StatusBanner } from '../../../components/StatusBanner';
import { AlarmList } from '../../../components/alarms/AlarmList';
import { ALARM_LIST_PHASES } from '../../../components/alarms/alarmLists';
import type { AlarmListPhase } from '../../../components/alarms/alarmLists';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import { useAlarmList } from '../../../components/alarms/hooks/useAlarmList';
import { equipmentTexts } from '../equipmentTexts';
import { useEquipmentAlarmsParams } from '../hooks/useEquipmentAlarmsParams';

/**
 * My Equipment's alarms tab: every alarm of the customer (not only the user's views), on the list
 * `eq_filter` names (open_true, the default, or acknowledged_true), searched and paged, with
 * Acknowledge and each alarm's delivery log.
 */
export function EquipmentAlarmsTab({ customerID }: { customerID: string | undefined }) {
  const { params, setParams } = useEquipmentAlarmsParams();
  const { phase, query, page } = params;
  const list = useAlarmList({ customerID, phase, query, mine: false, page });
  const onSearch = useCallback((next: string) => setParams({ query: next }), [setParams]);
  const onPageChange = useCallback(
    (next: number, options?: { replace?: boolean }) => setParams({ page: next }, options),
    [setParams],
  );

  if (!customerID) return <StatusBanner kind="info">{alarmTexts.noCustomer}</StatusBanner>;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={phase}
          onChange={(_event, next: AlarmListPhase | null) => {
            if (next) setParams({ phase: next });
          }}
          aria-label={equipmentTexts.alarmListLabel}
          sx={{ flexWrap: 'wrap' }}
        >
          {ALARM_LIST_PHASES.map((value) => (
            <ToggleButton key={value} value={value}>
              {alarmTexts.phaseWithCount(alarmTexts.phases[value], list.counts?.[value] ?? null)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DebouncedSearchField label={alarmTexts.searchLabel} value={query} onSearch={onSearch} />
      </Box>
      <AlarmList
        list={list}
        phase={phase}
        query={query}
        page={page}
        onPageChange={onPageChange}
        onClearSearch={() => setParams({ query: '' })}
      />
    </>
  );
}
