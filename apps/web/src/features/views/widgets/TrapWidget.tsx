import { useQuery } from '@apollo/client/react';
import { memo, useMemo } from 'react';
import { RetryBanner } from '../../../components/RetryBanner';
import { TrapsTable } from '../../../components/TrapsTable';
import { WidgetTrapsDocument } from '../../../graphql/generated/graphql';
import { useViewToken } from './ViewTokenContext';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/** How many traps a Trap widget lists. */
export const TRAP_LIMIT = 20;
/** Traps arrive without a live push of their own; a poll brings new ones in. */
export const TRAPS_POLL_MS = 30_000;

/** The newest SNMP traps of one equipment: OID, value and time, newest first, polled. */
export function TrapList({
  equipmentID,
  customerID,
  label,
}: {
  equipmentID: string | null | undefined;
  customerID: string;
  label?: string | undefined;
}) {
  // On a public link's page, asked with its token.
  const token = useViewToken();
  const { data, previousData, error, refetch } = useQuery(WidgetTrapsDocument, {
    variables:
      token === undefined
        ? { equipmentID, customerID, limit: TRAP_LIMIT }
        : { equipmentID, customerID, limit: TRAP_LIMIT, token },
    skip: !equipmentID,
    pollInterval: TRAPS_POLL_MS,
  });
  const traps = (data ?? previousData)?.snmpTraps;
  const sorted = useMemo(
    () => [...(traps ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    [traps],
  );
  if (!equipmentID) return <WidgetMessage>{widgetTexts.noEquipment}</WidgetMessage>;
  if (error && !traps) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!traps) return <WidgetMessage loading>{widgetTexts.loadingTraps}</WidgetMessage>;
  if (sorted.length === 0) return <WidgetMessage>{widgetTexts.noTraps}</WidgetMessage>;
  return <TrapsTable traps={sorted} label={label} />;
}

/** Trap: the newest SNMP traps of the widget's equipment. */
export const TrapWidget = memo(function TrapWidget({ widget, customerID }: WidgetBodyProps) {
  return (
    <TrapList
      equipmentID={widget.equipmentID}
      customerID={customerID}
      label={widget.name ?? undefined}
    />
  );
});
