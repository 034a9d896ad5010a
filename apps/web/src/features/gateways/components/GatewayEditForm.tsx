import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { editGatewayResolver } from '../gatewayFormSchema';
import type { GatewayFormInput, GatewayFormValues } from '../gatewayFormSchema';
import { gatewayTexts } from '../gatewayTexts';
import { useUpdateGateway } from '../hooks/useUpdateGateway';
import { showServerFieldError } from '../serverFieldError';

export interface GatewayEditFormProps {
  gateway: GatewayFieldsFragment;
  customerID: string | undefined;
  onDone: () => void;
}

/** Rename a gateway or change its poll interval; only what changed is sent. */
export function GatewayEditForm({ gateway, customerID, onDone }: GatewayEditFormProps) {
  const [update, { loading }] = useUpdateGateway();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GatewayFormInput, unknown, GatewayFormValues>({
    resolver: editGatewayResolver,
    defaultValues: { name: gateway.name, pollInterval: String(gateway.pollInterval) },
  });

  const onSubmit = handleSubmit(async ({ name, pollInterval }) => {
    setFailure(null);
    const changes = {
      name: name !== gateway.name ? name : undefined,
      pollInterval:
        pollInterval !== undefined && pollInterval !== gateway.pollInterval
          ? pollInterval
          : undefined,
    };
    if (changes.name === undefined && changes.pollInterval === undefined) {
      onDone();
      return;
    }
    try {
      await update({ gatewayID: gateway.id, customerID, ...changes });
      onDone();
    } catch (error) {
      if (!showServerFieldError(error, ['name', 'pollInterval'] as const, setError)) {
        setFailure(errorMessage(error) ?? messages.snackbarError);
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={gatewayTexts.edit}
      onSubmit={(event) => void onSubmit(event)}
    >
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <FormTextField
        label={gatewayTexts.nameLabel}
        registration={register('name')}
        error={errors.name}
        required
        autoFocus
        autoComplete="off"
      />
      <FormTextField
        label={gatewayTexts.pollIntervalLabel}
        registration={register('pollInterval')}
        error={errors.pollInterval}
        inputMode="numeric"
        required
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {gatewayTexts.pollIntervalHint}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onDone} disabled={loading}>
          {gatewayTexts.cancel}
        </Button>
        <RequestButton
          type="submit"
          variant="contained"
          state={loading ? 'fetching' : failure ? 'error' : 'before'}
        >
          {gatewayTexts.save}
        </RequestButton>
      </Box>
    </Box>
  );
}
