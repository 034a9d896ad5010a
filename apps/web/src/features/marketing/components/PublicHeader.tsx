import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../../app/BrandMark';
import { HEADER_LINKS } from '../landingContent';

/**
 * The public site's header (spec access §2): the brand, linking to the public home page, and the
 * links Company, Product, Login, Request Pricing and Request a Demo. Plain links that wrap on a
 * phone, so the header works before (and without) JavaScript.
 */
export function PublicHeader() {
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: 1 }}>
        <BrandMark to="/" />
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        >
          {HEADER_LINKS.map((link) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="inherit"
              variant={link.label === 'Request a Demo' ? 'outlined' : 'text'}
            >
              {link.label}
            </Button>
          ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
