import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { SURVEY_LIMITS, surveyEquipmentSchema } from '@vigil/domain';
import { z } from 'zod';
import { surveyTexts as texts } from '../surveyTexts';

/** One equipment line as the form holds it: quantity as typed, a key for new lines. */
export interface SurveyEquipmentLine {
  key: string;
  id: string | null;
  name: string;
  quantity: string;
  /** Shown beside saved lines (the contact's and partner's notes on it). */
  commentCount?: number;
  attachmentCount?: number;
}

/** The domain's rule for a line, from what the form holds (an empty quantity reads as 0). */
export const surveyEquipmentLinesSchema = z
  .array(
    z.object({
      key: z.string(),
      id: z.string().nullable(),
      name: surveyEquipmentSchema.shape.name,
      quantity: z.coerce.number().pipe(surveyEquipmentSchema.shape.quantity),
    }),
  )
  .max(SURVEY_LIMITS.equipment);

let newKeys = 0;
export const newEquipmentLine = (): SurveyEquipmentLine => ({
  key: `new-${++newKeys}`,
  id: null,
  name: '',
  quantity: '1',
});

export const equipmentLinesOf = (
  equipment: readonly {
    id: string;
    name: string;
    quantity: number;
    commentCount: number;
    attachmentCount: number;
  }[],
): SurveyEquipmentLine[] =>
  equipment.map((e) => ({
    key: e.id,
    id: e.id,
    name: e.name,
    quantity: String(e.quantity),
    commentCount: e.commentCount,
    attachmentCount: e.attachmentCount,
  }));

type LineErrors = readonly (
  { name?: { message?: string }; quantity?: { message?: string } } | undefined
)[];

export interface SurveyEquipmentFieldsProps {
  lines: readonly SurveyEquipmentLine[];
  onChange: (lines: SurveyEquipmentLine[]) => void;
  errors?: LineErrors | undefined;
  disabled?: boolean;
}

/** The equipment lines of a survey: name and quantity each, added and removed. */
export function SurveyEquipmentFields({
  lines,
  onChange,
  errors,
  disabled = false,
}: SurveyEquipmentFieldsProps) {
  const set = (index: number, patch: Partial<SurveyEquipmentLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6">
        {texts.equipmentHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.equipmentHint}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {texts.noEquipment}
        </Typography>
      ) : null}
      {lines.map((line, index) => {
        const n = index + 1;
        const error = errors?.[index];
        return (
          <Box
            key={line.key}
            data-testid="survey-equipment-line"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
          >
            <TextField
              label={texts.nameLabel}
              value={line.name}
              onChange={(event) => set(index, { name: event.target.value })}
              error={Boolean(error?.name)}
              helperText={
                error?.name?.message ??
                (line.commentCount !== undefined
                  ? texts.counts(line.commentCount, line.attachmentCount ?? 0)
                  : undefined)
              }
              disabled={disabled}
              size="small"
              sx={{ flex: '1 1 12rem' }}
              slotProps={{
                htmlInput: { 'aria-label': texts.equipmentName(n), 'aria-required': true },
              }}
            />
            <TextField
              label={texts.quantityLabel}
              type="number"
              value={line.quantity}
              onChange={(event) => set(index, { quantity: event.target.value })}
              error={Boolean(error?.quantity)}
              helperText={error?.quantity?.message}
              disabled={disabled}
              size="small"
              sx={{ width: '7rem' }}
              slotProps={{
                htmlInput: {
                  'aria-label': texts.equipmentQuantity(n),
                  min: 1,
                  max: SURVEY_LIMITS.quantity,
                  inputMode: 'numeric',
                },
              }}
            />
            <IconButton
              aria-label={texts.removeEquipment(n)}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...lines, newEquipmentLine()])}
        disabled={disabled || lines.length >= SURVEY_LIMITS.equipment}
      >
        {texts.addEquipment}
      </Button>
    </Box>
  );
}
