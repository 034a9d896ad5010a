import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader';
import { loadChunk } from './loadChunk';
import { RootLayout } from './RootLayout';
import { PublicSiteLayout } from '../features/marketing/PublicSiteLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';
import { APP_ROUTES } from '@vigil/domain';

// Paths come from the domain's route list, which the server also uses to answer 404.
// Each page is loaded lazily so it becomes its own chunk. The handle stays outside `lazy` because
// the guard must know whether a route is safe before its code arrives.
const pages: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: APP_ROUTES.login,
    handle: { safe: true, step: 'login' },
    lazy: () =>
      loadChunk(() => import('../features/access/LoginPage')).then((m) => ({
        Component: m.LoginPage,
      })),
  },
  {
    path: APP_ROUTES.loginMfa,
    handle: { safe: true, step: 'mfa' },
    lazy: () =>
      loadChunk(() => import('../features/access/LoginMfaPage')).then((m) => ({
        Component: m.LoginMfaPage,
      })),
  },
  {
    // A company's single sign-on: on to its identity provider; a signed-in visitor goes to ref.
    path: APP_ROUTES.loginSaml,
    handle: { safe: true, step: 'login' },
    lazy: () =>
      loadChunk(() => import('../features/access/SamlLoginPage')).then((m) => ({
        Component: m.SamlLoginPage,
      })),
  },
  {
    path: APP_ROUTES.loginSamlSuccess,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/access/SamlSuccessPage')).then((m) => ({
        Component: m.SamlSuccessPage,
      })),
  },
  {
    path: APP_ROUTES.loginSamlFailure,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/access/SamlFailurePage')).then((m) => ({
        Component: m.SamlFailurePage,
      })),
  },
  {
    // The link of an invitation e-mail: public; a signed-in visitor goes on to ref or /home.
    path: APP_ROUTES.verify,
    handle: { safe: true, step: 'verify' },
    lazy: () =>
      loadChunk(() => import('../features/access/VerifyPage')).then((m) => ({
        Component: m.VerifyPage,
      })),
  },
  // Forgot password, and its partner-themed twin: public; a signed-in visitor goes to /home.
  ...[APP_ROUTES.forgotPassword, APP_ROUTES.partnerForgotPassword].map((path) => ({
    path,
    handle: { safe: true, step: 'forgotPassword' } satisfies RouteHandle,
    lazy: () =>
      loadChunk(() => import('../features/access/ForgotPasswordPage')).then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  })),
  {
    path: APP_ROUTES.account,
    lazy: () =>
      loadChunk(() => import('../features/access/AccountPage')).then((m) => ({
        Component: m.AccountPage,
      })),
  },
  {
    path: APP_ROUTES.home,
    lazy: () =>
      loadChunk(() => import('../features/home/HomePage')).then((m) => ({
        Component: m.HomePage,
      })),
  },
  {
    path: APP_ROUTES.homeParser,
    lazy: () =>
      loadChunk(() => import('../features/home/StateParserPage')).then((m) => ({
        Component: m.StateParserPage,
      })),
  },
  {
    path: APP_ROUTES.sensors,
    lazy: () =>
      loadChunk(() => import('../features/sensors/SensorsPage')).then((m) => ({
        Component: m.SensorsPage,
      })),
  },
  {
    path: APP_ROUTES.sensor,
    lazy: () =>
      loadChunk(() => import('../features/sensors/SensorPage')).then((m) => ({
        Component: m.SensorPage,
      })),
  },
  {
    // The same page titled with the widget's name.
    path: APP_ROUTES.sensorWidget,
    lazy: () =>
      loadChunk(() => import('../features/sensors/SensorPage')).then((m) => ({
        Component: m.SensorPage,
      })),
  },
  {
    path: APP_ROUTES.views,
    lazy: () =>
      loadChunk(() => import('../features/views/ViewsPage')).then((m) => ({
        Component: m.ViewsPage,
      })),
  },
  // The view page and its /v2, /preview and /showcase forms: one module, so one chunk.
  ...(
    [
      [APP_ROUTES.view, 'ViewPage'],
      [APP_ROUTES.viewV2, 'ViewV2Page'],
      [APP_ROUTES.viewPreview, 'ViewPreviewPage'],
      [APP_ROUTES.viewShowcase, 'ViewShowcasePage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/views/ViewPage')).then((m) => ({ Component: m[name] })),
  })),
  ...[APP_ROUTES.widgetAdd, APP_ROUTES.widgetEdit].map((path) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/views/WidgetEditorPage')).then((m) => ({
        Component: m.WidgetEditorPage,
      })),
  })),
  // My Alerts and a view's alerts (admin: the page itself asks canUpdate) share one chunk.
  ...(
    [
      [APP_ROUTES.alerts, 'MyAlertsPage'],
      [APP_ROUTES.viewAlerts, 'ViewAlertsPage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/alerts/alertsPages')).then((m) => ({
        Component: m[name],
      })),
  })),
  {
    // The acknowledge link of an alert e-mail: public (spec access §5), its own small chunk.
    path: APP_ROUTES.alertToken,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/alerts/AlertTokenPage')).then((m) => ({
        Component: m.AlertTokenPage,
      })),
  },
  {
    // A view's public link: public (spec access §2), live and read-only, its own chunk.
    path: APP_ROUTES.shared,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/sharing/SharedViewPage')).then((m) => ({
        Component: m.SharedViewPage,
      })),
  },
  {
    path: APP_ROUTES.equipment,
    lazy: () =>
      loadChunk(() => import('../features/equipment/EquipmentPage')).then((m) => ({
        Component: m.EquipmentPage,
      })),
  },
  // Gateway actions: SNMP Walk, Find Equipment and Import Equipment share one chunk. The walk
  // route outranks gatewayEquipment's :equipmentID by its static last segment.
  ...(
    [
      [APP_ROUTES.gatewayEquipmentWalk, 'SnmpWalkPage'],
      [APP_ROUTES.equipmentFind, 'FindEquipmentPage'],
      [APP_ROUTES.equipmentImport, 'ImportEquipmentPage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/gatewayActions/gatewayActionPages')).then((m) => ({
        Component: m[name],
      })),
  })),
  // The gateway routes of spec core §2 that lead to My Equipment: one small chunk.
  ...(
    [
      [APP_ROUTES.gateways, 'GatewaysRedirect'],
      [APP_ROUTES.gateway, 'GatewayRedirect'],
      [APP_ROUTES.gatewayEquipmentAdd, 'EquipmentAddRedirect'],
      [APP_ROUTES.gatewayEquipment, 'EquipmentRedirect'],
      [APP_ROUTES.gatewayEquipmentEdit, 'EquipmentEditRedirect'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/equipment/EquipmentRedirects')).then((m) => ({
        Component: m[name],
      })),
  })),
  // Logs and traps are one screen on two tabs (traps is tab index 1).
  ...[APP_ROUTES.equipmentLogs, APP_ROUTES.equipmentTraps].map((path) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/equipment/EquipmentEventsPage')).then((m) => ({
        Component: m.EquipmentEventsPage,
      })),
  })),
  {
    path: APP_ROUTES.equipmentSensorsAdd,
    lazy: () =>
      loadChunk(() => import('../features/sensors/ManageSensorsPage')).then((m) => ({
        Component: m.ManageSensorsPage,
      })),
  },
  {
    path: APP_ROUTES.equipmentFiles,
    lazy: () =>
      loadChunk(() => import('../features/equipment/EquipmentFilesPage')).then((m) => ({
        Component: m.EquipmentFilesPage,
      })),
  },
  ...(
    [
      [APP_ROUTES.assets, 'AssetsPage'],
      [APP_ROUTES.assetsV2, 'AssetsV2Page'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/equipment/AssetsPage')).then((m) => ({
        Component: m[name],
      })),
  })),
  // Equipment libraries: the list, one library and Add Modbus Template, one chunk.
  ...(
    [
      [APP_ROUTES.libraries, 'LibrariesPage'],
      [APP_ROUTES.library, 'LibraryPage'],
      [APP_ROUTES.libraryAddModbus, 'AddModbusTemplatePage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/libraries/libraryPages')).then((m) => ({
        Component: m[name],
      })),
  })),
  // Templates: the list, Create View Template from a view and one template, one chunk.
  ...(
    [
      [APP_ROUTES.templates, 'TemplatesPage'],
      [APP_ROUTES.templateAdd, 'CreateTemplatePage'],
      [APP_ROUTES.template, 'TemplatePage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/templates/templatePages')).then((m) => ({
        Component: m[name],
      })),
  })),
  {
    // Past and scheduled PDF reports (core §2).
    path: APP_ROUTES.reports,
    lazy: () =>
      loadChunk(() => import('../features/reports/ReportsPage')).then((m) => ({
        Component: m.ReportsPage,
      })),
  },
  {
    // A company's users: super users and managers of users only (access §2 route guard).
    path: APP_ROUTES.users,
    handle: { manageUsers: true },
    lazy: () =>
      loadChunk(() => import('../features/admin/UsersPage')).then((m) => ({
        Component: m.UsersPage,
      })),
  },
  {
    // A company's settings, a user-admin page like Users (access §2); query page is the tab.
    path: APP_ROUTES.settings,
    handle: { manageUsers: true },
    lazy: () =>
      loadChunk(() => import('../features/admin/SettingsPage')).then((m) => ({
        Component: m.SettingsPage,
      })),
  },
  {
    // System status: the page sends everyone but super users to /home.
    path: APP_ROUTES.status,
    lazy: () =>
      loadChunk(() => import('../features/admin/StatusPage')).then((m) => ({
        Component: m.StatusPage,
      })),
  },
  // Overlay views: the new view's page and the view's page with its /legacy and /v2 forms, one
  // chunk; the static 'new' outranks :viewID.
  ...(
    [
      [APP_ROUTES.overlayNew, 'OverlayNewPage'],
      [APP_ROUTES.overlayView, 'OverlayViewPage'],
      [APP_ROUTES.overlayViewLegacy, 'OverlayViewPage'],
      [APP_ROUTES.overlayViewV2, 'OverlayViewPage'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/overlays/overlayPages')).then((m) => ({
        Component: m[name],
      })),
  })),
  {
    // Send Feedback: a bug report, for signed-in users (spec access §2).
    path: APP_ROUTES.feedbackBug,
    lazy: () =>
      loadChunk(() => import('../features/marketing/BugReportPage')).then((m) => ({
        Component: m.BugReportPage,
      })),
  },
  // Help and the terms: public (spec access §2, §6), each its own small chunk.
  {
    path: APP_ROUTES.feedbackHelp,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/marketing/HelpPage')).then((m) => ({
        Component: m.HelpPage,
      })),
  },
  {
    path: APP_ROUTES.termsServiceAgreement,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/marketing/ServiceAgreementPage')).then((m) => ({
        Component: m.ServiceAgreementPage,
      })),
  },
  {
    path: APP_ROUTES.termsPrivacyPolicy,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/marketing/PrivacyPolicyPage')).then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    // A site survey's public link: signed out and partner-themed (spec access §2, §6).
    path: APP_ROUTES.publicSurvey,
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/partners/PublicSurveyPage')).then((m) => ({
        Component: m.PublicSurveyPage,
      })),
  },
  {
    // The partner's site survey editor; the static 'onboard' below outranks :surveyID.
    path: APP_ROUTES.partnerSurvey,
    lazy: () =>
      loadChunk(() => import('../features/partners/SurveyPage')).then((m) => ({
        Component: m.SurveyPage,
      })),
  },
  {
    path: APP_ROUTES.partnerSurveyOnboard,
    lazy: () =>
      loadChunk(() => import('../features/partners/SurveyOnboardPage')).then((m) => ({
        Component: m.SurveyOnboardPage,
      })),
  },
  {
    path: APP_ROUTES.partnerUsers,
    lazy: () =>
      loadChunk(() => import('../features/partners/PartnerUsersPage')).then((m) => ({
        Component: m.PartnerUsersPage,
      })),
  },
  {
    path: APP_ROUTES.partnerDocs,
    lazy: () =>
      loadChunk(() => import('../features/partners/PartnerDocsPage')).then((m) => ({
        Component: m.PartnerDocsPage,
      })),
  },
  // The partner portal's proposals, quotes, orders, projects, licences and partner list (spec
  // access §2 partner portal), each page its own chunk; the pages send users of other partners home.
  ...(
    [
      [APP_ROUTES.partnerProposals, false],
      [APP_ROUTES.partnerQuotes, true],
    ] as const
  ).map(([path, all]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/partners/QuoteListPage')).then((m) => ({
        element: <m.QuoteListPage all={all} />,
      })),
  })),
  {
    path: APP_ROUTES.partnerQuote,
    lazy: () =>
      loadChunk(() => import('../features/partners/QuoteEditorPage')).then((m) => ({
        Component: m.QuoteEditorPage,
      })),
  },
  {
    path: APP_ROUTES.partnerQuoteView,
    lazy: () =>
      loadChunk(() => import('../features/partners/QuoteViewPage')).then((m) => ({
        Component: m.QuoteViewPage,
      })),
  },
  ...(
    [
      [APP_ROUTES.partnerOrders, false],
      [APP_ROUTES.partnerOrdersV2, true],
    ] as const
  ).map(([path, all]) => ({
    path,
    lazy: () =>
      loadChunk(() => import('../features/partners/OrderListPage')).then((m) => ({
        element: <m.OrderListPage all={all} />,
      })),
  })),
  {
    path: APP_ROUTES.partnerProjects,
    lazy: () =>
      loadChunk(() => import('../features/partners/ProjectListPage')).then((m) => ({
        Component: m.ProjectListPage,
      })),
  },
  {
    path: APP_ROUTES.partnerOrderByVisibleID,
    lazy: () =>
      loadChunk(() => import('../features/partners/OrderByVisibleIDPage')).then((m) => ({
        Component: m.OrderByVisibleIDPage,
      })),
  },
  {
    path: APP_ROUTES.partnerOrderReview,
    lazy: () =>
      loadChunk(() => import('../features/partners/OrderReviewPage')).then((m) => ({
        Component: m.OrderReviewPage,
      })),
  },
  {
    path: APP_ROUTES.partnerOrderReviewEdit,
    lazy: () =>
      loadChunk(() => import('../features/partners/OrderReviewEditPage')).then((m) => ({
        Component: m.OrderReviewEditPage,
      })),
  },
  {
    path: APP_ROUTES.partnerOrderView,
    lazy: () =>
      loadChunk(() => import('../features/partners/OrderViewPage')).then((m) => ({
        Component: m.OrderViewPage,
      })),
  },
  {
    path: APP_ROUTES.partnerLicenses,
    lazy: () =>
      loadChunk(() => import('../features/partners/LicenseListPage')).then((m) => ({
        Component: m.LicenseListPage,
      })),
  },
  {
    path: APP_ROUTES.partnerList,
    lazy: () =>
      loadChunk(() => import('../features/partners/PartnerListPage')).then((m) => ({
        Component: m.PartnerListPage,
      })),
  },
  {
    // Safe, so a visitor who is not signed in sees the 404 page rather than the sign-in form.
    path: '*',
    handle: { safe: true },
    lazy: () =>
      loadChunk(() => import('../features/errors/NotFoundPage')).then((m) => ({
        Component: m.NotFoundPage,
      })),
  },
];

// The public site's pages, one small chunk; all safe (spec access §6).
const publicPages: (RouteObject & { handle?: RouteHandle })[] = (
  [
    [null, 'LandingHomePage'],
    [APP_ROUTES.landingCompany, 'CompanyPage'],
    [APP_ROUTES.landingProduct, 'ProductPage'],
    [APP_ROUTES.landingPricing, 'PricingPage'],
    [APP_ROUTES.landingDemo, 'DemoPage'],
    [APP_ROUTES.landingPartners, 'PartnersPage'],
    [APP_ROUTES.landingCaseStudies, 'CaseStudiesPage'],
  ] as const
).map(([path, name]) => ({
  ...(path === null ? { index: true } : { path }),
  handle: { safe: true },
  lazy: () =>
    loadChunk(() => import('../features/marketing/landingPages')).then((m) => ({
      Component: m[name],
    })),
}));

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Only reached when the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <CenteredLoader />,
    children: [{ errorElement: <RouteErrorPage />, children: pages }],
  },
  {
    // The public site (spec access §2): its own header and footer, pre-rendered by the build
    // (apps/web/scripts/prerender.tsx). A signed-in visitor of '/' goes on to /home.
    Component: PublicSiteLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <CenteredLoader />,
    children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
  },
]);
