import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { planTypeFor, togglePlan } from '@vigil/domain';
import type { PlanTier } from '@vigil/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { LandingSection } from './components/LandingSection';
import { MarketingRequestForm } from './components/MarketingRequestForm';
import { PlanTiers } from './components/PlanTiers';
import { useLandingPage } from './hooks/useLandingPage';
import { LANDING_PAGES, PLAN_INCLUDES, PRICING } from './landingContent';

/**
 * /landing/pricing (spec access §2, §4, §9): the plan tiers, what every plan includes, and the
 * request form carrying the chosen plan (UNKNOWN when none).
 */
export function PricingPage() {
  const product = useLandingPage('pricing');
  const [selected, setSelected] = useState<PlanTier | null>(null);
  return (
    <>
      <PageHeader title={LANDING_PAGES.pricing.title} subtitle={PRICING.intro(product)} />
      <PlanTiers selected={selected} onChoose={(plan) => setSelected(togglePlan(selected, plan))} />
      <LandingSection id="includes" title={PRICING.includesHeading}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}
        >
          {PLAN_INCLUDES.map((item) => (
            <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckIcon color="success" aria-hidden />
              <Typography>{item}</Typography>
            </Box>
          ))}
        </Box>
      </LandingSection>
      <LandingSection id="request" title={PRICING.formHeading}>
        <MarketingRequestForm type="Pricing" planType={planTypeFor(selected)} />
      </LandingSection>
    </>
  );
}
