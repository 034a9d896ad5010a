import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { LandingSection } from './components/LandingSection';
import { Lightbox } from './components/Lightbox';
import { useLandingPage } from './hooks/useLandingPage';
import { LANDING_PAGES, PRODUCT_SECTIONS } from './landingContent';

/**
 * /landing/product (spec access §2): architecture, data visualization, collaborative sharing,
 * management tools and UPS lifecycle, each with an image that opens full screen.
 */
export function ProductPage() {
  const product = useLandingPage('product');
  return (
    <>
      <PageHeader
        title={LANDING_PAGES.product.title}
        subtitle={`Everything ${product} does for the people who keep equipment running.`}
      />
      {PRODUCT_SECTIONS.map((section) => (
        <LandingSection key={section.id} id={section.id} title={section.title}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <Box>
              <Typography sx={{ maxWidth: '65ch' }}>{section.text(product)}</Typography>
              <Box component="ul" sx={{ mt: 2, pl: 3 }}>
                {section.points.map((point) => (
                  <Typography component="li" key={point}>
                    {point}
                  </Typography>
                ))}
              </Box>
            </Box>
            <Lightbox image={section.image} />
          </Box>
        </LandingSection>
      ))}
    </>
  );
}
