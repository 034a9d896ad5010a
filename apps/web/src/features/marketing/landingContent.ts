import { APP_ROUTES, DEMO_BUTTON_LABELS } from '@vigil/domain';
import type { MarketingRequestType, PlanTier } from '@vigil/domain';

// The words of the public site (spec access §1, §2, §9). Every claim here is one the product
// makes good: outbound-only gateways, no VPN, manufacturer agnostic, one site to thousands,
// over 150,000 devices, and the features the spec names. Each text takes the brand's product name.

/** The public pages, by the name the pre-rendered files and tests use. */
export type LandingPageId =
  'home' | 'company' | 'product' | 'pricing' | 'demo' | 'partners' | 'caseStudies';

export interface LandingPageMeta {
  path: string;
  /** The page's title: the browser tab shows "{title} · {product}". */
  title: string;
  /** The search engines' summary (meta description), under 160 characters. */
  description: (product: string) => string;
}

export const LANDING_PAGES: Record<LandingPageId, LandingPageMeta> = {
  home: {
    path: '/',
    title: 'Remote Monitoring for Critical Infrastructure',
    description: (p) =>
      `${p} watches UPSs, PDUs, cooling and sensors at every site from one cloud: outbound-only gateways, no VPN, any manufacturer.`,
  },
  company: {
    path: APP_ROUTES.landingCompany,
    title: 'Our Company',
    description: (p) =>
      `Who builds ${p}, and the values we work by: innovation, collaboration, trust and agility.`,
  },
  product: {
    path: APP_ROUTES.landingProduct,
    title: 'Our Product',
    description: (p) =>
      `How ${p} works: outbound-only gateway architecture, dashboards, sharing, management tools and UPS lifecycle.`,
  },
  pricing: {
    path: APP_ROUTES.landingPricing,
    title: 'Request Pricing',
    description: (p) =>
      `${p} plans for up to 50, 100 or 150 SNMP devices, or custom: unlimited users, automatic updates and support included.`,
  },
  demo: {
    path: APP_ROUTES.landingDemo,
    title: 'Request a Demo',
    description: (p) =>
      `See ${p} on your own equipment: request a demo and we walk you through dashboards, alerts and reports.`,
  },
  partners: {
    path: APP_ROUTES.landingPartners,
    title: 'Become a Partner',
    description: (p) =>
      `Managed service providers and integrators: offer ${p} monitoring to your customers from one partner portal.`,
  },
  caseStudies: {
    path: APP_ROUTES.landingCaseStudies,
    title: 'Case Studies',
    description: (p) =>
      `How IT managers, service providers and facilities teams use ${p} to watch power and cooling across sites.`,
  },
};

/** Links of the public header, in the spec's order (access §2). */
export const HEADER_LINKS = [
  { label: 'Company', to: APP_ROUTES.landingCompany },
  { label: 'Product', to: APP_ROUTES.landingProduct },
  { label: 'Login', to: APP_ROUTES.login },
  { label: 'Request Pricing', to: APP_ROUTES.landingPricing },
  { label: 'Request a Demo', to: APP_ROUTES.landingDemo },
] as const;

/** The footer's company facts and buttons (access §2). */
export const COMPANY_CONTACT = {
  addressLines: ['Vigil Monitoring, Inc.', '1200 Harbor Way, Suite 400', 'Oakland, CA 94607'],
  phone: '+1 (510) 555-0142',
  phoneHref: 'tel:+15105550142',
  professionalNetwork: {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/vigil-monitoring',
  },
} as const;

export const FOOTER_BUTTONS = [
  { label: 'Become a Partner', to: APP_ROUTES.landingPartners },
  { label: 'Request a Demo', to: APP_ROUTES.landingDemo },
  { label: 'Request Pricing', to: APP_ROUTES.landingPricing },
] as const;

export const FOOTER_TERMS = [
  { label: 'Service Agreement', to: APP_ROUTES.termsServiceAgreement },
  { label: 'Privacy Policy', to: APP_ROUTES.termsPrivacyPolicy },
] as const;

export const HERO = {
  heading: 'Know the state of every UPS, PDU and sensor, at every site',
  lead: (p: string) =>
    `${p} is a cloud monitoring platform for critical infrastructure. Gateways on your sites poll equipment over SNMP and Modbus and send readings out to ${p}: no VPN, no inbound firewall rules.`,
  demoButton: 'Request a Demo',
  tourLabel: (p: string) =>
    `${p} product tour: a gateway sends readings out to the cloud, a dashboard shows them, and an alert goes out when a UPS battery runs low.`,
};

/** What the home page says the product is, each a fact of spec access §1. */
export const KEY_FACTS = [
  {
    title: 'Outbound-only gateways',
    text: 'Each gateway opens every connection itself, over HTTPS. Nothing on your site accepts traffic from the cloud, so no VPN is needed.',
  },
  {
    title: 'Manufacturer agnostic',
    text: 'Any device that speaks SNMP or Modbus: UPSs, PDUs, cooling units, generators, network cards and environmental sensors.',
  },
  {
    title: 'One site to thousands',
    text: 'Start with one closet and grow to thousands of sites and over 150,000 devices on the same platform.',
  },
] as const;

