import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SensorsIcon from '@mui/icons-material/Sensors';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { SvgIconComponent } from '@mui/icons-material';
import { APP_ROUTES, matchesRoutePattern } from '@vigil/domain';
import { generatePath, matchPath } from 'react-router';

/** An area of the app with a tab in the signed-in top bar (spec access §2 "Home and general shell"). */
export interface ShellArea {
  key: string;
  label: string;
  icon: SvgIconComponent;
  /** The area's page, under the customer segment when the current address has one. */
  path: (customer: string | undefined) => string;
  /** Route patterns (a final `*` for everything below) whose pages mark this tab as current. */
  owns: readonly string[];
}

/**
 * The tabs, in order. Each later area (alerts, reports …) adds its entry here when
 * its pages land; the header, the mobile drawer and the home page read this one list.
 */
export const SHELL_AREAS: readonly ShellArea[] = [
  {
    key: 'views',
    label: 'Views',
    icon: DashboardIcon,
    path: (customer) => generatePath(APP_ROUTES.views, { customer }),
    owns: [`${APP_ROUTES.views}/*`],
  },
  {
    key: 'equipment',
    label: 'Equipment',
    icon: DevicesOtherIcon,
    path: (customer) => generatePath(APP_ROUTES.equipment, { customer }),
    // The gateway routes redirect to My Equipment or are pages of one equipment (spec core §2).
    owns: [`${APP_ROUTES.equipment}/*`, `${APP_ROUTES.gateways}/*`],
  },
  {
    key: 'sensors',
    label: 'Sensors',
    icon: SensorsIcon,
    path: (customer) => generatePath(APP_ROUTES.sensors, { customer }),
    owns: [`${APP_ROUTES.sensors}/*`],
  },
  {
    key: 'libraries',
    label: 'Libraries',
    icon: LibraryBooksIcon,
    path: (customer) => generatePath(APP_ROUTES.libraries, { customer }),
    owns: [`${APP_ROUTES.libraries}/*`],
  },
  {
    key: 'templates',
    label: 'Templates',
    icon: ViewQuiltIcon,
    path: (customer) => generatePath(APP_ROUTES.templates, { customer }),
    owns: [`${APP_ROUTES.templates}/*`],
  },
  {
    key: 'reports',
    label: 'Reports',
    icon: AssessmentIcon,
    path: (customer) => generatePath(APP_ROUTES.reports, { customer }),
    owns: [`${APP_ROUTES.reports}/*`],
  },
];

/** Where the shell is: the {customer} segment of the address, if any, and the current area. */
export interface ShellLocation {
  customer: string | undefined;
  area: ShellArea | null;
}

const CUSTOMER_ROUTES = Object.values(APP_ROUTES).filter((pattern) =>
  pattern.startsWith('/:customer?/'),
);

/**
 * The shell sits above the matched page, so it reads the segment from the address itself rather
 * than from its own (empty) route params.
 */
export function shellLocation(pathname: string): ShellLocation {
  let customer: string | undefined;
  for (const pattern of CUSTOMER_ROUTES) {
    const match = matchPath(pattern, pathname);
    if (match) {
      customer = match.params.customer;
      break;
    }
  }
  const area =
    SHELL_AREAS.find((candidate) =>
      candidate.owns.some((pattern) => matchesRoutePattern(pattern, pathname)),
    ) ?? null;
  return { customer, area };
}
