import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import { LandingCards } from './components/LandingCards';
import { LandingHero } from './components/LandingHero';
import { LandingSection } from './components/LandingSection';
import { TestimonialCarousel } from './components/TestimonialCarousel';
import { useLandingPage } from './hooks/useLandingPage';
import { HERO, INDUSTRIES, KEY_FACTS, TESTIMONIALS } from './landingContent';

/** / (spec access §2): hero with the product tour and demo button, industries, testimonials. */
export function LandingHomePage() {
  const product = useLandingPage('home');
  return (
    <>
      <LandingHero
        title={HERO.heading}
        lead={HERO.lead(product)}
        tourLabel={HERO.tourLabel(product)}
        columns="5fr 6fr"
      >
        <Button
          component={RouterLink}
          to={APP_ROUTES.landingDemo}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 3 }}
        >
          {HERO.demoButton}
        </Button>
      </LandingHero>

      <LandingSection id="why" title={`Why ${product}`}>
        <LandingCards cards={KEY_FACTS} columns={3} />
      </LandingSection>

      <LandingSection id="industries" title="Industries we serve">
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {INDUSTRIES.map((industry) => (
            <li key={industry}>
              <Chip label={industry} variant="outlined" />
            </li>
          ))}
        </Box>
      </LandingSection>

      <LandingSection id="testimonials" title="What our customers say">
        <TestimonialCarousel testimonials={TESTIMONIALS} />
      </LandingSection>
    </>
  );
}
