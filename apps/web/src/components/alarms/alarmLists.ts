// The alarm lists of spec core §4 as the screens ask for them; the lists themselves are the
// domain's (shared with the server).
import { ALARMS_PAGE_SIZE, type AlarmListPhase } from '@vigil/domain';

export {
  ALARM_LIST_PHASES,
  ALARMS_PAGE_SIZE,
  isAlarmListPhase,
  type AlarmListPhase,
} from '@vigil/domain';

/** The totals of the three lists (GraphQL AlarmCounts). */
export type AlarmListCounts = Record<AlarmListPhase, number>;

/** A list's page in a URL, from 1 with the first left out, as a zero-based page; junk is 0. */
export function parseListPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The last zero-based page of a list of `total` alarms (0 for an empty list). */
export function lastListPage(total: number): number {
  return Math.max(0, Math.ceil(total / ALARMS_PAGE_SIZE) - 1);
}
