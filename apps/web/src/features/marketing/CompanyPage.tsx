import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { LandingSection } from './components/LandingSection';
import { useLandingPage } from './hooks/useLandingPage';
import { COMPANY, LANDING_PAGES } from './landingContent';

/** /landing/company (spec access §2): about us and the four values. */
export function CompanyPage() {
  const product = useLandingPage('company');
  return (
    <>
      <PageHeader title={LANDING_PAGES.company.title} subtitle={COMPANY.intro(product)} />
      <LandingSection id="about" title="About us">
        {COMPANY.about.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: '75ch' }}>
            {paragraph}
          </Typography>
        ))}
      </LandingSection>
      <LandingSection id="values" title="Our values">
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {COMPANY.values.map((value) => (
            <Card key={value.title} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h3">
                  {value.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {value.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </LandingSection>
    </>
  );
}
