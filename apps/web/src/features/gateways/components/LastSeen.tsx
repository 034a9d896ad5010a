import { useNow } from '../../../app/hooks/useNow';
import { formatLocalTime, formatUpdated } from '../../../components/formatUpdated';
import { gatewayTexts } from '../gatewayTexts';

export interface LastSeenProps {
  lastUpdated: string | null | undefined;
}

/** When the gateway last checked in, relative ("2 minutes ago"), with the exact time on hover. */
export function LastSeen({ lastUpdated }: LastSeenProps) {
  const now = useNow();
  const text = formatUpdated(lastUpdated, now);
  if (!lastUpdated || text === null) return <span>{gatewayTexts.never}</span>;
  return (
    <time dateTime={lastUpdated} title={formatLocalTime(Date.parse(lastUpdated))}>
      {text}
    </time>
  );
}
