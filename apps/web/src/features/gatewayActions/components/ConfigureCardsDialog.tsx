import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ACTION_LABELS, isIPv4, messages } from '@vigil/domain';
import type { CardConfigFlag } from '@vigil/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentSnmpFields } from '../../equipment/components/EquipmentSnmpFields';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { resolverOf } from '../../equipment/equipmentFormValues';
import {
  CARD_CONFIG_FLAG_ORDER,
  cardConfigActionOf,
  cardConfigFieldOf,
  cardConfigInputOf,
  cardIpsOf,
  configureCardsErrors,
  emptyConfigureCardsValues,
} from '../cardConfigForm';
import type { ConfigureCardsValues } from '../cardConfigForm';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { CardConfigStopped, useQueueCardConfig } from '../hooks/useQueueCardConfig';
import { snmpCredsWithPort } from '../snmpCredentials';
import type { SnmpCredentialValues } from '../snmpCredentials';
import { CardConfigEquipmentPicker } from './CardConfigEquipmentPicker';
import { SnmpPortField } from './SnmpPortField';

export interface ConfigureCardsDialogProps {
  open: boolean;
  gateway: { id: string; name: string; customerID: string };
  customerID: string | undefined;
  /** The queue it goes to: a node of an HA pair (HA2 its own), or the gateway's. */
  gatewayType?: string | null;
  /**
   * One card (Configure Card), its address prefilled, with what is known of its credentials;
   * without it, a list of cards (Configure Card(s)) typed, pasted or picked.
   */
  card?: { ip: string; credentials?: Partial<SnmpCredentialValues> };
  onClose: () => void;
  /** Every chunk was queued: the batch's record and how many addresses it holds. */
  onQueued: (record: { id: string; label: string }, count: number) => void;
}

/**
 * Configure Card / Configure Card(s) (spec core §3 card config flags, §4): the flags to set with
 * the values each sets, an optional contact, and the SNMP credentials and port to write with.
 * Checked as addGatewayAction checks it, each message on its input; a list of more than 100
 * addresses is queued 100 at a time as one batch, its progress shown, stopping at a refusal.
 * Full screen on phones.
 */
export function ConfigureCardsDialog(props: ConfigureCardsDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const title = props.card ? ACTION_LABELS.UNITY_CONFIG : ACTION_LABELS.IMPORT_CONFIG;
  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => {
        // A stray click beside it does not throw away what was typed.
        if (reason !== 'backdropClick') props.onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {props.open ? <ConfigureCardsForm {...props} title={title} /> : null}
    </Dialog>
  );
}

