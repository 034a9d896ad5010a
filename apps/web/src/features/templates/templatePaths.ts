import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';

// Addresses of the templates screens, under the customer segment when the page had one
// (spec core §2).

/** The templates list. */
export function templatesPath(customer: string | undefined): string {
  return generatePath(APP_ROUTES.templates, { customer });
}

/** Create View Template from a view. */
export function templateAddPath(customer: string | undefined, viewName: string): string {
  return generatePath(APP_ROUTES.templateAdd, { customer, viewName });
}

/** The URL key that opens the Create views dialog on a template's page, and its preselection. */
export const STAMP_KEYS = { open: 'stamp', equipment: 'equipment' } as const;

/**
 * One template's page; `stamp` opens its Create views dialog, with a device preselected when
 * given (the offer after onboarding), so the link survives a reload.
 */
export function templatePath(
  customer: string | undefined,
  templateID: string,
  stamp?: { equipmentID?: string },
): string {
  const path = generatePath(APP_ROUTES.template, { customer, templateID });
  if (!stamp) return path;
  const search = new URLSearchParams({ [STAMP_KEYS.open]: '1' });
  if (stamp.equipmentID) search.set(STAMP_KEYS.equipment, stamp.equipmentID);
  return `${path}?${search.toString()}`;
}

/** A view's page, to open what a stamp created. */
export function stampedViewPath(customer: string | undefined, viewName: string): string {
  return generatePath(APP_ROUTES.view, { customer, viewName });
}
