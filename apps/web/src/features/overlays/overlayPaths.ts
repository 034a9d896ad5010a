import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';

// Addresses of the overlay view pages, under the customer segment when the page had one (spec
// core §2: /{customer}/overlay/views/new and /{customer}/overlay/views/{viewID}).

export function overlayViewPath(customer: string | undefined, viewID: string): string {
  return generatePath(APP_ROUTES.overlayView, { customer, viewID });
}

/** The new overlay view page, its name field filled in when one is given. */
export function overlayNewPath(customer: string | undefined, name?: string): string {
  const path = generatePath(APP_ROUTES.overlayNew, { customer });
  return name ? `${path}?${new URLSearchParams({ name }).toString()}` : path;
}
