import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { gatewayRedirectPath, messages, type SensorSettingValues } from '@vigil/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { graphQLErrorField } from '../../app/graphQLErrorField';
import { safeRefPath } from '../../app/guardRedirect';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import type { BannerKind } from '../../components/StatusBanner';
import {
  ManageSensorsDocument,
  ManageSensorsLibraryDocument,
} from '../../graphql/generated/graphql';
import { ManagedPointRow } from './components/ManagedPointRow';
import { OidVariablesFields } from './components/OidVariablesFields';
import { useAddSensors } from './hooks/useAddSensors';
import {
  failsByPoint,
  manageSensorsSchema,
  managedPoints,
  missingLetters,
  oidVariablesToFill,
  oidVarsFormValues,
  planIsEmpty,
  pointMatches,
  savePlan,
  type ManageSensorsFormOutput,
  type ManageSensorsFormValues,
  type ManagedPoint,
  type SavePlan,
} from './manageSensorsForm';
import { manageSensorsTexts as texts } from './manageSensorsTexts';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/**
 * The domain's settings schema over each point opened. The form holds numbers as text and the
 * conditions as the select's strings, which the schema's input types do not spell out.
 */
const resolver = zodResolver(manageSensorsSchema) as unknown as Resolver<
  ManageSensorsFormValues,
  unknown,
  ManageSensorsFormOutput
>;

/**
 * …/gateways/{gatewayID}/equipment/{equipmentID}/add (spec core §2 Manage Sensors; query `v2`
 * selects this newer screen, `ref` is the back link): the equipment's library points, each
 * switched on or off as a sensor, with the settings of each sensor, and the equipment's numbers for
 * the variables of its library's OIDs (ADR 012). One Save is one addSensors call: new sensors,
 * changed settings, the numbers when they changed and, once confirmed, removals.
 */
