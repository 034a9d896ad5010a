import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import {
  ALARM_COMPARATOR_LABELS,
  ALARM_CONNECTIVES,
  ALARM_RULE_MAX_TERMS,
  ALARM_RULE_VALUE_MAX_LENGTH,
  alarmRuleText,
  canRemoveLastToken,
  isAlarmComparator,
  nextTokenKinds,
  removeLastToken,
} from '@vigil/domain';
import type { AlarmComparator, AlarmLevel, AlarmToken } from '@vigil/domain';
import { useId, useState } from 'react';
import { alarmRuleTexts as texts } from '../alarmRuleTexts';
import type { RuleSensor } from '../hooks/useViewRuleSensors';
import {
  comparatorsFor,
  currentTerm,
  sensorToken,
  termCount,
  valueInputFor,
  withFirstSensor,
} from '../ruleBuilderSteps';

export interface AlarmConditionBuilderProps {
  tokens: readonly AlarmToken[];
  onChange: (tokens: AlarmToken[]) => void;
  sensors: readonly RuleSensor[];
  /** The rule's result, for the sentence. */
  level: AlarmLevel;
  disabled?: boolean;
}

/** The sentence so far; a gap still to fill reads '…' ('to …' after 'switches from'). */
function sentenceOf(tokens: readonly AlarmToken[], level: AlarmLevel): string {
  const next = nextTokenKinds(tokens);
  if (next.includes('END')) return alarmRuleText(tokens, level);
  // A stand-in token whose words are just its value: the domain writes the rest.
  const gap: AlarmToken = next.includes('TO')
    ? { kind: 'TO', value: '…' }
    : { kind: 'RIGHT_SENSOR', value: '…' };
  return alarmRuleText([...tokens, gap], level);
}

const comparatorLabel = (comparator: AlarmComparator) => {
  const words = ALARM_COMPARATOR_LABELS[comparator];
  return words === comparator ? words : `${words} (${comparator})`;
};

interface PickProps {
  label: string;
  value?: string;
  options: readonly { value: string; label: string }[];
  onPick: (value: string) => void;
  autoFocus: boolean;
  disabled: boolean;
  helperText?: string;
}

/** A labelled select; choosing an option adds (or sets) a token at once. */
function Pick({ label, value = '', options, onPick, autoFocus, disabled, helperText }: PickProps) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      value={value}
      autoFocus={autoFocus}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onPick(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A number typed, added with its button or Enter. */
function NumberStep({
  unit,
  onAdd,
  autoFocus,
  disabled,
}: {
  unit: string | null | undefined;
  onAdd: (value: string) => void;
  autoFocus: boolean;
  disabled: boolean;
}) {
  const [draft, setDraft] = useState('');
  const value = draft.trim();
  const ready =
    value !== '' && value.length <= ALARM_RULE_VALUE_MAX_LENGTH && Number.isFinite(Number(value));
  const add = () => {
    if (ready) onAdd(value);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1 }}>
      <TextField
        type="number"
        margin="dense"
        label={texts.value}
        value={draft}
        autoFocus={autoFocus}
        disabled={disabled}
        helperText={texts.valueHelp(unit)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the value rather than sending the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        slotProps={{
          htmlInput: { step: 'any', inputMode: 'decimal' },
        }}
        sx={{ flex: '1 1 12rem' }}
      />
      <Button
        variant="outlined"
        onClick={add}
        disabled={disabled || !ready}
        sx={{ mt: { xs: 0, sm: 2 }, mb: 1 }}
      >
        {texts.addValue}
      </Button>
    </Box>
  );
}

/**
 * The alarm rule condition, built token by token in the domain's order (spec core §4): IF and
 * the first sensor (kept: it can be changed, not removed), then a comparator, a value (a
 * number, or a state of a state sensor), the 'to' state after 'switches from', then AND / OR
 * back to a sensor or the end. The sentence grows above the controls; 'Remove last' takes back
 * the last token but never the first two.
 */
