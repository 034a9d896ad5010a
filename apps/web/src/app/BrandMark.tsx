import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand } from './BrandContext';

/** Logo and product name, linking to the home page. */
export function BrandMark() {
  const { brand, logoUrl } = useBrand();
  return (
    <Box
      component={RouterLink}
      to="/home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      {/* Decorative: the product name beside it is the link's accessible name. */}
      <img src={logoUrl} alt="" width={28} height={28} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 600 }}>
        {brand.productName}
      </Typography>
    </Box>
  );
}
