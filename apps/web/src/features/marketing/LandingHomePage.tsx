import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import { LandingSection } from './components/LandingSection';
import { ProductTour } from './components/ProductTour';
import { TestimonialCarousel } from './components/TestimonialCarousel';
import { useLandingPage } from './hooks/useLandingPage';
import { HERO, INDUSTRIES, KEY_FACTS, TESTIMONIALS } from './landingContent';

/** / (spec access §2): hero with the product tour and demo button, industries, testimonials. */
export function LandingHomePage() {
  const product = useLandingPage('home');
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        }}
      >
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
            {HERO.heading}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {HERO.lead(product)}
          </Typography>
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
        </Box>
        <ProductTour label={HERO.tourLabel(product)} />
      </Box>

      <LandingSection id="why" title={`Why ${product}`}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {KEY_FACTS.map((fact) => (
            <Card key={fact.title} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h3">
                  {fact.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {fact.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
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
