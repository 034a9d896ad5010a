import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './BrandMark';

/** The top bar for visitors who are not signed in. */
export function PublicBar() {
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        <BrandMark />
        <Box sx={{ flexGrow: 1 }} />
        <Button color="inherit" component={RouterLink} to="/login">
          Login
        </Button>
      </Toolbar>
    </AppBar>
  );
}
