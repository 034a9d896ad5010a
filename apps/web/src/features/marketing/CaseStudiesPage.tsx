import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LandingSection } from './components/LandingSection';
import { ProductTour } from './components/ProductTour';
import { useLandingPage } from './hooks/useLandingPage';
import { CASE_STUDIES, HERO, LANDING_PAGES } from './landingContent';

/** /landing/case-studies (spec access §2): a banner with the product tour, then the stories. */
export function CaseStudiesPage() {
  const product = useLandingPage('caseStudies');
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          p: { xs: 2, md: 4 },
        }}
      >
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
            {LANDING_PAGES.caseStudies.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2 }}>
            {CASE_STUDIES.intro(product)}
          </Typography>
        </Box>
        <ProductTour label={HERO.tourLabel(product)} />
      </Box>
      <LandingSection id="stories" title="Stories">
        <Box sx={{ display: 'grid', gap: 2 }}>
          {CASE_STUDIES.stories.map((story) => (
            <Card key={story.title} component="article" variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h3">
                  {story.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {story.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </LandingSection>
    </>
  );
}