export function AlarmConditionBuilder({
  tokens,
  onChange,
  sensors,
  level,
  disabled = false,
}: AlarmConditionBuilderProps) {
  const headingId = useId();
  const sentenceId = useId();
  // After the user's first step, each new control takes the focus, so keys carry on from it.
  const [stepped, setStepped] = useState(false);
  const change = (next: AlarmToken[]) => {
    setStepped(true);
    onChange(next);
  };
  const append = (token: AlarmToken) => change([...tokens, token]);

  const byId = new Map(sensors.map((s) => [s.id, s]));
  const sensorOptions = sensors.map((s) => ({
    value: s.id,
    label: texts.sensorOption(s.name, s.equipmentName),
  }));
  const first = tokens[1]?.kind === 'LEFT_SENSOR' ? tokens[1] : undefined;
  const next = nextTokenKinds(tokens);
  const term = currentTerm(tokens);
  const sensor = term.sensorID ? byId.get(term.sensorID) : undefined;
  const stateOptions = (sensor?.states ?? []).map((state) => ({ value: state, label: state }));
  const full = termCount(tokens) >= ALARM_RULE_MAX_TERMS;
  const common = { autoFocus: stepped, disabled };

  let step = null;
  let prompt: string | null = null;
  if (!first) {
    prompt = texts.steps.sensor;
  } else if (next.includes('LEFT_SENSOR') && term.connective) {
    prompt = texts.steps.sensor;
    step = (
      <Pick
        {...common}
        label={texts.sensorAfter(term.connective)}
        options={sensorOptions}
        onPick={(id) => {
          const picked = byId.get(id);
          if (picked) append(sensorToken(picked));
        }}
      />
    );
  } else if (next.includes('COMPARATOR')) {
    prompt = texts.steps.comparator;
    step = (
      <Pick
        {...common}
        label={texts.comparator}
        options={comparatorsFor(sensor).map((c) => ({ value: c, label: comparatorLabel(c) }))}
        onPick={(value) => {
          if (isAlarmComparator(value)) {
            append({ kind: 'COMPARATOR', value, complex: value === 'switches from' });
          }
        }}
      />
    );
  } else if (next.includes('RIGHT_SENSOR')) {
    if (valueInputFor(sensor, term.comparator) === 'state') {
      prompt = texts.steps.state;
      step = (
        <Pick
          {...common}
          label={texts.state}
          options={stateOptions}
          onPick={(value) => append({ kind: 'RIGHT_SENSOR', value })}
        />
      );
    } else {
      prompt = texts.steps.value;
      step = (
        <NumberStep
          {...common}
          unit={sensor?.unit}
          onAdd={(value) => append({ kind: 'RIGHT_SENSOR', value })}
        />
      );
    }
  } else if (next.includes('TO')) {
    prompt = texts.steps.to;
    step = (
      <Pick
        {...common}
        label={texts.toState}
        options={stateOptions}
        onPick={(value) => append({ kind: 'TO', value })}
      />
    );
  } else if (next.includes('AND_OR')) {
    prompt = full ? texts.steps.full(ALARM_RULE_MAX_TERMS) : texts.steps.end;
    step = full ? null : (
      <Box
        role="group"
        aria-label={texts.connectives}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}
      >
        {ALARM_CONNECTIVES.map((connective, index) => (
          <Button
            key={connective}
            variant="outlined"
            disabled={disabled}
            autoFocus={stepped && index === 0}
            onClick={() => append({ kind: 'AND_OR', value: connective })}
          >
            {connective}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {texts.condition}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5, my: 1, bgcolor: 'action.hover' }}>
        <Typography id={sentenceId} variant="caption" color="text.secondary" component="p">
          {texts.sentence}
        </Typography>
        <Typography
          component="output"
          aria-labelledby={sentenceId}
          aria-live="polite"
          sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {sentenceOf(tokens, level)}
        </Typography>
      </Paper>
      <Pick
        label={texts.sensor}
        value={first?.id ?? ''}
        options={sensorOptions}
        autoFocus={false}
        disabled={disabled}
        onPick={(id) => {
          const picked = byId.get(id);
          if (picked) change(withFirstSensor(tokens, picked, first && byId.get(first.id)));
        }}
      />
      {/* Keyed by length: each step starts empty and, once the user has begun, focused. */}
      <Box key={tokens.length}>{step}</Box>
      {prompt ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {prompt}
        </Typography>
      ) : null}
      <Button
        startIcon={<BackspaceOutlinedIcon />}
        disabled={disabled || !canRemoveLastToken(tokens)}
        onClick={() => change(removeLastToken(tokens))}
      >
        {texts.removeLast}
      </Button>
    </Box>
  );
}
