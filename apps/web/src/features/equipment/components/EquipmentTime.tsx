import { equipmentTexts } from '../equipmentTexts';
import { formatLocalTime, formatUpdated } from '../../../components/formatUpdated';

/** A time of the equipment: relative within a week, the local date and time on hover and after. */
export function EquipmentTime({ iso, now }: { iso: string | null | undefined; now: number }) {
  const text = formatUpdated(iso, now);
  if (!iso || !text) return <>{equipmentTexts.never}</>;
  return (
    <time dateTime={iso} title={formatLocalTime(Date.parse(iso))}>
      {text}
    </time>
  );
}
