// View templates (spec core §3 Template and View template, §4): a view captured so it can be
// stamped onto other equipment. The rules server and web share: the order of a template's
// equipment slots, their names, which devices fit them, and the sentences that say how a stamped
// view drifted from its template.
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import { SCREEN_SIZES } from './views.js';
import { WIDGET_TYPE_LABELS, type WidgetType } from './widgets.js';

/** Most equipment slots one template holds (the distinct equipment of its view's widgets). */
export const TEMPLATE_SLOTS_MAX = 50;
/** The longest name of one slot (newTemplate's equipmentNames). */
export const TEMPLATE_SLOT_NAME_MAX = 100;
/** The longest template name. */
export const TEMPLATE_NAME_MAX = 255;

/** Wording of the templates area (our own, where the spec gives none). */
export const templateMessages = {
  slotNameCount: (slots: number) =>
    slots === 1
      ? 'Give one name for the equipment of the view.'
      : `Give one name for each of the ${slots} equipment of the view, in their order.`,
  slotNameTooLong: `An equipment name has at most ${TEMPLATE_SLOT_NAME_MAX} characters.`,
  tooManySlots: `A template holds at most ${TEMPLATE_SLOTS_MAX} equipment: this view's widgets read more.`,
  /** A gateway widget whose gateway cannot be found again from the template's equipment. */
  gatewayWidget: (widget: string) =>
    `Widget "${widget}" shows a gateway the template cannot follow: it must be the gateway of the widget's own equipment, or the only gateway of the view's equipment.`,
  /** A stamped view whose equipment was deleted or moved to another library since. */
  equipmentGone: (view: string) =>
    `The equipment of view "${view}" no longer fits the template, so it cannot be re-applied.`,
} as const;

/** The sentences of templateViewDrift: what re-applying the template would change. */
export const templateDriftMessages = {
  layoutChanged: 'The layout was changed.',
  widgetChanged: (name: string) => `Widget "${name}" was changed.`,
  widgetAdded: (name: string) => `Widget "${name}" was added; re-applying removes it.`,
  widgetRemoved: (name: string) => `Widget "${name}" was removed; re-applying restores it.`,
} as const;

export const templateNameSchema = requiredText().max(
  TEMPLATE_NAME_MAX,
  messages.tooLong(TEMPLATE_NAME_MAX),
);

/** An equipment as slot ordering sees it. */
export interface SlotCandidate {
  id: string | number;
  name: string;
}

/** Slot order: by name ignoring case, then by name as written, then by id (numerically). */
export function compareSlotEquipment(a: SlotCandidate, b: SlotCandidate): number {
  const byName = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    byName(a.name.toLowerCase(), b.name.toLowerCase()) ||
    byName(a.name, b.name) ||
    Number(a.id) - Number(b.id) ||
    byName(String(a.id), String(b.id))
  );
}

/**
 * The slots of a template made from a view: the distinct equipment its widgets read (their
 * sensors' equipment and their own equipment), in slot order. The web shows the same list, in
 * the same order, for equipmentNames before it calls newTemplate.
 */
export function templateSlotOrder<T extends SlotCandidate>(equipment: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of equipment) {
    if (!seen.has(String(item.id))) seen.set(String(item.id), item);
  }
  return [...seen.values()].sort(compareSlotEquipment);
}

/** The slots' names as given (trimmed), or why they cannot be used. */
export function parseSlotNames(
  names: readonly string[],
  slots: number,
): { names: string[] } | { message: string; index?: number } {
  if (names.length !== slots) return { message: templateMessages.slotNameCount(slots) };
  const trimmed = names.map((name) => name.trim());
  for (const [index, name] of trimmed.entries()) {
    if (name === '') return { message: messages.required, index };
    if (name.length > TEMPLATE_SLOT_NAME_MAX) {
      return { message: templateMessages.slotNameTooLong, index };
    }
  }
  return { names: trimmed };
}

/** A slot, or a device offered for it, as matching sees them. */
export interface SlotFit {
  libraryId: string | number;
  protocol: string;
}

/** Why devices do not fit a template's slots: the wrong count, a library, or one device twice. */
export type SlotMismatch =
  | { reason: 'count' }
  | { reason: 'library'; index: number }
  | { reason: 'duplicate'; index: number };

/**
 * Whether the devices (one per slot, in slot order) fit the slots: each of the slot's library
 * and polled with the slot's protocol, and no device in two slots. Null when they fit.
 */
