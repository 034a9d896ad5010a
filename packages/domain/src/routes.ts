// The web app's registered pages, as react-router path patterns. The router builds its routes
// from these and the server answers any other page path with 404 (spec access §2).

export const APP_ROUTES = {
  root: '/',
  login: '/login',
  loginMfa: '/login/mfa',
  // A company's single sign-on: its sign-in start and the pages after it (public; access §2).
  loginSaml: '/login/saml/:id',
  loginSamlSuccess: '/login/saml-success/:id',
  loginSamlFailure: '/login/saml-failure/:id',
  // E-mail verification: an invited user sets a password (public; access §2).
  verify: '/verify/:token',
  // Forgot password: the e-mail form, or with the link's token the new-password form (public;
  // access §2 `(/partners)?/forgotPassword/{token?}`, the partner form in the partner theme).
  forgotPassword: '/forgotPassword/:token?',
  partnerForgotPassword: '/partners/forgotPassword/:token?',
  // My Account: profile, password and MFA (access §2).
  account: '/account',
  home: '/home',
  // The state-sensor parser (spec access §2).
  homeParser: '/home/parser',
  sensors: '/:customer?/sensors',
  sensor: '/:customer?/sensors/:sensorIDs',
  sensorWidget: '/:customer?/sensors/:sensorIDs/:widgetName',
  views: '/:customer?/views',
  view: '/:customer?/views/:viewName',
  // A view's alert subscriptions, per user (admin; core §2).
  viewAlerts: '/:customer?/views/:viewName/alerts',
  // My Alerts, and the acknowledge link of an alert e-mail (public; core §2).
  alerts: '/:customer?/alerts',
  alertToken: '/:customer?/alerts/:token',
  // A view's public link: live and read-only without signing in (core §2, access §2).
  shared: '/shared/:token',
  viewV2: '/:customer?/views/:viewName/v2',
  viewPreview: '/:customer?/views/:viewName/preview/:size',
  viewShowcase: '/:customer?/views/:viewName/showcase/:widgetIDs',
  widgetAdd: '/:customer?/views/:viewName/add',
  widgetEdit: '/:customer?/views/:viewName/edit/:widgetId',
  equipment: '/:customer?/equipment',
  // Find Equipment (an SNMP discovery) and Import Equipment (onboarding what it found).
  equipmentFind: '/:customer?/equipment/find',
  equipmentImport: '/:customer?/equipment/import',
  // Redirects to My Equipment (equipmentList.ts gatewayRedirectPath).
  gateways: '/:customer?/gateways',
  gateway: '/:customer?/gateways/:gatewayID',
  gatewayEquipmentAdd: '/:customer?/gateways/:gatewayID/equipment/add',
  // SNMP Walk: its static last segment outranks gatewayEquipment's :equipmentID (appRouteOf).
  gatewayEquipmentWalk: '/:customer?/gateways/:gatewayID/equipment/walk',
  gatewayEquipment: '/:customer?/gateways/:gatewayID/equipment/:equipmentID',
  gatewayEquipmentEdit: '/:customer?/gateways/:gatewayID/equipment/:equipmentID/edit',
  // The pages of one equipment.
  equipmentLogs: '/:customer?/gateways/:gatewayID/equipment/:equipmentID/logs',
  equipmentTraps: '/:customer?/gateways/:gatewayID/equipment/:equipmentID/traps',
  // Manage Sensors (query v2, ref): its static last segment, like logs and traps.
  equipmentSensorsAdd: '/:customer?/gateways/:gatewayID/equipment/:equipmentID/add',
  equipmentFiles: '/:customer?/gateways/:gatewayID/ip/:equipmentIP/files',
  assets: '/:customer?/gateways/assets/:viewID',
  assetsV2: '/:customer?/gateways/assets/:viewID/v2',
  // Equipment libraries (query lib_tab) and one library (query tabVal, subTab).
  libraries: '/:customer?/libraries',
  library: '/:customer?/libraries/:equipmentID',
  // Add Modbus Template: its static 'add' outranks library's :equipmentID (appRouteOf).
  libraryAddModbus: '/:customer?/libraries/add/:libraryID',
  // Templates (query tab), Create View Template from a view, and one template (core §2).
  templates: '/:customer?/templates',
  templateAdd: '/:customer?/templates/add/:viewName',
  template: '/:customer?/templates/:templateID',
  // Overlay views: a floor plan with sensor, view and link overlays and heat maps (core §2); the
  // static 'new' outranks :viewID (appRouteOf).
  overlayNew: '/:customer?/overlay/views/new',
  overlayView: '/:customer?/overlay/views/:viewID',
  overlayViewLegacy: '/:customer?/overlay/views/:viewID/legacy',
  overlayViewV2: '/:customer?/overlay/views/:viewID/v2',
  // Past and scheduled PDF reports (core §2).
  reports: '/:customer?/reports',
  // A company's users (super users and managers of its users; access §2).
  users: '/:customer?/users',
  // A company's settings (query page: the tab; access §2), super users and managers of users.
  settings: '/:customer?/settings',
  // System status, super users only (access §2).
  status: '/status',
  // Send Feedback (a bug report; signed in) and Help (public) (access §2).
  feedbackBug: '/feedback/bug',
  feedbackHelp: '/feedback/help',
  // The service agreement and the privacy policy, public (access §2, §8).
  termsServiceAgreement: '/terms/service-agreement',
  termsPrivacyPolicy: '/terms/privacy-policy',
  // The public site (signed out; the brand by host name; access §2 public pages). Pre-rendered
  // for visitors without JavaScript (ADR 024).
  landingCompany: '/landing/company',
  landingProduct: '/landing/product',
  landingPricing: '/landing/pricing',
  landingDemo: '/landing/demo',
  landingPartners: '/landing/partners',
  landingCaseStudies: '/landing/case-studies',
  // The partner portal (access §2 partner portal; partner theme on every /partners path). The
  // public site survey of a link is signed out; its static 'survey' outranks :partnerID.
  publicSurvey: '/partners/survey/:token',
  partnerProposals: '/partners/:partnerID',
  partnerList: '/partners/:partnerID/list',
  partnerDocs: '/partners/:partnerID/docs',
  partnerUsers: '/partners/:partnerID/users',
  partnerOrders: '/partners/:partnerID/orders',
  partnerOrdersV2: '/partners/:partnerID/orders/v2',
  partnerProjects: '/partners/:partnerID/projects',
  partnerLicenses: '/partners/:partnerID/licenses',
  partnerQuotes: '/partners/:partnerID/quotes',
  partnerQuoteView: '/partners/:partnerID/quote/view/:quoteID',
  partnerQuote: '/partners/:partnerID/quote/:quoteID?',
  partnerSurvey: '/partners/:partnerID/survey/:surveyID?',
  partnerSurveyOnboard: '/partners/:partnerID/survey/onboard',
  partnerOrderByVisibleID: '/partners/:partnerID/order/:visibleID',
  partnerOrderReview: '/partners/:partnerID/order/review/:orderID',
  partnerOrderReviewEdit: '/partners/:partnerID/order/review/:orderID/edit',
  partnerOrderView: '/partners/:partnerID/order/view/:orderID',
} as const;

