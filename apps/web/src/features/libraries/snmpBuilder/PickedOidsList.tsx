import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import type { FieldArrayWithId, FieldError } from 'react-hook-form';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import type { SnmpTemplateValues } from './snmpBuilderModel';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';

export interface PickedOidsListProps {
  fields: readonly FieldArrayWithId<SnmpTemplateValues, 'oids'>[];
  onRemove: (index: number) => void;
}

const INPUTS = [
  { key: 'name', flex: '2 1 200px', required: true },
  { key: 'unit', flex: '1 1 90px' },
  { key: 'multiplier', flex: '1 1 90px', decimal: true },
  { key: 'offset', flex: '1 1 90px', decimal: true },
  { key: 'strMask', flex: '1 1 110px' },
  { key: 'states', flex: '3 1 220px' },
] as const;

/**
 * The OIDs picked from every source, in the order picked: each with its name, unit, multiplier,
 * offset, string mask and states, checked as the server checks them (snmpRegisterSchema).
 */
export function PickedOidsList({ fields, onRemove }: PickedOidsListProps) {
  const headingId = useId();
  const {
    formState: { errors },
  } = useFormContext<SnmpTemplateValues>();
  const listError = (errors.oids as { message?: string } | undefined)?.message;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {texts.pickedHeading(fields.length)}
      </Typography>
      {listError ? (
        <Typography role="alert" color="error" variant="body2">
          {listError}
        </Typography>
      ) : null}
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {texts.nonePicked}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {fields.map((field, index) => {
            const oidError = get(errors, `oids.${index}.oid`) as FieldError | undefined;
            return (
              <Box
                component="li"
                key={field.id}
                data-testid="picked-oid"
                sx={{ mb: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography
                      component="legend"
                      variant="body2"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', p: 0, flex: 1 }}
                    >
                      {field.oid}
                      {field.origin && field.origin !== field.oid ? (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {` · ${field.origin}`}
                        </Typography>
                      ) : null}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={texts.remove(field.oid)}
                      onClick={() => onRemove(index)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                  {oidError?.message ? (
                    <Typography role="alert" color="error" variant="body2">
                      {oidError.message}
                    </Typography>
                  ) : null}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                    {INPUTS.map((input) => (
                      <Box key={input.key} sx={{ flex: input.flex, minWidth: 0 }}>
                        <EquipmentTextField
                          name={`oids.${index}.${input.key}`}
                          label={texts.fields[input.key]}
                          required={'required' in input}
                          autoComplete="off"
                          size="small"
                          {...('decimal' in input ? { inputMode: 'decimal' } : {})}
                        />
                      </Box>
                    ))}
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
