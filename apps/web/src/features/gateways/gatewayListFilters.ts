import type { EquipmentListFilters } from '@vigil/domain';
import type { GatewayFilters } from '../../graphql/generated/graphql';

/** The page's eq_filter values as the gateways query takes them; undefined when none apply. */
export function gatewayListFilters(filters: EquipmentListFilters): GatewayFilters | undefined {
  const result: GatewayFilters = {};
  if (filters.disconnected !== undefined) result.disconnected = filters.disconnected;
  if (filters.listen !== undefined) result.slave = filters.listen;
  return Object.keys(result).length > 0 ? result : undefined;
}

/** Whether any gateway search or filter is in effect. */
export function isGatewayListFiltered(query: string, filters: EquipmentListFilters): boolean {
  return query !== '' || gatewayListFilters(filters) !== undefined;
}
