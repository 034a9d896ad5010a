import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALARM_LEVELS, isAlarmLevel, isValidAlarmRule, messages } from '@vigil/domain';
import type { AlarmLevel, AlarmToken } from '@vigil/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import type { AlarmRuleFieldsFragment } from '../../../graphql/generated/graphql';
import { alarmRuleTexts as texts } from '../alarmRuleTexts';
import { resultTokens, ruleLevel, tokensFromRule } from '../alarmRuleTokens';
import { useSaveAlarmRule } from '../hooks/useSaveAlarmRule';
import { useViewRuleSensors } from '../hooks/useViewRuleSensors';
import type { RuleSensor } from '../hooks/useViewRuleSensors';
import { hasStates } from '../ruleBuilderSteps';
import { AlarmConditionBuilder } from './AlarmConditionBuilder';

type RuleView = { id: string; customerID: string };

export interface AlarmRuleDialogProps {
  open: boolean;
  view: RuleView;
  /** The rule edited; null adds one. */
  rule: AlarmRuleFieldsFragment | null;
  onClose: () => void;
}

/** Add or edit a view's alarm rule: its name, its condition, built token by token, and result. */
export function AlarmRuleDialog({ open, view, rule, onClose }: AlarmRuleDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={rule ? texts.editTitle : texts.addTitle}>
      {(onBusyChange) => (
        <AlarmRuleForm
          // Another rule (or a new one) starts from its own values.
          key={rule?.id ?? 'new'}
          view={view}
          rule={rule}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      )}
    </FormDialog>
  );
}

/** The view's sensors, plus any of the rule's that its widgets no longer show. */
function withRuleSensors(
  sensors: readonly RuleSensor[],
  tokens: readonly AlarmToken[],
): RuleSensor[] {
  const known = new Set(sensors.map((s) => s.id));
  const missing = tokens.flatMap((t) =>
    t.kind === 'LEFT_SENSOR' && !known.has(t.id)
      ? [{ id: t.id, name: t.name, unit: t.unit, states: [] }]
      : [],
  );
  return [...sensors, ...missing];
}

function AlarmRuleForm({
  view,
  rule,
  onClose,
  onBusyChange,
}: Omit<AlarmRuleDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const { sensors, error, retry } = useViewRuleSensors(view.id);
  const [save] = useSaveAlarmRule(view);
  const [name, setName] = useState(rule?.name ?? '');
  const [tokens, setTokens] = useState<AlarmToken[]>(() =>
    rule ? tokensFromRule(rule.condition) : [{ kind: 'IF' }],
  );
  const [level, setLevel] = useState<AlarmLevel>(rule ? ruleLevel(rule.result) : 'alarm');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useMemo(
    () => (sensors ? withRuleSensors(sensors, rule ? tokensFromRule(rule.condition) : []) : []),
    [sensors, rule],
  );
  const valid = isValidAlarmRule({ condition: tokens, result: resultTokens(level) });

  const submit = async () => {
    if (busy || !valid) return;
    if (name.trim() === '') {
      setNameError(messages.alarmRuleNameRequired);
      return;
    }
    setBusy(true);
    onBusyChange(true);
    setFailure(null);
    try {
      await save({ ruleID: rule?.id, name, condition: tokens, level });
      onClose();
    } catch (caught) {
      setFailure(errorMessage(caught) ?? messages.snackbarError);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  let builder;
  if (error && !sensors) {
    builder = <RetryBanner retry={retry}>{error.message}</RetryBanner>;
  } else if (!sensors) {
    builder = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={texts.loadingSensors} />
      </Box>
    );
  } else if (options.length === 0) {
    builder = <StatusBanner kind="info">{texts.noSensors}</StatusBanner>;
  } else {
    builder = (
      <AlarmConditionBuilder
        tokens={tokens}
        onChange={(next) => {
          setTokens(next);
          setFailure(null);
        }}
        sensors={options}
        level={level}
        disabled={busy}
      />
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <TextField
          fullWidth
          margin="dense"
          label={texts.name}
          value={name}
          autoFocus
          disabled={busy}
          error={nameError !== null}
          helperText={nameError ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        {builder}
        <TextField
          select
          fullWidth
          margin="normal"
          label={texts.result}
          value={level}
          disabled={busy}
          helperText={texts.levelHelp[level]}
          onChange={(event) => {
            if (isAlarmLevel(event.target.value)) setLevel(event.target.value);
          }}
        >
          {ALARM_LEVELS.map((option) => (
            <MenuItem key={option} value={option}>
              {texts.levels[option]}
            </MenuItem>
          ))}
        </TextField>
        {options.some(hasStates) ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {texts.switchHelp}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.mailHelp}
        </Typography>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.save}
        busy={busy}
        failed={failure !== null}
        submitDisabled={!valid}
      />
    </Box>
  );
}
