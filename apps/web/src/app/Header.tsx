import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { BrandMark } from './BrandMark';
import { usePageTitleState } from './PageTitleContext';
import type { SessionUser } from './SessionContext';
import { useGoBack } from './useGoBack';
import { UserMenu } from './UserMenu';

/** The signed-in top bar: back, brand, page title and the user menu. */
export function Header({ user }: { user: SessionUser }) {
  const goBack = useGoBack();
  const { title } = usePageTitleState();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" color="inherit" aria-label="Back" onClick={goBack}>
          <ArrowBackIcon />
        </IconButton>
        <BrandMark />
        <Divider
          orientation="vertical"
          flexItem
          sx={{ mx: 1, my: 1.5, borderColor: 'rgba(255,255,255,0.4)' }}
        />
        {/* Not a heading: each page renders its own, and one h1 per page keeps navigation clear. */}
        <Typography variant="subtitle1" component="div" noWrap sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
