import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';

export interface DiscoveryProgressProps {
  progress: { scanned: number; total: number; found: number };
  /** The scan is still going: the bar is announced as busy. */
  running: boolean;
}

/** How far a Find Equipment scan has got: n of N addresses scanned, and the devices found. */
export function DiscoveryProgress({ progress, running }: DiscoveryProgressProps) {
  const percent = progress.total > 0 ? Math.min(100, (progress.scanned / progress.total) * 100) : 0;
  const words = texts.progress(progress.scanned, progress.total);
  return (
    <Box data-testid="discovery-progress" aria-busy={running}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={words}
        sx={{ height: 8, borderRadius: 1, mb: 0.5 }}
      />
      <Typography variant="body2" role="status">
        {words} · {texts.found(progress.found)}
      </Typography>
    </Box>
  );
}
