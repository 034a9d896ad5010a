import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { LandingSection } from './components/LandingSection';
import { MarketingRequestForm } from './components/MarketingRequestForm';
import { useLandingPage } from './hooks/useLandingPage';
import { LANDING_PAGES, PARTNERS } from './landingContent';

/** /landing/partners (spec access §2): Become a Partner, with the partnership request form. */
export function PartnersPage() {
  const product = useLandingPage('partners');
  return (
    <>
      <PageHeader title={LANDING_PAGES.partners.title} subtitle={PARTNERS.intro(product)} />
      <LandingSection id="benefits" title="Why partner with us">
        <Box component="ul" sx={{ pl: 3 }}>
          {PARTNERS.benefits.map((benefit) => (
            <Typography component="li" key={benefit}>
              {benefit}
            </Typography>
          ))}
        </Box>
      </LandingSection>
      <LandingSection id="request" title="Tell us about your business">
        <MarketingRequestForm type="Partnership Info" />
      </LandingSection>
    </>
  );
}
