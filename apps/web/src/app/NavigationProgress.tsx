import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** A thin bar while the router loads the next page's chunk; the current page stays meanwhile. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return (
    <Box sx={{ height: 4 }}>
      {state === 'loading' ? <LinearProgress color="secondary" aria-label="Loading page" /> : null}
    </Box>
  );
}
