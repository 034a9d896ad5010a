import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STATE_CONDITIONS,
  explainStateReading,
  parseStateMap,
  statusColor,
  type StateCondition,
} from '@vigil/domain';
import { useId, useMemo } from 'react';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { StatusDot } from '../../components/StatusDot';
import { stateParserTexts as texts } from './stateParserTexts';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/** What the page keeps in its address, so a reload or a shared link shows the same case. */
type Param = 'raw' | 'mask' | 'multiplier' | 'offset' | 'states' | 'conditions';

/** Blank is none; anything else must be a number. */
function numberParam(text: string): { value: number | null; error: boolean } {
  if (text.trim() === '') return { value: null, error: false };
  const value = Number(text);
  return Number.isFinite(value) ? { value, error: false } : { value: null, error: true };
}

const isCondition = (value: string): value is StateCondition =>
  (STATE_CONDITIONS as readonly string[]).includes(value);

/**
 * /home/parser (spec access §2): a raw state value and a state map, with a condition per state,
 * through decodeSnmpValue and the state rules of the domain; the result says what a state sensor
 * would show and, when it is "unknown", why. Everything typed is kept in the address.
 */
export function StateParserPage() {
  usePageTitle(texts.title);
  const [params, setParams] = useAddressParams();
  const value = (name: Param) => params.get(name) ?? '';
  const set = (name: Param, next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );

  const map = useMemo(() => parseStateMap(params.get('states') ?? ''), [params]);
  const conditions = (params.get('conditions') ?? '')
    .split(',')
    .map((c) => (isCondition(c) ? c : 'Normal'));
  const multiplier = numberParam(value('multiplier'));
  const offset = numberParam(value('offset'));
  const reading =
    value('raw').trim() === '' || multiplier.error || offset.error
      ? null
      : explainStateReading({
          raw: value('raw'),
          strMask: value('mask') || null,
          multiplier: multiplier.value,
          offset: offset.value,
          states: map.states,
          conditions: map.states.map((_, index) => conditions[index] ?? 'Normal'),
        });

  const setCondition = (index: number, condition: StateCondition) => {
    const next = map.states.map((_, i) => (i === index ? condition : (conditions[i] ?? 'Normal')));
    // Trailing Normals are the default: keep the address short.
    while (next.length > 0 && next[next.length - 1] === 'Normal') next.pop();
    set('conditions', next.join(','));
  };

  const resultId = useId();
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.intro} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField
            fullWidth
            margin="normal"
            label={texts.rawLabel}
            helperText={texts.rawHint}
            value={value('raw')}
            onChange={(event) => set('raw', event.target.value)}
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { maxLength: 1000, spellCheck: false } }}
          />
          <TextField
            fullWidth
            margin="normal"
            label={texts.strMaskLabel}
            helperText={texts.strMaskHint}
            value={value('mask')}
            onChange={(event) => set('mask', event.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
          />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              fullWidth
              margin="normal"
              label={texts.multiplierLabel}
              value={value('multiplier')}
              onChange={(event) => set('multiplier', event.target.value)}
              error={multiplier.error}
              helperText={multiplier.error ? texts.notANumber : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 40 } }}
            />
            <TextField
              fullWidth
              margin="normal"
              label={texts.offsetLabel}
              value={value('offset')}
              onChange={(event) => set('offset', event.target.value)}
              error={offset.error}
              helperText={offset.error ? texts.notANumber : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 40 } }}
            />
          </Box>
          <TextField
            fullWidth
            margin="normal"
            multiline
            minRows={4}
            label={texts.statesLabel}
            value={value('states')}
            onChange={(event) => set('states', event.target.value)}
            error={map.errors.length > 0}
            helperText={map.errors.length > 0 ? map.errors.join(' ') : texts.statesHint}
            slotProps={{ htmlInput: { maxLength: 10_000, spellCheck: false } }}
          />
          {map.states.length > 0 ? (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                {texts.conditionsHeading}
              </Typography>
              {map.states.map((label, index) => (
                <TextField
                  key={index}
                  select
                  fullWidth
                  size="small"
                  margin="dense"
                  label={texts.conditionFor(index, label)}
                  value={conditions[index] ?? 'Normal'}
                  onChange={(event) =>
                    setCondition(
                      index,
                      isCondition(event.target.value) ? event.target.value : 'Normal',
                    )
                  }
                >
                  {STATE_CONDITIONS.map((condition) => (
                    <MenuItem key={condition} value={condition}>
                      {condition}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </>
          ) : null}
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={resultId}>
          <Typography id={resultId} variant="h6" component="h2" gutterBottom>
            {texts.resultHeading}
          </Typography>
          {reading === null ? (
            <Typography color="text.secondary">{texts.rawHint}</Typography>
          ) : !reading.ok ? (
            <StatusBanner kind="error">{reading.reason}</StatusBanner>
          ) : (
            <>
              {reading.reason ? <StatusBanner kind="warning">{reading.reason}</StatusBanner> : null}
              <Table size="small" aria-labelledby={resultId}>
                <TableBody>
                  <ResultRow label={texts.valueRead} value={String(reading.value)} />
                  <ResultRow
                    label={texts.stateIndex}
                    value={reading.index === null ? texts.none : String(reading.index)}
                  />
                  <ResultRow label={texts.stateLabel} value={reading.label} />
                  <ResultRow label={texts.condition} value={reading.condition ?? texts.none} />
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {texts.status}
                    </TableCell>
                    <TableCell>
                      <StatusDot color={statusColor(reading.status)} data-testid="parser-status">
                        {reading.status}
                      </StatusDot>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </>
          )}
        </Paper>
      </Box>
    </>
  );
}

function ResultRow({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell>{value}</TableCell>
    </TableRow>
  );
}