export function ManageSensorsPage() {
  const { gatewayID = '', equipmentID = '' } = useParams();
  const [search] = useAddressParams();
  const { customerSegment, customerID } = useCustomerID();
  const back =
    safeRefPath(search.get('ref')) ??
    gatewayRedirectPath({ kind: 'equipment', equipmentID }, customerSegment);
  const { data, error, refetch } = useQuery(ManageSensorsDocument, {
    variables: { gatewayID, equipmentID, customerID },
  });
  const equipment = data?.equipment ?? null;
  const ownerID = equipment?.customerID ?? customerID;
  usePageTitle(equipment ? `${texts.title}: ${equipment.name}` : texts.loadingTitle);
  const canAdd = useHasPermission(ownerID, 'ad2');
  const canDelete = useHasPermission(ownerID, 'dd2');
  const points = useMemo(
    () => (data ? managedPoints(data.registers, data.equipment?.protocol) : null),
    [data],
  );
  // Only an SNMP card's OIDs are polled, so only they need numbers.
  const snmp = equipment !== null && equipment.protocol !== 'Modbus';
  const libraryID = equipment?.equipment.id;
  const { data: library } = useQuery(ManageSensorsLibraryDocument, {
    variables: { libraryID: libraryID ?? '', customerID },
    skip: !snmp || !libraryID,
  });
  const labels = snmp ? library?.equipmentLib?.dynamicOIDLabels : undefined;
  const variables = useMemo(
    () => oidVariablesToFill(snmp ? (points ?? []) : [], labels ?? []),
    [snmp, points, labels],
  );
  const currentVars = equipment?.oidVars;

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [monitor, setMonitor] = useState<Record<string, boolean>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const starts = useRef(new Map<string, SensorSettingValues>());
  /** A new one after each save: the settings panels start again from what was saved. */
  const [epoch, setEpoch] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: BannerKind; text: string } | null>(null);
  const [fails, setFails] = useState<ReadonlyMap<string, string>>(new Map());
  const [confirming, setConfirming] = useState<SavePlan | null>(null);
  // Kept while the dialog closes, so its title does not change under the animation.
  const [confirmCount, setConfirmCount] = useState(0);
  const [requestState, setRequestState] = useState<RequestState>('before');
  const methods = useForm<ManageSensorsFormValues, unknown, ManageSensorsFormOutput>({
    resolver,
    defaultValues: { rows: {}, oidVars: {}, dynamicConversions: true },
    mode: 'onTouched',
  });
  const { setValue, clearErrors: clearVarErrors } = methods;
  // The fields start from the equipment's numbers, again whenever they load anew (after a save).
  useEffect(() => {
    const values = oidVarsFormValues(variables, currentVars ?? []);
    for (const [letter, value] of Object.entries(values)) setValue(`oidVars.${letter}`, value);
    clearVarErrors('oidVars');
  }, [variables, currentVars, setValue, clearVarErrors]);
  const varValues = useWatch({ control: methods.control, name: 'oidVars' });
  const [addSensors] = useAddSensors(equipmentID, ownerID);
  const busy = requestState === 'fetching';

  const onExpand = useCallback((key: string, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onStart = useCallback((key: string, start: SensorSettingValues) => {
    starts.current.set(key, start);
  }, []);
  const { unregister, clearErrors } = methods;
  const onMonitor = useCallback(
    (point: ManagedPoint, on: boolean) => {
      setMonitor((current) => {
        const next = { ...current };
        if (on === (point.sensorID !== null)) delete next[point.key];
        else next[point.key] = on;
        return next;
      });
      if (!on) {
        // A point switched off takes no settings: its edits go, and they no longer block Save.
        onExpand(point.key, false);
        clearErrors(`rows.${point.key}`);
        unregister(`rows.${point.key}`);
        starts.current.delete(point.key);
      }
      setOutcome(null);
    },
    [onExpand, clearErrors, unregister],
  );

  async function save(plan: SavePlan) {
    setConfirming(null);
    setRequestState('fetching');
    setOutcome(null);
    try {
      const result = await addSensors(plan);
      const failed = failsByPoint(plan.sensors, result.fails);
      setFails(failed);
      methods.reset({
        rows: {},
        oidVars: oidVarsFormValues(variables, plan.oidVars ?? currentVars ?? []),
        dynamicConversions: methods.getValues('dynamicConversions'),
      });
      starts.current.clear();
      setMonitor({});
      setExpanded(new Set(failed.keys()));
      setEpoch((n) => n + 1);
      const added = result.passes.length - result.updated;
      const saved = `${texts.saved(added, result.updated, result.deleted)}${plan.oidVars ? ` ${texts.oidVarsSaved}` : ''}`;
      setOutcome(
        failed.size > 0
          ? { kind: 'warning', text: `${saved} ${texts.someFailed(failed.size)}` }
          : { kind: 'ok', text: saved },
      );
      setRequestState(failed.size > 0 ? 'error' : 'success');
    } catch (failure) {
      // A refused setting names its item (sensors.2.delay): show it on that point's field.
      const field = graphQLErrorField(failure);
      const aboutVars = field?.field.startsWith('oidVars') ?? false;
      if (field && aboutVars) showVarsRefusal(plan, field);
      const [, index, ...path] = field && !aboutVars ? field.field.split('.') : [];
      const item = index === undefined ? undefined : plan.sensors[Number(index)];
      const key =
        item &&
        points?.find((p) => p.pointID === item.pointID && p.protocol === item.protocol)?.key;
      if (field && key && path.length > 0 && methods.getValues(`rows.${key}`) !== undefined) {
        onExpand(key, true);
        methods.setError(`rows.${key}.${path.join('.')}` as `rows.${string}.name`, {
          message: field.message,
        });
      }
      setOutcome({ kind: 'error', text: errorMessage(failure) ?? texts.saveFailed });
      setRequestState('error');
    }
  }

  /**
   * A refused set of numbers: on the number the server names (oidVars.1.value), else (a number
   * monitored points need was taken away) on the variables those points are missing.
   */
  function showVarsRefusal(plan: SavePlan, field: { field: string; message: string }) {
    const index = field.field.split('.')[1];
    const named = index === undefined ? undefined : plan.oidVars?.[Number(index)]?.letter;
    const values = methods.getValues('oidVars');
    const letters = named
      ? [named]
      : (points ?? [])
          .filter((point) => point.sensorID !== null)
          .flatMap((point) => missingLetters(point, values));
    for (const letter of letters) {
      if (variables.some((v) => v.letter === letter)) {
        methods.setError(`oidVars.${letter}`, { message: field.message });
      }
    }
  }

  const onInvalid = (errors: FieldErrors<ManageSensorsFormValues>) => {
    const rows = Object.keys(errors.rows ?? {});
    for (const key of rows) onExpand(key, true);
    const text = errors.oidVars
      ? rows.length > 0
        ? `${texts.invalidOidVars} ${texts.invalid}`
        : texts.invalidOidVars
      : texts.invalid;
    setOutcome({ kind: 'error', text });
  };
  const onSubmit = methods.handleSubmit((valid) => {
    if (!points) return;
    const plan = savePlan({
      points,
      monitor,
      rows: valid.rows,
      starts: starts.current,
      variables: {
        shown: variables,
        values: valid.oidVars,
        current: currentVars ?? [],
        dynamicConversions: valid.dynamicConversions,
      },
    });
    if (planIsEmpty(plan)) {
      setOutcome({ kind: 'info', text: texts.nothingToSave });
      return;
    }
    if (plan.deleteSensors.length > 0) {
      setConfirmCount(plan.deleteSensors.length);
      setConfirming(plan);
    } else void save(plan);
  }, onInvalid);

  const shown = useMemo(
    () => (points ?? []).filter((point) => pointMatches(point, deferredQuery)),
    [points, deferredQuery],
  );
  // Why a point cannot be polled yet: its OID needs a number the fields do not give.
  const needs = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const point of snmp ? (points ?? []) : []) {
      const missing = missingLetters(point, varValues ?? {});
      if (missing.length === 0) continue;
      const names = missing.map((letter) =>
        texts.oidVariable(letter, variables.find((v) => v.letter === letter)?.label ?? null),
      );
      byKey.set(point.key, texts.needsNumber(names));
    }
    return byKey;
  }, [snmp, points, varValues, variables]);
  const monitoredCount = (points ?? []).filter(
    (point) => monitor[point.key] ?? point.sensorID !== null,
  ).length;

  const subtitle = equipment
    ? `${equipment.name} · ${equipment.equipment.manufacturer} ${equipment.equipment.model} · ${equipment.gateway.name}`
    : undefined;

  let list;
  if (error && !data) {
    list = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!points) {
    list = (
      <Box aria-busy="true" sx={{ p: 2 }}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  } else if (points.length === 0) {
    list = (
      <Typography sx={{ p: 3, textAlign: 'center' }} data-testid="points-empty">
        {texts.noPoints}
      </Typography>
    );
  } else if (shown.length === 0) {
    list = (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="points-empty">
        <Typography sx={{ mb: 1 }}>{texts.noMatch(deferredQuery)}</Typography>
        <Button variant="outlined" onClick={() => setQuery('')}>
          {texts.clearSearch}
        </Button>
      </Box>
    );
  } else {
    list = (
      <Box component="ul" aria-label={texts.pointsLabel} sx={{ m: 0, p: 0 }}>
        {shown.map((point) => (
          <ManagedPointRow
            key={`${epoch}-${point.key}`}
            point={point}
            customerID={ownerID}
            wanted={monitor[point.key] ?? point.sensorID !== null}
            expanded={expanded.has(point.key)}
            canAdd={canAdd}
            canDelete={canDelete}
            fail={fails.get(point.key)}
            needs={needs.get(point.key)}
            busy={busy}
            onMonitor={onMonitor}
            onExpand={onExpand}
            onStart={onStart}
          />
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
            {texts.back}
          </Button>
        }
      />
      {data && !equipment ? (
        <StatusBanner kind="warning">{messages.couldNotFindEquipment}</StatusBanner>
      ) : null}
      {points && !canAdd ? <StatusBanner kind="info">{texts.readOnly}</StatusBanner> : null}
      {points && canAdd && !canDelete ? (
        <StatusBanner kind="info">{texts.noDeleteRight}</StatusBanner>
      ) : null}
      <Box aria-live="polite">
        {outcome ? (
          <StatusBanner kind={outcome.kind}>
            <span data-testid="manage-sensors-outcome">{outcome.text}</span>
          </StatusBanner>
        ) : null}
      </Box>
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          aria-label={texts.title}
          onSubmit={(event) => void onSubmit(event)}
        >
          {points && variables.length > 0 ? (
            <OidVariablesFields variables={variables} disabled={busy || !canAdd} />
          ) : null}
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              flexWrap: 'wrap',
              mb: 2,
            }}
          >
            <TextField
              type="search"
              label={texts.search}
              helperText={texts.searchHelp}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              size="small"
              sx={{ flex: '1 1 16rem', maxWidth: 420 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {points ? (
              <Typography variant="body2" color="text.secondary" data-testid="points-summary">
                {texts.summary(points.length, monitoredCount)}
              </Typography>
            ) : null}
          </Box>
          <Paper variant="outlined" aria-busy={busy}>
            {list}
          </Paper>
          {points && points.length > 0 ? (
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 1,
                py: 1.5,
                bgcolor: 'background.default',
                zIndex: 1,
              }}
            >
              <Button component={RouterLink} to={back}>
                {texts.back}
              </Button>
              <RequestButton
                type="submit"
                variant="contained"
                state={requestState}
                disabled={!canAdd}
              >
                {texts.save}
              </RequestButton>
            </Box>
          ) : null}
        </Box>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== null}
        title={texts.confirmTitle(confirmCount)}
        body={texts.confirmBody}
        confirmLabel={texts.confirmLabel}
        confirmColor="error"
        busy={busy}
        onConfirm={() => {
          if (confirming) void save(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
