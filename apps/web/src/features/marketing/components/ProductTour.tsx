import Box from '@mui/material/Box';

export const PRODUCT_TOUR = { src: '/landing/product-tour.svg', width: 960, height: 540 } as const;

/**
 * The pages' "embedded video": a short looping animated illustration served from this site (an
 * SVG whose animation stops for visitors who prefer reduced motion), described by its label.
 */
export function ProductTour({ label }: { label: string }) {
  return (
    <Box
      component="img"
      src={PRODUCT_TOUR.src}
      alt={label}
      width={PRODUCT_TOUR.width}
      height={PRODUCT_TOUR.height}
      sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2, boxShadow: 3 }}
    />
  );
}