export function slotMismatch(
  slots: readonly SlotFit[],
  devices: readonly (SlotFit & { id: string | number })[],
): SlotMismatch | null {
  if (slots.length !== devices.length) return { reason: 'count' };
  const seen = new Set<string>();
  for (const [index, slot] of slots.entries()) {
    const device = devices[index]!;
    if (
      String(device.libraryId) !== String(slot.libraryId) ||
      device.protocol.toLowerCase() !== slot.protocol.toLowerCase()
    ) {
      return { reason: 'library', index };
    }
    if (seen.has(String(device.id))) return { reason: 'duplicate', index };
    seen.add(String(device.id));
  }
  return null;
}

/** One grid item as layouts are compared: its key and place. */
interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
type Grid = Partial<Record<(typeof SCREEN_SIZES)[number], GridItem[]>>;

function itemsOf(layout: unknown, size: (typeof SCREEN_SIZES)[number]): GridItem[] {
  if (typeof layout !== 'object' || layout === null) return [];
  const list = (layout as Record<string, unknown>)[size];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { i, x, y, w, h } = item as Record<string, unknown>;
    if (typeof i !== 'string' && typeof i !== 'number') return [];
    const n = (value: unknown) => (typeof value === 'number' ? value : 0);
    return [{ i: String(i), x: n(x), y: n(y), w: n(w), h: n(h) }];
  });
}

/**
 * A stored layout with its keys renamed (a view's widget ids to the template's, or back); items
 * whose key has no new name are left out. Every screen size is kept, empty when it had nothing.
 */
export function remapLayoutKeys(layout: unknown, keys: ReadonlyMap<string, string>): Grid {
  const next: Grid = {};
  for (const size of SCREEN_SIZES) {
    next[size] = itemsOf(layout, size).flatMap((item) => {
      const key = keys.get(item.i);
      return key === undefined ? [] : [{ ...item, i: key }];
    });
  }
  return next;
}

/** Whether two layouts place the same items alike on every screen size (order aside). */
export function sameLayout(a: unknown, b: unknown): boolean {
  const sorted = (layout: unknown, size: (typeof SCREEN_SIZES)[number]) =>
    itemsOf(layout, size)
      .map((item) => `${item.i}:${item.x}:${item.y}:${item.w}:${item.h}`)
      .sort();
  return SCREEN_SIZES.every((size) => {
    const left = sorted(a, size);
    const right = sorted(b, size);
    return left.length === right.length && left.every((item, index) => item === right[index]);
  });
}

/** JSON with object keys sorted, so that equal content compares equal whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A widget as drift compares it: its key, what it is called, and its whole content. */
export interface DriftWidget {
  key: string;
  name: string | null;
  type: string;
  /** Fields, sensors and timers in one comparable value (the template's already on this view's equipment). */
  content: unknown;
}

/** What a widget is called in a sentence: its name, else its type's label. */
export function widgetLabel(widget: { name: string | null; type: string }): string {
  const name = widget.name?.trim();
  if (name) return name;
  return WIDGET_TYPE_LABELS[widget.type as WidgetType] ?? widget.type;
}

/**
 * What re-applying its template would change on a stamped view, as sentences: the layout first,
 * then each template widget changed or removed (in template order), then widgets added. A view
 * widget is the template widget it was made from; a second one made from the same (a duplicate)
 * counts as added. The layout is compared over the widgets both sides have, so an added or
 * removed widget is told once, as such.
 */
export function templateViewChanges(input: {
  template: { layout: unknown; widgets: readonly DriftWidget[] };
  view: {
    layout: unknown;
    widgets: readonly (DriftWidget & { templateWidgetKey: string | null })[];
  };
}): string[] {
  const templateKeys = new Set(input.template.widgets.map((widget) => widget.key));
  const matched = new Map<string, DriftWidget>();
  const added: DriftWidget[] = [];
  for (const widget of input.view.widgets) {
    const key = widget.templateWidgetKey;
    if (key !== null && templateKeys.has(key) && !matched.has(key)) matched.set(key, widget);
    else added.push(widget);
  }
  const changes: string[] = [];
  const toView = new Map([...matched].map(([key, widget]) => [key, widget.key]));
  const ownKeys = new Map([...matched.values()].map((widget) => [widget.key, widget.key]));
  if (
    !sameLayout(
      remapLayoutKeys(input.template.layout, toView),
      remapLayoutKeys(input.view.layout, ownKeys),
    )
  ) {
    changes.push(templateDriftMessages.layoutChanged);
  }
  for (const widget of input.template.widgets) {
    const current = matched.get(widget.key);
    if (!current) changes.push(templateDriftMessages.widgetRemoved(widgetLabel(widget)));
    else if (canonical(current.content) !== canonical(widget.content)) {
      changes.push(templateDriftMessages.widgetChanged(widgetLabel(current)));
    }
  }
  for (const widget of added) changes.push(templateDriftMessages.widgetAdded(widgetLabel(widget)));
  return changes;
}
