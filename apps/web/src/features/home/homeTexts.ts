// Wording of the home page that the spec leaves to us; its title and the status words are the
// spec's and the domain's.

export const homeTexts = {
  title: (productName: string) => `Welcome to ${productName}`,
  greeting: (name: string, company: string | null | undefined) =>
    company ? `Hello ${name}. ${company} at a glance:` : `Hello ${name}.`,
  loadingSummary: "Loading the site's status",
  summaryFailed: "Could not load the site's status.",
  gateways: 'Gateways',
  equipment: 'Equipment',
  recentViews: 'Recent views',
  loadingRecentViews: 'Loading recent views',
  recentViewsFailed: 'Could not load your recent views.',
  noRecentViews: 'No views opened yet',
  myViews: 'My Views',
  allViews: 'All views',
  noGateways: 'No gateway is registered yet.',
  noEquipment: 'No equipment is set up yet.',
  noCustomer:
    'Your account does not belong to one company, so there is no site to show here at a glance. ' +
    'These pages are open to you:',
};
