import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useQuery } from '@apollo/client/react';
import { STATE_CONDITIONS, defaultRedTo, type SensorSettingValues } from '@vigil/domain';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { RetryBanner } from '../../../components/RetryBanner';
import { ManagedSensorDocument } from '../../../graphql/generated/graphql';
import {
  formValuesOf,
  settingsFromPoint,
  settingsFromSensor,
  type ManageSensorsFormOutput,
  type ManageSensorsFormValues,
  type ManagedPoint,
} from '../manageSensorsForm';
import { manageSensorsTexts as texts } from '../manageSensorsTexts';
import { SmartThresholdSuggestion } from './SmartThresholdSuggestion';

export interface SensorSettingsPanelProps {
  point: ManagedPoint;
  customerID: string | undefined;
  /** The point's settings entered the form, starting from these. */
  onStart: (key: string, start: SensorSettingValues) => void;
  disabled?: boolean;
}

/**
 * One point's settings in the page's form: a monitored point's from its sensor (loaded when
 * opened), a point being added from the library's. Values stay in the form when it is closed.
 */
export function SensorSettingsPanel({
  point,
  customerID,
  onStart,
  disabled,
}: SensorSettingsPanelProps) {
  const { sensorID } = point;
  const { data, error, refetch } = useQuery(ManagedSensorDocument, {
    variables: { sensorIDs: sensorID ? [sensorID] : [] },
    skip: !sensorID,
  });
  const sensor = data?.sensor[0];
  const start = useMemo(() => {
    if (!sensorID) return settingsFromPoint(point);
    return sensor ? settingsFromSensor(sensor) : null;
  }, [point, sensorID, sensor]);
  const { getValues, setValue } = useFormContext<ManageSensorsFormValues>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!start) return;
    if (getValues(`rows.${point.key}`) === undefined) {
      setValue(`rows.${point.key}`, formValuesOf(start));
      onStart(point.key, start);
    }
    setReady(true);
  }, [start, point.key, getValues, setValue, onStart]);

  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!ready) {
    return (
      <Box aria-busy="true" aria-label={texts.loadingSettings}>
        <Skeleton />
        <Skeleton />
      </Box>
    );
  }
  return (
    <SettingsFields
      point={point}
      customerID={customerID}
      disabled={disabled}
      smart={Boolean(sensorID)}
    />
  );
}

type RowErrors = Partial<Record<string, FieldError | FieldError[] | undefined>> & {
  states?: (FieldError | undefined)[] & Partial<FieldError>;
  conditions?: (FieldError | undefined)[] & Partial<FieldError>;
};

