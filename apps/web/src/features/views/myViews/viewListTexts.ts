import { VIEW_STATUS_FILTER_LABELS } from '@vigil/domain';
import type { ViewStatusFilter } from '@vigil/domain';

// Wording of My Views that the spec leaves to us; status labels and error messages are the
// domain's.

export const viewListTexts = {
  title: 'My Views',
  createView: 'Create View',
  searchLabel: 'Search views',
  tagLabel: 'Tag',
  allTags: 'All tags',
  unknownTag: 'Unknown tag',
  deleteTag: 'Delete tag',
  deleteTagTitle: (name: string) => `Delete the tag '${name}'?`,
  deleteTagBody: 'Tags nested under it are deleted too. The views stay; they only lose these tags.',
  statusFilterLabel: 'Filter by status',
  disconnectedToggle: 'Disconnected',
  maintenanceToggle: 'Maintenance',
  displayLabel: 'Show the map or only the list',
  map: 'Map',
  list: 'List',
  mapLabel: 'Map of tagged sites',
  mapLoading: 'Loading the map',
  mapEmpty: 'Give a tag a position to see it on the map.',
  pinLabel: (name: string, viewCount: number) =>
    `${name}: ${viewCount} ${viewCount === 1 ? 'view' : 'views'}`,
  loadingViews: 'Loading views',
  noViews: 'No views yet',
  noViewsHint: 'A view is a dashboard of widgets showing your equipment.',
  noMatch: 'No views match',
  noMatchHint: (search: string, statuses: readonly ViewStatusFilter[], tagName: string | null) => {
    const parts: string[] = [];
    if (search) parts.push(`“${search}”`);
    if (tagName) parts.push(`tag ${tagName}`);
    if (statuses.length > 0) {
      parts.push(`status ${statuses.map((s) => VIEW_STATUS_FILTER_LABELS[s]).join(' or ')}`);
    }
    return parts.length > 0 ? `Nothing matches ${parts.join(' with ')}.` : '';
  },
  clearFilters: 'Clear filters',
  pagesLabel: 'View pages',
  widgetCount: (n: number) => `${n} ${n === 1 ? 'widget' : 'widgets'}`,
  author: (name: string) => `By ${name}`,
  lastAlarm: 'Last alarm',
  noAlarm: 'No alarms yet',
  asset: 'Asset',
  overlay: 'Overlay',
  overlayKind: 'Overlay view: sensors, views and heat maps on an image',
  public: 'Public',
  actionsFor: (name: string) => `Actions for ${name}`,
  delete: 'Delete',
  deleteViewTitle: (name: string) => `Delete the view '${name}'?`,
  deleteViewBody: 'Its widgets, layout and sharing go with it. This cannot be undone.',
  // Create View dialog
  kindLabel: 'Kind of view',
  kindDashboard: 'Dashboard of widgets',
  kindOverlay: 'Overlay view on an image',
  continueToImage: 'Continue',
  nameLabel: 'Name',
  tagsLabel: 'Tags',
  addTag: 'Add tag',
  newTagTitle: 'New tag',
  tagNameLabel: 'Tag name',
  parentTagLabel: 'Inside tag (optional)',
  noParent: 'None (top level)',
  latitudeLabel: 'Latitude (optional)',
  longitudeLabel: 'Longitude (optional)',
  bothCoordinates: 'Give both latitude and longitude, or neither.',
  saveTag: 'Save tag',
  newTagFailed: 'The tag could not be saved.',
  isPublic: 'Public (everyone in the company can see it)',
  cancel: 'Cancel',
  create: 'Create',
  noCustomer: 'Open a customer’s views to create a view there.',
} as const;
