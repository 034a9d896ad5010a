import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, parseSlotNames, templateNameSchema } from '@vigil/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../app/errorMessage';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { NewTemplateMutation } from '../../../graphql/generated/graphql';
import { useNewTemplate } from '../hooks/useNewTemplate';
import type { SlotEquipment } from '../templateSlots';
import { templateTexts as texts } from '../templateTexts';

const templateFormSchema = z
  .object({
    name: templateNameSchema,
    slots: z.array(z.object({ name: z.string() })),
    makeDefault: z.boolean(),
  })
  .superRefine((values, ctx) => {
    // The domain's rule for equipmentNames: one name per slot, each given and not too long.
    const names = values.slots.map((slot) => slot.name);
    const parsed = parseSlotNames(names, names.length);
    if ('message' in parsed) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.message,
        path: parsed.index === undefined ? ['slots'] : ['slots', parsed.index, 'name'],
      });
    }
  });
type TemplateFormInput = z.input<typeof templateFormSchema>;
type TemplateFormValues = z.output<typeof templateFormSchema>;

export type CreatedTemplate = NewTemplateMutation['newTemplate'];

export interface TemplateFormProps {
  view: { id: string; name: string; customerID: string };
  /** The view's equipment in slot order. */
  slots: readonly SlotEquipment[];
  onBack: () => void;
  onCreated: (template: CreatedTemplate) => void;
}

/**
 * The template's details (spec core §3 View template): its name, a name for each equipment slot
 * (the view's own names to start with) and Make default; then newTemplate. The server's refusal
 * (e.g. no permission to create templates) shows above the form.
 */
export function TemplateForm({ view, slots, onBack, onCreated }: TemplateFormProps) {
  const [newTemplate, { loading }] = useNewTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: {
      name: view.name,
      slots: slots.map((slot) => ({ name: slot.name })),
      makeDefault: false,
    },
  });
  const { fields } = useFieldArray({ control, name: 'slots' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const template = await newTemplate({
        viewID: view.id,
        customerID: view.customerID,
        name: values.name,
        equipmentNames: values.slots.map((slot) => slot.name.trim()),
        makeDefault: values.makeDefault,
      });
      if (template) onCreated(template);
      else setFailure(messages.somethingWentWrong);
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: 2, maxWidth: 720 }}
    >
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <FormTextField
        label={texts.templateName}
        registration={register('name')}
        error={errors.name}
        required
        autoFocus
        autoComplete="off"
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {texts.slotsHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0 ? texts.noSlots : texts.slotsHelp}
      </Typography>
      {(errors.slots?.root?.message ?? errors.slots?.message) ? (
        <StatusBanner kind="error">
          {errors.slots?.root?.message ?? errors.slots?.message}
        </StatusBanner>
      ) : null}
      {fields.map((field, index) => {
        const equipment = slots[index]!;
        return (
          <FormTextField
            key={field.id}
            label={texts.slotName(equipment.name)}
            registration={register(`slots.${index}.name`)}
            error={errors.slots?.[index]?.name}
            help={texts.slotFrom(equipment.name)}
            required
            autoComplete="off"
          />
        );
      })}
      <Controller
        control={control}
        name="makeDefault"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(_event, on) => field.onChange(on)}
                onBlur={field.onBlur}
              />
            }
            label={texts.makeDefault}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button onClick={onBack} disabled={loading}>
          {texts.backToPreview}
        </Button>
        <RequestButton
          type="submit"
          variant="contained"
          state={loading ? 'fetching' : failure ? 'error' : 'before'}
        >
          {texts.create}
        </RequestButton>
      </Box>
    </Paper>
  );
}
