import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type {
  TemplateFieldsFragment,
  TemplateRegistersQuery,
} from '../../../graphql/generated/graphql';
import { templateTexts as texts } from '../templateTexts';

type Register = TemplateRegistersQuery['templateRegisters'][number];

export interface TemplateSlotsListProps {
  slots: TemplateFieldsFragment['equipment'];
  /** Undefined while they load. */
  registers: readonly Register[] | undefined;
}

/** Each slot: its name, model and protocol, and the registers of its library the template reads. */
export function TemplateSlotsList({ slots, registers }: TemplateSlotsListProps) {
  const ordered = [...slots].sort((a, b) => a.order - b.order);
  return (
    <List disablePadding aria-label={texts.slots}>
      {ordered.map((slot) => {
        const own = new Map<string, Register>();
        for (const register of registers ?? []) {
          if (register.order === slot.order && !own.has(register.registerID)) {
            own.set(register.registerID, register);
          }
        }
        return (
          <ListItem
            key={slot.order}
            divider
            data-testid="template-slot"
            sx={{ display: 'block', px: 0 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {slot.name}
              </Typography>
              <Chip size="small" label={texts.slot(slot.order)} />
              <Chip size="small" variant="outlined" label={slot.protocol} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {texts.slotLabel(slot)}
            </Typography>
            {registers === undefined ? null : own.size === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {texts.noRegisters}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={`${texts.registers}: ${slot.name}`}
                sx={{ my: 0.5, pl: 3 }}
              >
                {[...own.values()].map((register) => (
                  <Typography component="li" variant="body2" key={register.registerID}>
                    {register.unit ? `${register.name} (${register.unit})` : register.name}
                  </Typography>
                ))}
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
