import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';
import { useUpdateOrder } from '../hooks/useUpdateOrder';
import { orderTexts as texts, partnerTexts } from '../partnerTexts';

/** The partner's own reference of an order, edited in place. */
export function OrderInternalIDForm({ order }: { order: OrderFieldsFragment }) {
  const [update, { loading }] = useUpdateOrder();
  const [value, setValue] = useState(order.internalID ?? '');
  const [state, setState] = useState<'before' | 'success' | 'error'>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const onSave = async () => {
    setFailure(null);
    try {
      await update(order.id, value.trim() || null);
      setState('success');
    } catch (error) {
      setState('error');
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={texts.internalID}
          helperText={texts.internalIDHint}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setState('before');
          }}
          autoComplete="off"
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <RequestButton
          type="submit"
          variant="outlined"
          state={loading ? 'fetching' : state}
          disabled={value.trim() === (order.internalID ?? '')}
        >
          {partnerTexts.save}
        </RequestButton>
      </Box>
    </Box>
  );
}
