import { formatLocalTime } from '../../components/formatUpdated';
import { gatewayTexts } from './gatewayTexts';

/** A date the server sent, in local time; a dash if it cannot be read. */
export function formatGatewayDate(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? formatLocalTime(at) : gatewayTexts.none;
}
