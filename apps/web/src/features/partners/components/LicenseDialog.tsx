import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { PLAN_DEVICE_LIMITS, PLAN_TIERS, messages } from '@vigil/domain';
import type { PlanType } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import type { LicenseFieldsFragment } from '../../../graphql/generated/graphql';
import { useSaveLicense } from '../hooks/useSaveLicense';
import { licenseTexts as texts, quoteEditorTexts } from '../partnerTexts';

export interface LicenseDialogProps {
  license: LicenseFieldsFragment | null;
  onClose: () => void;
}

/** Edit a customer's licence: plan, device limit (the plan's, editable for Custom), start date. */
export function LicenseDialog({ license, onClose }: LicenseDialogProps) {
  return (
    <FormDialog
      open={license !== null}
      onClose={onClose}
      title={license ? texts.dialogTitle(license.customerName) : ''}
    >
      {(onBusyChange) =>
        license ? (
          <LicenseForm license={license} onClose={onClose} onBusyChange={onBusyChange} />
        ) : null
      }
    </FormDialog>
  );
}

function LicenseForm({
  license,
  onClose,
  onBusyChange,
}: {
  license: LicenseFieldsFragment;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [save, { loading }] = useSaveLicense();
  const [planType, setPlanType] = useState<PlanType>(license.planType as PlanType);
  const [limit, setLimit] = useState(
    license.deviceLimit === null ? '' : String(license.deviceLimit),
  );
  const [startsOn, setStartsOn] = useState(license.startsOn.slice(0, 10));
  const [limitError, setLimitError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const planLimit = PLAN_DEVICE_LIMITS[planType];

  const onSubmit = async () => {
    const trimmed = limit.trim();
    const deviceLimit = trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
    setLimitError(Number.isNaN(deviceLimit) ? quoteEditorTexts.wholeNumber : null);
    setStartError(/^\d{4}-\d{2}-\d{2}$/.test(startsOn) ? null : messages.required);
    if (Number.isNaN(deviceLimit) || !/^\d{4}-\d{2}-\d{2}$/.test(startsOn)) return;
    setFailure(null);
    onBusyChange(true);
    try {
      await save({ customerID: license.customerID, planType, deviceLimit, startsOn });
      onBusyChange(false);
      onClose();
    } catch (error) {
      onBusyChange(false);
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <TextField
          select
          fullWidth
          margin="normal"
          label={texts.plan}
          value={planType}
          onChange={(event) => {
            const tier = event.target.value as PlanType;
            setPlanType(tier);
            const tierLimit = PLAN_DEVICE_LIMITS[tier];
            if (tierLimit !== null) setLimit(String(tierLimit));
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PLAN_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
          <option value="UNKNOWN">{quoteEditorTexts.planUnknown}</option>
        </TextField>
        <TextField
          fullWidth
          margin="normal"
          label={texts.deviceLimit}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={limitError !== null}
          helperText={limitError ?? texts.deviceLimitHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: planLimit !== null } }}
        />
        <TextField
          fullWidth
          margin="normal"
          type="date"
          label={texts.startsOn}
          value={startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
          error={startError !== null}
          helperText={startError}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.save}
        busy={loading}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
