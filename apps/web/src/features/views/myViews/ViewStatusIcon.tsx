import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ConstructionIcon from '@mui/icons-material/Construction';
import ErrorIcon from '@mui/icons-material/Error';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import WarningIcon from '@mui/icons-material/Warning';
import type { ViewStatusFilter } from '@vigil/domain';
import { viewStatusColor } from './viewStatus';

const ICONS = {
  ok: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  disconnected: LinkOffIcon,
  maintenance: ConstructionIcon,
  repair: BuildIcon,
} as const satisfies Record<ViewStatusFilter, unknown>;

/** A status's icon in its colour; decorative, as the text beside it says the same. */
export function ViewStatusIcon({ kind }: { kind: ViewStatusFilter }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden fontSize="small" sx={{ color: viewStatusColor(kind) }} />;
}