export const INDUSTRIES = [
  'Data centers and colocation',
  'Healthcare',
  'Education',
  'Government',
  'Financial services',
  'Retail and distribution',
  'Telecommunications',
  'Manufacturing',
] as const;

export interface Testimonial {
  quote: string;
  /** Who vouches for it: the test or benchmark that shows it on every change, never an invented person. */
  role: string;
}

/**
 * Testimonials we can stand behind: each is something the product is shown doing by a test or
 * benchmark run on every change (the test named), not words put in a customer's mouth. Replace or
 * add customers' own words, with their permission, as they come.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'A gateway kept polling through a 30-second server outage and delivered every reading once the server was back, none lost and none twice.',
    role: 'Gateway fault test, run on every change',
  },
  {
    quote:
      'When the master of a high-availability gateway pair was killed, the backup took over without losing or doubling a reading.',
    role: 'HA fail-over test, run on every change',
  },
  {
    quote:
      'Gateways only ever connect out to the cloud: the site opens no inbound port and needs no VPN.',
    role: 'Gateway agent design, checked against real Modbus and SNMP devices',
  },
];

export const COMPANY = {
  intro: (p: string) =>
    `${p} is built by a team of engineers who have spent years keeping power and cooling running in data centers, hospitals and branch offices. We built the platform we wanted to use: one place to see every device at every site, that a security team can approve.`,
  about: [
    'We serve IT managers, managed service providers and facilities managers. Some watch one server room; others look after thousands of sites for their customers.',
    'We work with partners who install, sell and support the platform close to their customers, and we build what they ask for.',
  ],
  values: [
    {
      title: 'Innovation',
      text: 'We look for better ways to see equipment: live dashboards, overlays on floor plans, insights reports.',
    },
    {
      title: 'Collaboration',
      text: 'Dashboards are shared with colleagues and outside parties, and we build the product with our partners.',
    },
    {
      title: 'Trust',
      text: 'Outbound-only gateways, multifactor authentication and single sign-on: security is designed in, not added on.',
    },
    {
      title: 'Agility',
      text: 'Updates reach every customer automatically, and a new site is monitored as soon as its gateway is online.',
    },
  ],
} as const;

export interface ProductSection {
  id: string;
  title: string;
  text: (product: string) => string;
  points: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  {
    id: 'architecture',
    title: 'Architecture',
    text: (p) =>
      `A gateway on each site polls equipment over SNMP and Modbus and sends batches of readings out to ${p} over HTTPS. It keeps readings on its disk while the network is down and sends them once it is back.`,
    points: [
      'Outbound-only: no VPN and no inbound firewall rules',
      'Manufacturer agnostic: SNMP and Modbus devices of any make',
      'Scales from one site to thousands, over 150,000 devices',
    ],
    image: {
      src: '/landing/architecture.svg',
      alt: 'Diagram: equipment on a site, a gateway polling it, and an outbound HTTPS connection to the cloud',
      width: 640,
      height: 360,
    },
  },
  {
    id: 'data-visualization',
    title: 'Data Visualization',
    text: () =>
      'Customizable dashboards of gauges, trends and status widgets, image overlay views that place live readings on floor plans and photos, and insights reports by e-mail.',
    points: ['Customizable dashboards', 'Image overlay views', 'Insights reports'],
    image: {
      src: '/landing/dashboard.svg',
      alt: 'A dashboard with a load gauge, a temperature trend and device status tiles',
      width: 640,
      height: 360,
    },
  },
  {
    id: 'collaborative-sharing',
    title: 'Collaborative Sharing',
    text: () =>
      'Share a dashboard with colleagues, or with outside parties through a read-only link, and choose who is alerted about what: warning, alarm and cleared alerts by e-mail and text.',
    points: [
      'Share dashboards with outside parties',
      'Alerts: warning, alarm, cleared',
      'Support-ticketing integration',
    ],
    image: {
      src: '/landing/sharing.svg',
      alt: 'A dashboard shared with three people, one of them outside the company',
      width: 640,
      height: 360,
    },
  },
  {
    id: 'management-tools',
    title: 'Management Tools',
    text: () =>
      'Discover the devices on a network, push one configuration to many network cards at once, and keep equipment libraries for every model you own.',
    points: ['Device discovery', 'Bulk configuration push to network cards', 'Equipment libraries'],
    image: {
      src: '/landing/management.svg',
      alt: 'A list of discovered devices with a configuration being pushed to several network cards',
      width: 640,
      height: 360,
    },
  },
  {
    id: 'ups-lifecycle',
    title: 'UPS Lifecycle',
    text: () =>
      'Track the age of every UPS and its batteries, see which replacements are due, and plan them before a battery fails during an outage.',
    points: ['Battery age and replacement dates', 'Assets by site', 'Maintenance history'],
    image: {
      src: '/landing/lifecycle.svg',
      alt: 'A timeline of UPS batteries with replacements due this quarter highlighted',
      width: 640,
      height: 360,
    },
  },
];

/** The pricing page's plans (spec access §9). */
export const PLANS: readonly { tier: PlanTier; name: string; devices: string; extra?: string }[] = [
  { tier: '50 DEVICE', name: 'Up to 50 devices', devices: 'Up to 50 SNMP devices' },
  { tier: '100 DEVICE', name: 'Up to 100 devices', devices: 'Up to 100 SNMP devices' },
  { tier: '150 DEVICE', name: 'Up to 150 devices', devices: 'Up to 150 SNMP devices' },
  {
    tier: 'CUSTOM',
    name: 'Custom',
    devices: 'Over 150 devices',
    extra: 'Also Modbus and branch circuit monitoring',
  },
];

