import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { editorTexts } from './editorTexts';
import { TIME_UNITS, TIME_UNIT_LABELS } from './widgetForm';
import type { WidgetFormInput, WidgetFormValues } from './widgetForm';

const NEW_TIMER = {
  name: '',
  every: '',
  everyUnit: 'days',
  warnBefore: '',
  warnUnit: 'hours',
} as const;

/** Countdown widgets' timers: a name, how often it repeats, and how long before the end it warns. */
export function TimersField() {
  const { control, register, formState } = useFormContext<
    WidgetFormInput,
    unknown,
    WidgetFormValues
  >();
  const { fields, append, remove } = useFieldArray({ control, name: 'timers' });
  const errors = formState.errors.timers;

  const unitSelect = (name: `timers.${number}.everyUnit` | `timers.${number}.warnUnit`) => {
    const registration = register(name);
    return (
      <TextField
        select
        label={editorTexts.unit}
        margin="normal"
        inputRef={registration.ref}
        name={registration.name}
        onChange={registration.onChange}
        onBlur={registration.onBlur}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 110 }}
      >
        {TIME_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {TIME_UNIT_LABELS[unit]}
          </option>
        ))}
      </TextField>
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        {editorTexts.timers}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={editorTexts.timer(index + 1)}
          sx={{ borderTop: 1, borderColor: 'divider', mt: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormTextField
              label={editorTexts.timerName}
              registration={register(`timers.${index}.name`)}
              error={errors?.[index]?.name}
              required
            />
            <IconButton
              aria-label={editorTexts.removeTimer(String(index + 1))}
              onClick={() => remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <FormTextField
              label={editorTexts.repeatEvery}
              registration={register(`timers.${index}.every`)}
              error={errors?.[index]?.every}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1, minWidth: 140 }}
            />
            {unitSelect(`timers.${index}.everyUnit`)}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <FormTextField
              label={editorTexts.warnBefore}
              registration={register(`timers.${index}.warnBefore`)}
              error={errors?.[index]?.warnBefore}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1, minWidth: 140 }}
            />
            {unitSelect(`timers.${index}.warnUnit`)}
          </Box>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ ...NEW_TIMER })} sx={{ mt: 1 }}>
        {editorTexts.addTimer}
      </Button>
    </Box>
  );
}
