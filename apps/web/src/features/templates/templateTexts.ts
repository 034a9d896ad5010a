// Wording of the templates screens that the spec leaves to us; the spec's own messages come from
// the domain's catalogue.
import type { TemplateListTab } from './templateParams';

export const templateTexts = {
  listTitle: 'Templates',
  tabsLabel: 'Templates shown',
  tabs: { all: 'All', mine: 'Ours', defaults: 'Defaults' } satisfies Record<
    TemplateListTab,
    string
  >,
  search: 'Search templates',
  loadingList: 'Loading templates',
  listLabel: 'Templates',
  columns: {
    name: 'Name',
    slots: 'Equipment',
    views: 'Views',
    outOfSync: 'Out of sync',
  },
  defaultBadge: 'Default',
  empty: {
    all: 'No templates yet.',
    mine: 'Your company has no templates of its own yet.',
    defaults: 'No default templates.',
  } satisfies Record<TemplateListTab, string>,
  emptyHint: 'Open a view and choose Create View Template to capture it as a template.',
  noMatch: 'No templates match this search.',
  clearSearch: 'Clear search',
  slotLabel: (slot: { name: string; manufacturer?: string | null; model?: string | null }) =>
    [slot.manufacturer, slot.model].filter(Boolean).join(' ') || slot.name,
  outOfSyncCount: (n: number) => (n === 0 ? 'In sync' : `${n} out of sync`),

  // Create View Template
  createTitle: 'Create View Template',
  createFromView: 'Create View Template',
  createSubtitle: (viewName: string) => `From the view ${viewName}`,
  backToView: 'Back to view',
  stepMobile: 'Mobile',
  stepDesktop: 'Desktop',
  stepDetails: 'Template details',
  stepsLabel: 'Template creation steps',
  previewHint:
    'Review each screen size before you create the template: a template cannot be altered after it is created.',
  reviewed: 'Reviewed',
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  edit: 'Edit',
  save: 'Save',
  saveFirst: 'Save the layout before you move on.',
  finishNeedsReview: 'Finish is available once both screen sizes have been reviewed in order.',
  previewActions: 'Preview actions',
  templateName: 'Template name',
  slotsHeading: 'Equipment slots',
  slotsHelp:
    'Each device the view reads becomes a slot. Name each slot as it should read on views stamped from the template.',
  slotName: (equipmentName: string) => `Slot name for ${equipmentName}`,
  slotFrom: (equipmentName: string) => `Now: ${equipmentName}`,
  noSlots: 'The view reads no equipment, so the template has no slots.',
  loadingSlots: 'Finding the equipment of the view',
  makeDefault: 'Make default (offer it when equipment of these models is onboarded)',
  create: 'Create template',
  backToPreview: 'Back to preview',

  // One template
  loadingTemplate: 'Loading template',
  notFound: 'This template does not exist, or you may not see it.',
  allTemplates: 'Templates',
  templateActions: 'Template actions',
  viewsStamped: 'Views stamped',
  outOfSyncViews: 'Out of sync',
  owner: 'Owner',
  slots: 'Slots',
  slot: (order: number) => `Slot ${order + 1}`,
  registers: 'Registers',
  noRegisters: 'No registers.',
  layout: 'Layout',
  layoutSize: 'Layout size',
  noWidgets: 'This template has no widgets.',
  reapply: 'Re-apply',
  reapplyTitle: 'Re-apply template?',
  reapplyIntro: (n: number) =>
    `${n} stamped view${n === 1 ? ' was' : 's were'} changed since stamping. Re-applying brings ${
      n === 1 ? 'it' : 'them'
    } back to the template:`,
  reapplyLoading: 'Loading the changes',
  reapplyNone: 'No stamped view differs from the template any more.',
  reapplied: (n: number) => `${n} view${n === 1 ? '' : 's'} brought back to the template.`,
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: (views: number) =>
    views === 0
      ? 'The template will be deleted.'
      : `The template will be deleted. The ${views} view${views === 1 ? '' : 's'} stamped from it stay.`,
  cancel: 'Cancel',

  // Create views (stamp)
  stamp: 'Create views',
  stampTitle: 'Create views from template',
  sitesHeading: 'Sites',
  site: (n: number) => `Site ${n}`,
  addSite: 'Add site',
  removeSite: (n: number) => `Remove site ${n}`,
  deviceFor: (slot: string) => `Device for ${slot}`,
  noDevices: 'No device of this model',
  viewName: 'View name',
  defaultViewName: (template: string, device: string) => `${template} – ${device}`,
  isPublic: 'Public (everyone in the company can see it)',
  overwriteThresholds: "Give the devices' sensors the template's thresholds",
  createViews: (n: number) => `Create ${n} view${n === 1 ? '' : 's'}`,
  stampRunning: 'Creating views',
  stampDone: (created: number, failed: number) =>
    failed === 0
      ? `${created} view${created === 1 ? '' : 's'} created.`
      : `${created} created, ${failed} failed.`,
  progressLabel: 'Views being created',
  pending: 'Waiting',
  creating: 'Creating',
  created: 'Created',
  failed: 'Failed',
  openView: (name: string) => `Open ${name}`,
  close: 'Close',
  deviceRequired: 'Choose a device.',
  duplicateDevice: 'A device can fill only one slot of a view.',
  duplicateViewName: 'Two sites have this view name.',

  // After onboarding
  offerFromTemplate: (name: string) => `Create a view from template ${name}`,
} as const;