function Group({
  title,
  help,
  children,
}: {
  title: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {help ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {help}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

const grid = (columns: number) => ({
  display: 'grid',
  columnGap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
});

function SettingsFields({
  point,
  customerID,
  disabled,
  smart,
}: {
  point: ManagedPoint;
  customerID: string | undefined;
  disabled: boolean | undefined;
  smart: boolean;
}) {
  const { register, control, setValue, getValues } = useFormContext<
    ManageSensorsFormValues,
    unknown,
    ManageSensorsFormOutput
  >();
  const row = `rows.${point.key}` as const;
  const { errors } = useFormState({ control, name: row });
  const rowErrors = (errors.rows?.[point.key] ?? {}) as RowErrors;
  const fieldError = (name: string) => rowErrors[name] as FieldError | undefined;
  const yellow = useWatch({ control, name: `${row}.yellowTo` });
  const states = useWatch({ control, name: `${row}.states` }) ?? [];
  const yellowNumber = yellow === undefined || yellow.trim() === '' ? NaN : Number(yellow);
  const redHelp = [
    Number.isFinite(yellowNumber) ? texts.defaultRed(yellowNumber) : null,
    point.redTo !== null ? texts.libraryRed(point.redTo) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const decimal = { htmlInput: { inputMode: 'decimal' as const } };

  const setStates = (next: string[], conditions: string[]) => {
    setValue(`${row}.states`, next, { shouldDirty: true });
    setValue(`${row}.conditions`, conditions, { shouldDirty: true });
  };

  return (
    <Box sx={{ pb: 1 }}>
      <Box sx={grid(2)}>
        <FormTextField
          label={texts.name}
          registration={register(`${row}.name`)}
          error={fieldError('name')}
          disabled={disabled}
          required
          size="small"
        />
        <FormTextField
          label={texts.unit}
          registration={register(`${row}.unit`)}
          error={fieldError('unit')}
          disabled={disabled}
          size="small"
        />
      </Box>
      {states.length === 0 ? (
        <Group title={texts.thresholds} help={texts.thresholdsHelp}>
          <Box sx={grid(3)}>
            <FormTextField
              label={texts.greenTo}
              registration={register(`${row}.greenTo`)}
              error={fieldError('greenTo')}
              disabled={disabled}
              size="small"
              slotProps={decimal}
            />
            <FormTextField
              label={texts.yellowTo}
              registration={register(`${row}.yellowTo`)}
              error={fieldError('yellowTo')}
              disabled={disabled}
              size="small"
              slotProps={decimal}
            />
            <FormTextField
              label={texts.redTo}
              registration={register(`${row}.redTo`)}
              // The red limit left blank is 1.2 times yellow (spec core §4); the library's own
              // red is what a new sensor starts with.
              error={fieldError('redTo')}
              help={redHelp || undefined}
              placeholder={
                Number.isFinite(yellowNumber) ? String(defaultRedTo(yellowNumber)) : undefined
              }
              disabled={disabled}
              size="small"
              slotProps={{ ...decimal, inputLabel: { shrink: true } }}
            />
          </Box>
          {smart && point.sensorID ? (
            <SmartThresholdSuggestion
              sensorID={point.sensorID}
              customerID={customerID}
              disabled={disabled}
              onUse={(warning, critical) => {
                const options = { shouldDirty: true, shouldValidate: true };
                setValue(`${row}.greenTo`, String(warning), options);
                setValue(`${row}.yellowTo`, String(critical), options);
              }}
            />
          ) : null}
        </Group>
      ) : null}
      <Box sx={grid(2)}>
        <FormTextField
          label={texts.deadband}
          registration={register(`${row}.deadband`)}
          error={fieldError('deadband')}
          help={texts.deadbandHelp}
          disabled={disabled}
          size="small"
          slotProps={decimal}
        />
        <FormTextField
          label={texts.delay}
          registration={register(`${row}.delay`)}
          error={fieldError('delay')}
          help={texts.delayHelp}
          disabled={disabled}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Controller
        control={control}
        name={`${row}.alarmOnly`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            disabled={disabled}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_event, on) => field.onChange(on)}
                onBlur={field.onBlur}
              />
            }
            label={texts.alarmOnly}
          />
        )}
      />
      {states.length > 0 ? (
        <Group
          title={texts.states}
          help={
            point.sensorID ? texts.statesHelp : `${texts.statesHelp} ${texts.newStateConditions}`
          }
        >
          {typeof rowErrors.states?.message === 'string' ? (
            <Typography role="alert" variant="caption" color="error" component="p">
              {rowErrors.states.message}
            </Typography>
          ) : null}
          {typeof rowErrors.conditions?.message === 'string' ? (
            <Typography role="alert" variant="caption" color="error" component="p">
              {rowErrors.conditions.message}
            </Typography>
          ) : null}
          {states.map((_, index) => (
            <Box key={index} sx={grid(2)} data-testid="sensor-state">
              <FormTextField
                label={texts.stateLabel(index)}
                registration={register(`${row}.states.${index}`)}
                error={rowErrors.states?.[index]}
                disabled={disabled}
                required
                size="small"
              />
              <FormTextField
                label={texts.conditionOf(index)}
                registration={register(`${row}.conditions.${index}`)}
                error={rowErrors.conditions?.[index]}
                disabled={disabled}
                size="small"
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {STATE_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {condition}
                  </option>
                ))}
              </FormTextField>
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={disabled}
              onClick={() => {
                const current = getValues(row);
                setStates([...current.states, ''], [...current.conditions, STATE_CONDITIONS[0]]);
              }}
            >
              {texts.addState}
            </Button>
            <Button
              size="small"
              startIcon={<RemoveIcon />}
              disabled={disabled}
              onClick={() => {
                const current = getValues(row);
                setStates(current.states.slice(0, -1), current.conditions.slice(0, -1));
              }}
            >
              {texts.removeLastState}
            </Button>
          </Box>
        </Group>
      ) : null}
    </Box>
  );
}
