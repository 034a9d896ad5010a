import {
  GATEWAY_STATUS_LABELS,
  VIEW_STATUS_FILTER_LABELS,
  equipmentPagePath,
  gatewayStatusColor,
  statusColor,
} from '@vigil/domain';
import type { EquipmentListFilters, EquipmentListStatus, GatewayMode } from '@vigil/domain';
import type { SiteSummaryQuery } from '../../graphql/generated/graphql';
import { homeTexts } from './homeTexts';

export type SiteSummary = Omit<SiteSummaryQuery['siteSummary'], '__typename'>;

/** One count of a home card: what it counts, how many, its status colour and where it leads. */
export interface SummaryRow {
  key: string;
  label: string;
  count: number;
  color: string;
  href: string;
  /** The count in words, for assistive tech: "Error: 3 of 42 devices". */
  description: string;
}

const NO_FILTERS: EquipmentListFilters = { status: [], protocol: [], gatewayIDs: [] };

const gatewayNoun = (n: number) => (n === 1 ? 'gateway' : 'gateways');
const deviceNoun = (n: number) => (n === 1 ? 'device' : 'devices');

/** "5 gateways". */
export const gatewaysTotal = (s: SiteSummary) => `${s.gateways} ${gatewayNoun(s.gateways)}`;
/** "1 device". */
export const equipmentTotal = (s: SiteSummary) => `${s.equipment} ${deviceNoun(s.equipment)}`;

function row(
  key: string,
  label: string,
  count: number,
  total: string,
  color: string,
  href: string,
): SummaryRow {
  return { key, label, count, color, href, description: `${label}: ${count} of ${total}` };
}

/** The gateways tab, narrowed by the flags the list filters on (eq_filter disconnected_, listen_). */
export function gatewaysPath(
  customer: string | undefined,
  flags: Pick<EquipmentListFilters, 'disconnected' | 'listen'> = {},
): string {
  return equipmentPagePath(customer, { tab: 'gateways', filters: { ...NO_FILTERS, ...flags } });
}

/** Gateways by mode, with the words and colours of the gateways list's status indicator. */
const GATEWAY_COUNTS: readonly [
  GatewayMode,
  keyof SiteSummary,
  Pick<EquipmentListFilters, 'disconnected' | 'listen'>,
][] = [
  ['polling', 'gatewaysConnected', { disconnected: false }],
  ['disconnected', 'gatewaysDisconnected', { disconnected: true }],
  ['listening', 'gatewaysListening', { listen: true }],
];

export function gatewayRows(s: SiteSummary, customer: string | undefined): SummaryRow[] {
  const total = gatewaysTotal(s);
  return GATEWAY_COUNTS.map(([mode, field, flags]) =>
    row(
      mode,
      GATEWAY_STATUS_LABELS[mode],
      s[field],
      total,
      gatewayStatusColor(mode),
      gatewaysPath(customer, flags),
    ),
  );
}

type CountedStatus = Exclude<EquipmentListStatus, 'UNKNOWN'>;

/** Worst first: what needs attention leads the card. */
const EQUIPMENT_COUNTS: readonly [CountedStatus, keyof SiteSummary][] = [
  ['ERROR', 'equipmentError'],
  ['WARNING', 'equipmentWarning'],
  ['DISCONNECTED', 'equipmentDisconnected'],
  ['MAINTENANCE', 'equipmentMaintenance'],
  ['REPAIR', 'equipmentRepair'],
  ['OK', 'equipmentOk'],
];

const STATUS_LABEL: Record<CountedStatus, string> = {
  ERROR: VIEW_STATUS_FILTER_LABELS.error,
  WARNING: VIEW_STATUS_FILTER_LABELS.warning,
  DISCONNECTED: VIEW_STATUS_FILTER_LABELS.disconnected,
  MAINTENANCE: VIEW_STATUS_FILTER_LABELS.maintenance,
  REPAIR: VIEW_STATUS_FILTER_LABELS.repair,
  OK: VIEW_STATUS_FILTER_LABELS.ok,
};

export function equipmentPath(customer: string | undefined, status?: CountedStatus): string {
  return equipmentPagePath(customer, {
    tab: 'equipment',
    filters: status ? { ...NO_FILTERS, status: [status] } : NO_FILTERS,
  });
}

export function equipmentRows(s: SiteSummary, customer: string | undefined): SummaryRow[] {
  const total = equipmentTotal(s);
  return EQUIPMENT_COUNTS.map(([status, field]) =>
    row(
      status,
      STATUS_LABEL[status],
      s[field],
      total,
      statusColor(status),
      equipmentPath(customer, status),
    ),
  );
}

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The site's state in two sentences, so the page reads at a glance without the colours. */
export function siteSummarySentences(s: SiteSummary): [string, string] {
  let gateways: string;
  if (s.gateways === 0) gateways = homeTexts.noGateways;
  else if (s.gatewaysDisconnected === 0) {
    gateways =
      s.gateways === 1 ? 'The gateway is connected.' : `All ${s.gateways} gateways are connected.`;
  } else {
    gateways = `${s.gatewaysDisconnected} of ${gatewaysTotal(s)} ${
      s.gatewaysDisconnected === 1 ? 'is' : 'are'
    } disconnected.`;
  }
  if (s.gatewaysListening > 0) {
    gateways += ` ${s.gatewaysListening} ${s.gatewaysListening === 1 ? 'is' : 'are'} in listen mode.`;
  }

  let equipment: string;
  if (s.equipment === 0) equipment = homeTexts.noEquipment;
  else {
    const attention = [
      [s.equipmentError, 'in error'],
      [s.equipmentWarning, 'in warning'],
      [s.equipmentDisconnected, 'disconnected'],
      [s.equipmentMaintenance, 'in maintenance'],
      [s.equipmentRepair, 'in repair'],
    ] as const;
    const parts = attention.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    equipment =
      parts.length === 0
        ? `No device is in error, in warning, disconnected or out of service (${s.equipment} in total).`
        : `Of ${equipmentTotal(s)}: ${list(parts)}.`;
  }
  return [gateways, equipment];
}
