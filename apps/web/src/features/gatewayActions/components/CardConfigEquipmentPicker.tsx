import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { EQUIPMENT_LIST_LIMIT } from '@vigil/domain';
import { useId, useState } from 'react';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { RetryBanner } from '../../../components/RetryBanner';
import { CardConfigEquipmentDocument } from '../../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';

export interface CardConfigEquipmentPickerProps {
  gatewayID: string;
  /** The gateway's customer (allEquipment needs one). */
  customerID: string;
  picked: ReadonlySet<string>;
  onToggle: (ip: string, on: boolean) => void;
}

/**
 * The gateway's SNMP equipment as a list of checkboxes, searchable on the server (at most one
 * page of the equipment list is shown; the search narrows it), to pick the cards to configure.
 */
export function CardConfigEquipmentPicker({
  gatewayID,
  customerID,
  picked,
  onToggle,
}: CardConfigEquipmentPickerProps) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const { data, previousData, error, loading, refetch } = useQuery(CardConfigEquipmentDocument, {
    variables: {
      customerID,
      gatewayID,
      query: query || undefined,
      limit: EQUIPMENT_LIST_LIMIT,
    },
  });
  const page = (data ?? previousData)?.allEquipment ?? null;

  let body;
  if (error && !page) {
    body = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!page) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={24} aria-label={texts.pickLoading} />
      </Box>
    );
  } else if (page.items.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {query ? texts.pickNoMatch : texts.pickNone}
      </Typography>
    );
  } else {
    body = (
      <>
        <Box
          id={listId}
          role="group"
          aria-label={texts.pickToggle}
          aria-busy={loading}
          sx={{ maxHeight: 220, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {page.items.map((item) => (
            <FormControlLabel
              key={item.id}
              sx={{ mr: 0, overflowWrap: 'anywhere' }}
              control={
                <Checkbox
                  size="small"
                  checked={picked.has(item.equipmentIP)}
                  onChange={(event) => onToggle(item.equipmentIP, event.target.checked)}
                />
              }
              label={texts.pickCard(item.name, item.equipmentIP)}
            />
          ))}
        </Box>
        {page.total > page.items.length ? (
          <Typography variant="caption" color="text.secondary">
            {texts.pickMore(page.items.length, page.total)}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ mt: 1 }}>
      <DebouncedSearchField label={texts.pickSearch} value={query} onSearch={setQuery} />
      {body}
    </Box>
  );
}
