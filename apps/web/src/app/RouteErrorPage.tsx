import { useRouteError } from 'react-router';
import { ErrorRecovery } from './ErrorRecovery';

/** The router's errorElement: failed lazy routes and page render errors get the same recovery. */
export function RouteErrorPage() {
  return <ErrorRecovery error={useRouteError()} />;
}