function ConfigureCardsForm({
  gateway,
  customerID,
  gatewayType,
  card,
  onClose,
  onQueued,
  title,
}: ConfigureCardsDialogProps & { title: string }) {
  const formId = useId();
  const [picking, setPicking] = useState(false);
  const methods = useForm<ConfigureCardsValues>({
    resolver: resolverOf(configureCardsErrors),
    defaultValues: emptyConfigureCardsValues(gateway.id, {
      ip: card?.ip,
      credentials: card?.credentials,
    }),
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = methods;
  const [ipsText, pickedList, flags] = useWatch({ control, name: ['ips', 'picked', 'flags'] });
  const picked = new Set(pickedList);
  const ips = cardIpsOf(ipsText, pickedList);
  const badIps = ips.filter((ip) => !isIPv4(ip));
  const { queue, progress, busy } = useQueueCardConfig();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const list = cardIpsOf(values.ips, values.picked);
    try {
      const record = await queue(
        {
          gatewayID: gateway.id,
          customerID,
          gatewayType: gatewayType ?? undefined,
          action: cardConfigActionOf(list),
          cardConfig: cardConfigInputOf(values),
          snmpCreds: snmpCredsWithPort(values),
        },
        list,
      );
      onQueued(record, list.length);
    } catch (error) {
      const refusal = error instanceof CardConfigStopped ? error.refusal : error;
      const named = graphQLErrorField(refusal);
      const field = named ? cardConfigFieldOf(named.field) : null;
      if (named && field) {
        setError(field as FieldPath<ConfigureCardsValues>, {
          type: 'server',
          message: named.message,
        });
      }
      setFailure(errorMessage(refusal) ?? messages.somethingWentWrong);
    }
  });

  const has = (flag: CardConfigFlag) => flags.includes(flag);
  const flagFields: Partial<Record<CardConfigFlag, ReactNode>> = {
    'set-name': (
      <EquipmentTextField
        name="cardName"
        label={texts.cardNameLabel}
        required
        autoComplete="off"
        hint={card ? undefined : texts.cardNameManyHint}
      />
    ),
    'set-traps': (
      <>
        <EquipmentTextField
          name="trapIP"
          label={texts.trapIPLabel}
          hint={texts.trapIPHint}
          required
          autoComplete="off"
          inputMode="decimal"
        />
        <EquipmentTextField
          name="trapCommunity"
          label={texts.trapCommunityLabel}
          autoComplete="off"
        />
      </>
    ),
    'set-user': (
      <>
        <EquipmentTextField
          name="cardUsername"
          label={texts.cardUsernameLabel}
          hint={has('set-V3-access') ? texts.sharedUserHint : undefined}
          required
          autoComplete="off"
        />
        <EquipmentTextField
          name="cardPassword"
          label={texts.cardPasswordLabel}
          required
          type="password"
          autoComplete="new-password"
        />
      </>
    ),
    // set-V3-access's user is set-user's username when both are chosen (one cardConfig.username).
    'set-V3-access': has('set-user') ? null : (
      <EquipmentTextField
        name="cardUsername"
        label={texts.v3UserLabel}
        required
        autoComplete="off"
      />
    ),
  };
  const flagsError = (errors.flags as { message?: string } | undefined)?.message;
  const ipsError = errors.ips?.message;

  return (
    <>
      <DialogContent dividers>
        <FormProvider {...methods}>
          <Box
            component="form"
            id={formId}
            noValidate
            aria-label={title}
            onSubmit={(event) => void onSubmit(event)}
          >
            {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {card ? texts.configureIntro(card.ip) : texts.configureManyIntro}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {gateway.name}
            </Typography>

            {card ? (
              <EquipmentTextField
                name="ips"
                label={texts.cardIpLabel}
                required
                autoComplete="off"
                inputMode="decimal"
              />
            ) : (
              <>
                <EquipmentTextField
                  name="ips"
                  label={texts.ipsLabel}
                  required
                  multiline
                  minRows={3}
                  maxRows={8}
                  autoComplete="off"
                  hint={
                    ips.length > 0
                      ? `${texts.ipsCount(ips.length)} ${texts.ipsHint}`
                      : texts.ipsHint
                  }
                />
                {ipsError && badIps.length > 0 ? (
                  <Typography variant="caption" color="error" component="p" sx={{ mx: 1.75 }}>
                    {texts.notAnAddress(badIps)}
                  </Typography>
                ) : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Button
                    size="small"
                    aria-expanded={picking}
                    endIcon={picking ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    onClick={() => setPicking((was) => !was)}
                  >
                    {texts.pickToggle}
                  </Button>
                  {picked.size > 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {texts.pickedCount(picked.size)}
                    </Typography>
                  ) : null}
                </Box>
                {picking ? (
                  <CardConfigEquipmentPicker
                    gatewayID={gateway.id}
                    customerID={gateway.customerID}
                    picked={picked}
                    onToggle={(ip, on) =>
                      setValue(
                        'picked',
                        on ? [...pickedList, ip] : pickedList.filter((value) => value !== ip),
                        { shouldValidate: isSubmitted },
                      )
                    }
                  />
                ) : null}
              </>
            )}

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 2 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                {texts.settingsLegend}
              </Typography>
              <Controller
                control={control}
                name="flags"
                render={({ field }) => (
                  <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                    {CARD_CONFIG_FLAG_ORDER.map((flag, index) => {
                      const checked = field.value.includes(flag);
                      return (
                        <Box key={flag}>
                          <FormControlLabel
                            sx={{ mr: 0 }}
                            control={
                              <Checkbox
                                checked={checked}
                                onBlur={field.onBlur}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...field.value, flag]
                                      : field.value.filter((value) => value !== flag),
                                  )
                                }
                                slotProps={{
                                  input: {
                                    'aria-invalid': Boolean(flagsError),
                                    ...(index === 0 ? { ref: field.ref } : {}),
                                  },
                                }}
                              />
                            }
                            label={texts.flagLabel(texts.flagLabels[flag], flag)}
                          />
                          {checked && flagFields[flag] ? (
                            <Box sx={{ pl: { xs: 2, sm: 4 } }}>{flagFields[flag]}</Box>
                          ) : null}
                        </Box>
                      );
                    })}
                  </Box>
                )}
              />
              {flagsError ? (
                <Typography role="alert" variant="caption" color="error" component="p">
                  {flagsError}
                </Typography>
              ) : null}
            </Box>
            <EquipmentTextField name="contact" label={texts.contactLabel} autoComplete="off" />

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 2 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                {texts.writeCredentials}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.writeCredentialsHint}
              </Typography>
              <EquipmentSnmpFields />
              <SnmpPortField />
            </Box>
          </Box>
        </FormProvider>
        {progress && progress.total > 1 ? (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography variant="body2">
              {texts.queuedProgress(progress.queued, progress.total)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.queued / progress.total) * 100}
              aria-label={texts.queuedProgress(progress.queued, progress.total)}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {texts.cancel}
        </Button>
        <RequestButton
          type="submit"
          form={formId}
          variant="contained"
          state={busy ? 'fetching' : failure ? 'error' : 'before'}
        >
          {texts.configure}
        </RequestButton>
      </DialogActions>
    </>
  );
}
