import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import {
  CALCULATIONS,
  DISPLAY_TYPES,
  WIDGET_TYPES,
  WIDGET_TYPE_LABELS,
  defaultRedTo,
} from '@vigil/domain';
import type { WidgetType } from '@vigil/domain';
import { useState } from 'react';
import { formatNumber } from '../widgets/widgetDisplay';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { NewWidgetDocument, UpdateWidgetDocument } from '../../../graphql/generated/graphql';
import type { ViewQuery, WidgetsQuery } from '../../../graphql/generated/graphql';
import { CALCULATION_LABELS } from '../widgets/widgetTexts';
import type { WidgetSensor } from '../widgets/widgetTypes';
import { CHART_TYPES, CHART_TYPE_LABELS, EDITOR_FIELDS } from './editorFields';
import { editorTexts } from './editorTexts';
import { EquipmentPicker } from './EquipmentPicker';
import { FormField } from './FormField';
import { ImageField } from './ImageField';
import { MetaLabelsField } from './MetaLabelsField';
import { SensorPicker } from './SensorPicker';
import { TimersField } from './TimersField';
import {
  DEFAULT_IMAGE_TRANSFORM,
  numberOrNull,
  formDefaults,
  relevantValues,
  toWidgetInput,
  widgetFormSchema,
} from './widgetForm';
import type { WidgetFormInput, WidgetFormValues } from './widgetForm';
import { WidgetPreview } from './WidgetPreview';

type EditorView = NonNullable<ViewQuery['view']>;
type SavedWidget = WidgetsQuery['widgets'][number];

const schemaResolver = zodResolver(widgetFormSchema);
/** The domain's widget schema over what the chosen type shows. */
const resolver: Resolver<WidgetFormInput, unknown, WidgetFormValues> = (values, context, options) =>
  schemaResolver(relevantValues(values), context, options);

const TYPE_OPTIONS = [
  { value: '', label: editorTexts.chooseType },
  ...WIDGET_TYPES.map((type) => ({ value: type, label: WIDGET_TYPE_LABELS[type] })),
];
const DISPLAY_TYPE_OPTIONS = [
  { value: '', label: '' },
  ...DISPLAY_TYPES.map((type) => ({
    value: type,
    label: editorTexts.displayTypes[type] ?? type,
  })),
];
const CALCULATION_OPTIONS = [
  { value: '', label: editorTexts.chooseCalculation },
  ...CALCULATIONS.map((c) => ({ value: c, label: CALCULATION_LABELS[c] })),
];
const CHART_TYPE_OPTIONS = [
  { value: '', label: '' },
  ...CHART_TYPES.map((c) => ({ value: c, label: CHART_TYPE_LABELS[c] })),
];

function sameTransform(a: typeof DEFAULT_IMAGE_TRANSFORM, b: typeof DEFAULT_IMAGE_TRANSFORM) {
  return (
    a.translateX === b.translateX &&
    a.translateY === b.translateY &&
    a.scale === b.scale &&
    a.rotation === b.rotation
  );
}

export interface WidgetEditorFormProps {
  view: EditorView;
  /** The widget edited; none when adding. */
  saved?: SavedWidget;
  savedSensors: readonly WidgetSensor[];
  /** Where Cancel goes. */
  backTo: string;
  /** After a successful save. */
  onSaved: () => void;
}

