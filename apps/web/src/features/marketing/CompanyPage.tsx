import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { LandingCards } from './components/LandingCards';
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
        <LandingCards cards={COMPANY.values} columns={2} />
      </LandingSection>
    </>
  );
}
