import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import type { ManageSensorsFormValues, OidVariable } from '../manageSensorsForm';
import { manageSensorsTexts as texts } from '../manageSensorsTexts';

export interface OidVariablesFieldsProps {
  /** The library's variables, at least one. */
  variables: readonly OidVariable[];
  disabled: boolean;
}

/**
 * The equipment's number for each variable of its library's OIDs (ADR 012), saved with the
 * sensors, and whether the new sensors' names get them.
 */
export function OidVariablesFields({ variables, disabled }: OidVariablesFieldsProps) {
  const headingId = useId();
  const conversionsHelpId = useId();
  const { register, control } = useFormContext<ManageSensorsFormValues>();
  const { errors } = useFormState({ control, name: 'oidVars' });
  const first = variables[0];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="oid-variables"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2">
        {texts.oidVariables}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.oidVariablesHelp}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {variables.map(({ letter, label }) => (
          <FormTextField
            key={letter}
            label={texts.oidVariable(letter, label)}
            registration={register(`oidVars.${letter}`)}
            error={errors.oidVars?.[letter]}
            disabled={disabled}
            size="small"
            fullWidth={false}
            sx={{ flex: '0 1 12rem', minWidth: '8rem' }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false },
              formHelperText: { role: errors.oidVars?.[letter] ? 'alert' : undefined },
            }}
          />
        ))}
      </Box>
      <Controller
        control={control}
        name="dynamicConversions"
        render={({ field }) => (
          <FormControlLabel
            disabled={disabled}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': conversionsHelpId, ref: field.ref } }}
              />
            }
            label={texts.dynamicConversions}
          />
        )}
      />
      {first ? (
        <FormHelperText id={conversionsHelpId} sx={{ mt: 0 }}>
          {texts.dynamicConversionsHelp(first.letter, first.label)}
        </FormHelperText>
      ) : null}
    </Paper>
  );
}