/** The add/edit widget form: type, the type's own fields, and a live preview. */
export function WidgetEditorForm({
  view,
  saved,
  savedSensors,
  backTo,
  onSaved,
}: WidgetEditorFormProps) {
  const methods = useForm<WidgetFormInput, unknown, WidgetFormValues>({
    resolver,
    defaultValues: formDefaults(saved, savedSensors),
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = methods;
  const values = useWatch({ control }) as WidgetFormInput;
  const [proposal, setProposal] = useState<{ warning: number; critical: number } | null>(null);
  const type = values.type;
  const fields = (WIDGET_TYPES as readonly unknown[]).includes(type)
    ? EDITOR_FIELDS[type as WidgetType]
    : null;
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [newWidget] = useMutation(NewWidgetDocument);
  const [updateWidget] = useMutation(UpdateWidgetDocument);

  const onSubmit = handleSubmit(async (valid) => {
    setState('fetching');
    setFailure(null);
    const widget = toWidgetInput(valid);
    const transform = valid.type === 'IMAGE' ? valid.imageTransform : undefined;
    try {
      if (saved) {
        await updateWidget({
          variables: { id: saved.id, widget, ...(transform ? { imageTransform: transform } : {}) },
        });
      } else {
        const { data } = await newWidget({
          variables: { viewID: view.id, customerID: view.customerID, widget },
        });
        // A new widget takes no placement; an arranged image is placed right after.
        if (data && transform && !sameTransform(transform, DEFAULT_IMAGE_TRANSFORM)) {
          await updateWidget({ variables: { id: data.newWidget.id, imageTransform: transform } });
        }
      }
      setState('success');
      onSaved();
    } catch (error) {
      setState('error');
      setFailure(errorMessage(error) ?? editorTexts.saveFailed);
    }
  });

  const yellow = numberOrNull(values.yellowTo);
  const isHeader = type === 'HEADER';

  return (
    <FormProvider {...methods}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="form"
          variant="outlined"
          noValidate
          aria-label={editorTexts.formLabel}
          onSubmit={(event) => void onSubmit(event)}
          sx={{ p: 2 }}
        >
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          <FormField
            label={editorTexts.type}
            registration={register('type')}
            error={errors.type}
            options={TYPE_OPTIONS}
            required
            autoFocus
          />
          <FormField
            label={editorTexts.displayType}
            registration={register('displayType')}
            error={errors.displayType}
            options={DISPLAY_TYPE_OPTIONS}
            required
          />
          <FormField
            label={isHeader ? editorTexts.headerText : editorTexts.name}
            registration={register('name')}
            error={errors.name}
          />
          {fields?.color ? (
            <FormField
              label={editorTexts.headerColor}
              registration={register('color')}
              error={errors.color}
              help={editorTexts.headerColorHelp}
            />
          ) : null}
          {fields && fields.sensors !== 'none' ? (
            <Controller
              control={control}
              name="sensors"
              render={({ field, fieldState }) => (
                <SensorPicker
                  customerID={view.customerID}
                  multiple={fields.sensors === 'multiple'}
                  value={(field.value ?? []) as WidgetSensor[]}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
          {fields?.calculation ? (
            <FormField
              label={editorTexts.calculation}
              registration={register('calculation')}
              error={errors.calculation}
              options={CALCULATION_OPTIONS}
            />
          ) : null}
          {fields?.chartType ? (
            <FormField
              label={editorTexts.chartType}
              registration={register('chartType')}
              error={errors.chartType}
              options={CHART_TYPE_OPTIONS}
            />
          ) : null}
          {fields?.thresholds ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
              <Typography component="legend" variant="subtitle1">
                {editorTexts.thresholds}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
                <FormField
                  label={editorTexts.greenTo}
                  registration={register('greenTo')}
                  error={errors.greenTo}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormField
                  label={editorTexts.yellowTo}
                  registration={register('yellowTo')}
                  error={errors.yellowTo}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormField
                  label={editorTexts.redTo}
                  registration={register('redTo')}
                  error={errors.redTo}
                  // Red left blank is 1.2 times yellow (spec core §4).
                  placeholder={yellow === null ? undefined : String(defaultRedTo(yellow))}
                  help={yellow === null ? undefined : editorTexts.defaultRed(yellow)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                />
              </Box>
            </Box>
          ) : null}
          {fields?.bounds ? (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
              <FormField
                label={editorTexts.lowerBound}
                registration={register('lowerBound')}
                error={errors.lowerBound}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormField
                label={editorTexts.upperBound}
                registration={register('upperBound')}
                error={errors.upperBound}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Box>
          ) : null}
          {fields?.smartThresholds ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
              <Typography component="legend" variant="subtitle1">
                {editorTexts.smartThresholds}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
                <FormField
                  label={editorTexts.smartWarning}
                  registration={register('smartWarning')}
                  error={errors.smartWarning}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormField
                  label={editorTexts.smartCritical}
                  registration={register('smartCritical')}
                  error={errors.smartCritical}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {editorTexts.smartHelp}
              </Typography>
              {proposal ? (
                <Button
                  size="small"
                  onClick={() => {
                    setValue('smartWarning', String(proposal.warning), { shouldDirty: true });
                    setValue('smartCritical', String(proposal.critical), { shouldDirty: true });
                  }}
                >
                  {editorTexts.useProposed(
                    formatNumber(proposal.warning),
                    formatNumber(proposal.critical),
                  )}
                </Button>
              ) : null}
            </Box>
          ) : null}
          {fields?.states ? (
            <FormField
              label={editorTexts.states}
              registration={register('states')}
              error={errors.states}
              help={editorTexts.statesHelp}
              multiline
              minRows={2}
            />
          ) : null}
          {fields?.notes ? (
            <FormField
              label={editorTexts.notes}
              registration={register('notes')}
              error={errors.notes}
              multiline
              minRows={4}
            />
          ) : null}
          {fields?.image ? (
            <Controller
              control={control}
              name="imageTransform"
              render={({ field }) => (
                <ImageField
                  viewID={view.id}
                  hasImage={Boolean(values.imageURL)}
                  onUploaded={(image) => {
                    setValue('image', image.id, { shouldDirty: true });
                    setValue('imageURL', image.url, { shouldDirty: true });
                  }}
                  transform={field.value ?? DEFAULT_IMAGE_TRANSFORM}
                  onTransform={field.onChange}
                />
              )}
            />
          ) : null}
          {fields?.equipment ? (
            <EquipmentPicker
              customerID={view.customerID}
              protocol={type === 'TRAP' ? 'SNMP' : undefined}
              equipmentID={typeof values.equipmentID === 'string' ? values.equipmentID : ''}
              onChange={(equipment) => {
                setValue('equipmentID', equipment?.id ?? '', { shouldDirty: true });
                setValue('gatewayID', equipment?.gatewayID ?? '', { shouldDirty: true });
              }}
              error={errors.equipmentID?.message}
            />
          ) : null}
          {fields?.metaLabels && typeof values.equipmentID === 'string' && values.equipmentID ? (
            <Controller
              control={control}
              name="metaIDs"
              render={({ field }) => (
                <MetaLabelsField
                  customerID={view.customerID}
                  equipmentID={values.equipmentID as string}
                  value={field.value ?? []}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
          {fields?.timers ? <TimersField /> : null}
          <FormField
            label={editorTexts.link}
            registration={register('link')}
            error={errors.link}
            help={editorTexts.linkHelp}
            type="url"
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button component={RouterLink} to={backTo}>
              {editorTexts.cancel}
            </Button>
            <RequestButton type="submit" variant="contained" state={state}>
              {editorTexts.save}
            </RequestButton>
          </Box>
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <WidgetPreview
            values={values}
            view={view}
            saved={saved}
            onProposal={fields?.smartThresholds ? setProposal : undefined}
          />
        </Box>
      </Box>
    </FormProvider>
  );
}
