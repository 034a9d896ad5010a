import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { LandingSection } from './components/LandingSection';
import { MarketingRequestForm } from './components/MarketingRequestForm';
import { useLandingPage } from './hooks/useLandingPage';
import { DEMO, LANDING_PAGES } from './landingContent';

/** /landing/demo (spec access §2): 'What to Expect' and the demo request form. */
export function DemoPage() {
  const product = useLandingPage('demo');
  return (
    <>
      <PageHeader title={LANDING_PAGES.demo.title} subtitle={DEMO.intro(product)} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <LandingSection id="expect" title={DEMO.expectHeading}>
          {DEMO.expect.map((step) => (
            <Box key={step.title} sx={{ mb: 2 }}>
              <Typography variant="h6" component="h3">
                {step.title}
              </Typography>
              <Box component="ul" sx={{ pl: 3, mt: 1 }}>
                {step.items.map((item) => (
                  <Typography component="li" key={item}>
                    {item}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </LandingSection>
        <LandingSection id="request" title={DEMO.formHeading}>
          <MarketingRequestForm type="demo" />
        </LandingSection>
      </Box>
    </>
  );
}
