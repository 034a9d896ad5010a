import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import type { LiveTrap } from '@vigil/domain';
import { useMemo, useState } from 'react';
import { useLiveTraps } from '../../../app/live/useLiveTraps';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { TrapsTable } from '../../../components/TrapsTable';
import type { TrapRow } from '../../../components/TrapsTable';
import { EquipmentTrapsDocument } from '../../../graphql/generated/graphql';
import { equipmentEventsTexts as texts } from '../equipmentEventsTexts';

/** Traps loaded with the page; live ones are added above them. */
export const EQUIPMENT_TRAPS_LIMIT = 200;
/** Traps kept on screen at most, so a trap storm cannot grow the page without end. */
export const EQUIPMENT_TRAPS_SHOWN_MAX = 1_000;

const newestFirst = (a: TrapRow, b: TrapRow) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(b.id) - Number(a.id);

/** Loaded and live traps as one list, newest first, each trap once. */
export function mergeTraps(live: readonly TrapRow[], loaded: readonly TrapRow[]): TrapRow[] {
  const byId = new Map<string, TrapRow>();
  for (const trap of [...live, ...loaded]) if (!byId.has(trap.id)) byId.set(trap.id, trap);
  return [...byId.values()].sort(newestFirst).slice(0, EQUIPMENT_TRAPS_SHOWN_MAX);
}

export interface EquipmentTrapsListProps {
  gatewayID: string;
  equipmentID: string;
  customerID: string | undefined;
  /** The equipment's name, for the table's accessible name. */
  name?: string | undefined;
}

/**
 * The SNMP traps received for the equipment, newest first (spec core §2 Traps): those stored,
 * then each new one added at the top as the live feed brings it, without asking again.
 */
export function EquipmentTrapsList({
  gatewayID,
  equipmentID,
  customerID,
  name,
}: EquipmentTrapsListProps) {
  const { data, error, refetch } = useQuery(EquipmentTrapsDocument, {
    variables: { gatewayID, equipmentID, customerID, limit: EQUIPMENT_TRAPS_LIMIT },
  });
  const [live, setLive] = useState<LiveTrap[]>([]);
  const notFound = error?.message === messages.couldNotFindEquipment;
  useLiveTraps(
    equipmentID,
    (trap) =>
      setLive((current) =>
        current.some((t) => t.id === trap.id)
          ? current
          : [trap, ...current].slice(0, EQUIPMENT_TRAPS_SHOWN_MAX),
      ),
    { enabled: !notFound },
  );
  const loaded = data?.snmpTraps;
  const traps = useMemo(() => mergeTraps(live, loaded ?? []), [live, loaded]);
  // Marked until the page is left: what arrived while the user was watching.
  const fresh = useMemo(() => {
    const stored = new Set((loaded ?? []).map((t) => t.id));
    return new Set(live.filter((t) => !stored.has(t.id)).map((t) => t.id));
  }, [live, loaded]);

  if (notFound) return <StatusBanner kind="warning">{messages.couldNotFindEquipment}</StatusBanner>;
  if (error && !loaded) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!loaded) {
    return (
      <Box aria-label={texts.loadingTraps} aria-busy role="progressbar">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  }
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', py: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {texts.liveNotice}
        </Typography>
        {/* Announced to screen readers as traps arrive. */}
        <Typography variant="body2" role="status" aria-live="polite">
          {fresh.size > 0 ? texts.newTraps(fresh.size) : texts.trapCount(traps.length)}
        </Typography>
      </Box>
      {traps.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {texts.noTraps}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <TrapsTable
            traps={traps}
            fresh={fresh}
            label={name ? texts.trapsOf(name) : texts.trapsTab}
          />
        </Box>
      )}
    </>
  );
}
