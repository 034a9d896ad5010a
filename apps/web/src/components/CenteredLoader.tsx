import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in the middle of the available space, for whole-page waits. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '50vh',
        py: 4,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