export const PLAN_INCLUDES = [
  'Unlimited users',
  'Automatic updates',
  'Business-hours support',
  'Annual renewal',
] as const;

export const PRICING = {
  intro: (p: string) =>
    `Every ${p} plan is priced by the number of devices you monitor. Choose a plan, tell us about your sites, and we send you a quote.`,
  chooseButton: 'Choose Plan',
  includesHeading: 'Every plan includes',
  formHeading: 'Request pricing',
} as const;

export const DEMO = {
  intro: (p: string) =>
    `A member of our team shows you ${p} with live data, answers your questions, and helps you plan a trial on your own equipment.`,
  expectHeading: 'What to Expect',
  expect: [
    {
      title: 'Before the demo',
      items: [
        'We reply within one business day to agree on a time.',
        'Tell us about your sites and equipment so we can show what matters to you.',
      ],
    },
    {
      title: 'During the demo',
      items: [
        'A tour of dashboards, image overlay views and insights reports with live readings.',
        'How a gateway connects out to the cloud, with no VPN.',
        'How alerts reach the right people: warning, alarm and cleared.',
      ],
    },
    {
      title: 'After the demo',
      items: [
        'A plan for a trial on your own equipment.',
        'Pricing for the number of devices you monitor.',
      ],
    },
  ],
  formHeading: 'Tell us about you',
} as const;

export const PARTNERS = {
  intro: (p: string) =>
    `Managed service providers, integrators and resellers offer ${p} to their customers. Partners manage all their customers from one partner portal, with proposals, quotes, orders, licenses and documents.`,
  benefits: [
    'Monitor every customer you serve from one place',
    'Proposals, quotes and orders in the partner portal',
    'Site surveys your customers fill in online',
    'Sales sheets and install guides to download',
  ],
  formHeading: 'Become a Partner',
} as const;

export const CASE_STUDIES = {
  intro: (p: string) =>
    `How the people ${p} is built for use it. Each story is a typical deployment, described by what the product does.`,
  stories: [
    {
      title: 'A managed service provider watching hundreds of customer sites',
      text: 'Each customer site gets a gateway that only connects out, so no customer has to open its firewall. The provider sees every site in one place, and shares a dashboard with each customer for their own equipment.',
    },
    {
      title: 'A hospital IT team keeping its network closets powered',
      text: 'UPSs from several manufacturers report over SNMP to the same dashboards. A battery alarm reaches the on-call technician by text, and the help desk gets a ticket through the support-ticketing integration.',
    },
    {
      title: 'A facilities team planning battery replacements',
      text: 'The UPS lifecycle tools list every battery by age, so replacements are budgeted a year ahead and done in a maintenance window instead of during an outage.',
    },
  ],
} as const;

/** The shared request form's words per kind of request (access §4; button states by kind). */
export const REQUEST_FORM: Record<
  MarketingRequestType,
  { label: string; idle: string; fetching: string; success: string; sent: string }
> = {
  demo: {
    label: 'Request a Demo',
    ...DEMO_BUTTON_LABELS,
    sent: 'Thank you! We will be in touch within one business day to arrange your demo.',
  },
  Pricing: {
    label: 'Request Pricing',
    idle: 'Request Pricing',
    fetching: 'Requesting...',
    success: 'Pricing Requested',
    sent: 'Thank you! We will send you pricing within one business day.',
  },
  'Partnership Info': {
    label: 'Become a Partner',
    idle: 'Become a Partner',
    fetching: 'Requesting...',
    success: 'Request Sent',
    sent: 'Thank you! Our partner team will be in touch within one business day.',
  },
};

export const FORM_LABELS = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  notes: 'Anything we should know?',
  // The honeypot: hidden from people, tempting to robots.
  title: 'Job title (leave empty)',
  captcha: 'Verification',
  noScript: 'This form needs JavaScript. Please turn it on, or call us at the number below.',
} as const;
