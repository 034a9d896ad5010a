import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { PlanTier } from '@vigil/domain';
import { PLANS, PRICING } from '../landingContent';

export interface PlanTiersProps {
  selected: PlanTier | null;
  /** Choose Plan on a plan: the page selects it, or deselects it when it was chosen. */
  onChoose: (plan: PlanTier) => void;
}

/** The plan tiers with their Choose Plan toggles (spec access §4, §9): at most one chosen. */
export function PlanTiers({ selected, onChoose }: PlanTiersProps) {
  return (
    <Box
      component="ul"
      aria-label="Plans"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {PLANS.map((plan) => {
        const chosen = selected === plan.tier;
        return (
          <Card
            key={plan.tier}
            component="li"
            aria-label={plan.name}
            variant="outlined"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              borderColor: chosen ? 'primary.main' : 'divider',
              borderWidth: 2,
            }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h3">
                {plan.name}
              </Typography>
              <Typography color="text.secondary">{plan.devices}</Typography>
              {plan.extra ? <Typography sx={{ mt: 1 }}>{plan.extra}</Typography> : null}
            </CardContent>
            <CardActions>
              <Button
                fullWidth
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                startIcon={chosen ? <CheckIcon /> : undefined}
                onClick={() => onChoose(plan.tier)}
                aria-label={`${PRICING.chooseButton}: ${plan.name}`}
              >
                {PRICING.chooseButton}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
