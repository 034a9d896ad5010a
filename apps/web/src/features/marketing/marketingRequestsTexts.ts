// Wording of home's Requests tab (super users) that the spec leaves to us.

export const marketingRequestsTexts = {
  tab: 'Requests',
  loading: 'Loading requests',
  listLabel: 'Demo, pricing and partnership requests',
  type: 'Type',
  allTypes: 'All types',
  typeLabels: { demo: 'Demo', Pricing: 'Pricing', 'Partnership Info': 'Partnership' } as Record<
    string,
    string
  >,
  empty: 'No request yet.',
  noMatch: 'No request of this type.',
  showAll: 'Show every type',
  columns: {
    received: 'Received',
    type: 'Type',
    who: 'From',
    company: 'Company',
    plan: 'Plan',
    notes: 'Notes',
    mailed: 'Mailed',
  },
  noPlan: '—',
  mailedAt: (at: string) => `Mailed ${at}`,
  notMailed: 'Not mailed',
  brand: (productName: string) => `via ${productName}`,
} as const;