export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

function matchSegments(want: readonly string[], have: readonly string[]): boolean {
  const [segment, ...rest] = want;
  if (segment === undefined) return have.length === 0;
  if (segment === '*') return true;
  const [value, ...remaining] = have;
  if (segment.startsWith(':')) {
    const optional = segment.endsWith('?');
    if (value !== undefined && matchSegments(rest, remaining)) return true;
    return optional && matchSegments(rest, have);
  }
  return value === segment && matchSegments(rest, remaining);
}

/** Whether a path matches a pattern with `:param`, optional `:param?` segments and a final `*`. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = (path.split('?')[0] ?? '').split('/').filter(Boolean);
  return matchSegments(want, have);
}

export function isAppPath(path: string): boolean {
  return Object.values(APP_ROUTES).some((pattern) => matchesRoutePattern(pattern, path));
}

export type AppRouteName = keyof typeof APP_ROUTES;

/** How specific a pattern is: each static segment outweighs any number of parameters after it. */
function specificity(pattern: string): number[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The page a path opens: of the routes it matches, the most specific one, as react-router ranks
 * them (a static segment beats a parameter in the same place), e.g. `…/equipment/walk` is the
 * SNMP Walk page, not an equipment called 'walk'. Null for a path no page has.
 */
export function appRouteOf(path: string): AppRouteName | null {
  let best: { name: AppRouteName; rank: number[] } | null = null;
  for (const [name, pattern] of Object.entries(APP_ROUTES) as [AppRouteName, string][]) {
    if (!matchesRoutePattern(pattern, path)) continue;
    const rank = specificity(pattern);
    if (!best || compareSpecificity(rank, best.rank) > 0) best = { name, rank };
  }
  return best?.name ?? null;
}

/** Alert tokens in a path use underscores for spaces (core §2). */
export function alertTokenFromPath(segment: string): string {
  return segment.replace(/_/g, ' ');
}

export function alertTokenToPath(token: string): string {
  return token.replace(/ /g, '_');
}

/** Equipment IPs in a path use underscores for dots (core §2). */
export function ipFromPath(segment: string): string {
  return segment.replace(/_/g, '.');
}

export function ipToPath(ip: string): string {
  return ip.replace(/\./g, '_');
}

/** Several sensor ids in a path are joined by hyphens (core §2). */
export function sensorIdsFromPath(segment: string): string[] {
  return segment.split('-').filter((id) => id.length > 0);
}

export function sensorIdsToPath(ids: readonly string[]): string {
  return ids.join('-');
}
