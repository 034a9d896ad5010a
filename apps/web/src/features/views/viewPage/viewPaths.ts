import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';

// Addresses of the view page and what it links to, under the customer segment when the page had
// one (spec core §2).

/** My Views. */
export function myViewsPath(customer: string | undefined): string {
  return generatePath(APP_ROUTES.views, { customer });
}

export function viewPath(customer: string | undefined, viewName: string): string {
  return generatePath(APP_ROUTES.view, { customer, viewName });
}

export function widgetAddPath(customer: string | undefined, viewName: string): string {
  return generatePath(APP_ROUTES.widgetAdd, { customer, viewName });
}

export function widgetEditPath(
  customer: string | undefined,
  viewName: string,
  widgetId: string,
): string {
  return generatePath(APP_ROUTES.widgetEdit, { customer, viewName, widgetId });
}

/** The view's alert subscriptions per user (admin). */
export function viewAlertsPath(customer: string | undefined, viewName: string): string {
  return generatePath(APP_ROUTES.viewAlerts, { customer, viewName });
}
