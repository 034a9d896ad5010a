import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';
import { parseListPage } from '../../components/alarms/alarmLists';
import type { AlarmListPhase } from '../../components/alarms/alarmLists';

// My Equipment's alarms tab (spec access §2: the header's alarm count leads to
// /{id}/equipment?tab=alarms&eq_filter=open_true). The domain's equipment page parameters know the
// equipment and gateways tabs only, so this tab reads and writes its own: candidates for
// packages/domain's equipmentList.ts.

export const EQUIPMENT_ALARMS_TAB = 'alarms';

/** `eq_filter` values of the alarms tab and the list each selects. */
const FILTER_PHASES: Record<string, AlarmListPhase> = {
  open_true: 'open',
  acknowledged_true: 'acknowledged',
  cleared_true: 'cleared',
};

export interface EquipmentAlarmsParams {
  phase: AlarmListPhase;
  query: string;
  /** Zero-based page of the list. */
  page: number;
}

export function isEquipmentAlarmsTab(search: URLSearchParams): boolean {
  return search.get('tab') === EQUIPMENT_ALARMS_TAB;
}

/** The first `eq_filter` naming a list wins; none (or only unknown ones) is open_true. */
export function parseEquipmentAlarmsParams(search: URLSearchParams): EquipmentAlarmsParams {
  const phase = search
    .getAll('eq_filter')
    .map((value) => FILTER_PHASES[value])
    .find((value) => value !== undefined);
  return {
    phase: phase ?? 'open',
    query: (search.get('query') ?? '').trim(),
    page: parseListPage(search.get('page')),
  };
}

export function equipmentAlarmsSearch(params: EquipmentAlarmsParams): URLSearchParams {
  const search = new URLSearchParams({
    tab: EQUIPMENT_ALARMS_TAB,
    eq_filter: `${params.phase}_true`,
  });
  if (params.query) search.set('query', params.query);
  if (params.page > 0) search.set('page', String(params.page + 1));
  return search;
}

/** The alarms tab of a customer's My Equipment, on one list (open ones by default). */
export function equipmentAlarmsPath(
  customer: string | undefined,
  phase: AlarmListPhase = 'open',
): string {
  const search = equipmentAlarmsSearch({ phase, query: '', page: 0 });
  return `${generatePath(APP_ROUTES.equipment, { customer })}?${search.toString()}`;
}
