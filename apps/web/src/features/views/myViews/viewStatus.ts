import { VIEW_STATUS_FILTER_LABELS, statusColor } from '@vigil/domain';
import type { ViewStatusFilter } from '@vigil/domain';

export interface ViewStatusFields {
  errors: number;
  warnings: number;
  disconnected: number;
  maintenance: number;
  isRepair: boolean;
}

/** One thing wrong with a view (or that it is fine), as a card lists it. */
export interface ViewStatusPart {
  kind: ViewStatusFilter;
  /** e.g. 'Errors 2', 'Repair', 'OK'. */
  text: string;
}

/**
 * What is wrong with a view, worst first: errors, warnings, disconnected sensors, equipment in
 * maintenance, repair; 'OK' when nothing is.
 */
export function viewStatusParts(view: ViewStatusFields): ViewStatusPart[] {
  const parts: ViewStatusPart[] = [];
  if (view.errors > 0) parts.push({ kind: 'error', text: `Errors ${view.errors}` });
  if (view.warnings > 0) parts.push({ kind: 'warning', text: `Warnings ${view.warnings}` });
  if (view.disconnected > 0) {
    parts.push({ kind: 'disconnected', text: `Disconnected ${view.disconnected}` });
  }
  if (view.maintenance > 0) {
    parts.push({ kind: 'maintenance', text: `Maintenance ${view.maintenance}` });
  }
  if (view.isRepair) parts.push({ kind: 'repair', text: VIEW_STATUS_FILTER_LABELS.repair });
  return parts.length > 0 ? parts : [{ kind: 'ok', text: VIEW_STATUS_FILTER_LABELS.ok }];
}

/** The colour of a status filter, from the domain's status colours. */
export function viewStatusColor(kind: ViewStatusFilter): string {
  switch (kind) {
    case 'ok':
    case 'warning':
    case 'error':
    case 'disconnected':
      return statusColor(kind);
    case 'maintenance':
      return statusColor('MAINTENANCE');
    case 'repair':
      return statusColor('REPAIR');
  }
}
