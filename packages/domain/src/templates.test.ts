import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  TEMPLATE_SLOT_NAME_MAX,
  parseSlotNames,
  remapLayoutKeys,
  sameLayout,
  slotMismatch,
  templateDriftMessages,
  templateMessages,
  templateNameSchema,
  templateSlotOrder,
  templateViewChanges,
  widgetLabel,
  type DriftWidget,
} from './templates.js';

describe('templateSlotOrder', () => {
  it.each<[string, { id: string | number; name: string }[], (string | number)[]]>([
    [
      'by name, ignoring case',
      [
        { id: 1, name: 'ups B' },
        { id: 2, name: 'UPS a' },
      ],
      [2, 1],
    ],
    [
      'same name: by id, numerically',
      [
        { id: 10, name: 'PDU' },
        { id: 9, name: 'pdu' },
      ],
      [10, 9],
    ],
    [
      'same name ignoring case: capitals first (code order), then id',
      [
        { id: 3, name: 'room' },
        { id: 2, name: 'Room' },
        { id: 1, name: 'room' },
      ],
      [2, 1, 3],
    ],
    [
      'ids as text compare as numbers',
      [
        { id: '10', name: 'A' },
        { id: '9', name: 'A' },
      ],
      ['9', '10'],
    ],
    [
      'one equipment read by several widgets is one slot',
      [
        { id: 5, name: 'CRAC' },
        { id: 4, name: 'Battery' },
        { id: 5, name: 'CRAC' },
      ],
      [4, 5],
    ],
    ['none', [], []],
  ])('%s', (_title, equipment, expected) => {
    expect(templateSlotOrder(equipment).map((item) => item.id)).toEqual(expected);
  });
});

describe('parseSlotNames', () => {
  it.each<[string[], number, ReturnType<typeof parseSlotNames>]>([
    [['UPS', ' PDU '], 2, { names: ['UPS', 'PDU'] }],
    [[], 0, { names: [] }],
    [['UPS'], 2, { message: templateMessages.slotNameCount(2) }],
    [['UPS', 'PDU'], 1, { message: templateMessages.slotNameCount(1) }],
    [['UPS', '  '], 2, { message: messages.required, index: 1 }],
    [['a'.repeat(TEMPLATE_SLOT_NAME_MAX)], 1, { names: ['a'.repeat(TEMPLATE_SLOT_NAME_MAX)] }],
    [
      ['a'.repeat(TEMPLATE_SLOT_NAME_MAX + 1)],
      1,
      { message: templateMessages.slotNameTooLong, index: 0 },
    ],
  ])('%j for %i slots → %j', (names, slots, expected) => {
    expect(parseSlotNames(names, slots)).toEqual(expected);
  });

  it('words the count for one slot and for several', () => {
    expect(templateMessages.slotNameCount(1)).toBe('Give one name for the equipment of the view.');
    expect(templateMessages.slotNameCount(3)).toBe(
      'Give one name for each of the 3 equipment of the view, in their order.',
    );
  });
});

describe('templateNameSchema', () => {
  it.each([
    ['  Room  ', 'Room'],
    ['', messages.required],
    ['a'.repeat(256), messages.tooLong(255)],
  ])('%j → %j', (input, expected) => {
    const parsed = templateNameSchema.safeParse(input);
    expect(parsed.success ? parsed.data : parsed.error.issues[0]?.message).toBe(expected);
  });
});

describe('slotMismatch', () => {
  const slots = [
    { libraryId: 7, protocol: 'Modbus' },
    { libraryId: 8, protocol: 'SNMP' },
  ];
  it.each<[string, { id: number; libraryId: number | string; protocol: string }[], unknown]>([
    [
      'fits',
      [
        { id: 1, libraryId: 7, protocol: 'Modbus' },
        { id: 2, libraryId: '8', protocol: 'snmp' },
      ],
      null,
    ],
    ['too few', [{ id: 1, libraryId: 7, protocol: 'Modbus' }], { reason: 'count' }],
    [
      'another library',
      [
        { id: 1, libraryId: 7, protocol: 'Modbus' },
        { id: 2, libraryId: 9, protocol: 'SNMP' },
      ],
      { reason: 'library', index: 1 },
    ],
    [
      'the library polled over another protocol',
      [
        { id: 1, libraryId: 7, protocol: 'SNMP' },
        { id: 2, libraryId: 8, protocol: 'SNMP' },
      ],
      { reason: 'library', index: 0 },
    ],
    [
      'one device in two slots',
      [
        { id: 1, libraryId: 7, protocol: 'Modbus' },
        { id: 1, libraryId: 8, protocol: 'SNMP' },
      ],
      { reason: 'duplicate', index: 1 },
    ],
  ])('%s', (_title, devices, expected) => {
    expect(slotMismatch(slots, devices)).toEqual(expected);
  });

  it('refuses one device in two slots of the same library', () => {
    const same = [
      { libraryId: 7, protocol: 'Modbus' },
      { libraryId: 7, protocol: 'Modbus' },
    ];
    const device = { id: 1, libraryId: 7, protocol: 'Modbus' };
    expect(slotMismatch(same, [device, device])).toEqual({ reason: 'duplicate', index: 1 });
  });
});

describe('layouts', () => {
  const layout = {
    lg: [
      { i: '11', x: 0, y: 0, w: 3, h: 3 },
      { i: '12', x: 3, y: 0, w: 3, h: 3 },
    ],
    xxs: [{ i: '11', x: 0, y: 0, w: 1, h: 3 }],
  };

  it('renames keys and leaves out items with no new name', () => {
    expect(remapLayoutKeys(layout, new Map([['11', '501']]))).toEqual({
      lg: [{ i: '501', x: 0, y: 0, w: 3, h: 3 }],
      xxs: [{ i: '501', x: 0, y: 0, w: 1, h: 3 }],
    });
  });

  it('keeps both screen sizes of a layout that lacks one, and reads nothing from junk', () => {
    expect(
      remapLayoutKeys({ lg: [{ i: 1, x: 1, y: 2, w: 3, h: 4 }] }, new Map([['1', 'a']])),
    ).toEqual({ lg: [{ i: 'a', x: 1, y: 2, w: 3, h: 4 }], xxs: [] });
    expect(remapLayoutKeys(null, new Map())).toEqual({ lg: [], xxs: [] });
    expect(remapLayoutKeys({ lg: 'x', xxs: [null, 3] }, new Map())).toEqual({ lg: [], xxs: [] });
  });

  it.each<[string, unknown, boolean]>([
    ['the same, in another order', { lg: [...layout.lg].reverse(), xxs: layout.xxs }, true],
    ['a missing size is an empty one', { lg: layout.lg, xxs: layout.xxs, extra: 1 }, true],
    ['an item moved', { lg: [{ ...layout.lg[0], x: 1 }, layout.lg[1]], xxs: layout.xxs }, false],
    ['an item resized on mobile', { lg: layout.lg, xxs: [{ ...layout.xxs[0], h: 4 }] }, false],
    ['an item fewer', { lg: layout.lg.slice(1), xxs: layout.xxs }, false],
  ])('sameLayout: %s → %s', (_title, other, expected) => {
    expect(sameLayout(layout, other)).toBe(expected);
  });

  it('treats a layout without sizes as empty ones', () => {
    expect(sameLayout({}, { lg: [], xxs: [] })).toBe(true);
  });
});

describe('templateViewChanges', () => {
  const widget = (key: string, name: string | null, content: unknown = { a: 1 }): DriftWidget => ({
    key,
    name,
    type: 'SENSOR_VALUE',
    content,
  });
  const template = {
    layout: {
      lg: [
        { i: '1', x: 0, y: 0, w: 3, h: 3 },
        { i: '2', x: 3, y: 0, w: 3, h: 3 },
      ],
      xxs: [],
    },
    widgets: [widget('1', 'UPS load'), widget('2', 'Battery')],
  };
  /** The view as stamped: widget 101 from template widget 1, 102 from 2, same places. */
  const stamped = (): {
    layout: { lg: { i: string; x: number; y: number; w: number; h: number }[]; xxs: [] };
    widgets: (DriftWidget & { templateWidgetKey: string | null })[];
  } => ({
    layout: {
      lg: [
        { i: '101', x: 0, y: 0, w: 3, h: 3 },
        { i: '102', x: 3, y: 0, w: 3, h: 3 },
      ],
      xxs: [],
    },
    widgets: [
      { ...widget('101', 'UPS load'), templateWidgetKey: '1' },
      { ...widget('102', 'Battery'), templateWidgetKey: '2' },
    ],
  });

  it.each<[string, (view: ReturnType<typeof stamped>) => void, string[]]>([
    ['nothing changed', () => {}, []],
    [
      'a widget moved',
      (view) => {
        view.layout.lg[1] = { i: '102', x: 6, y: 0, w: 3, h: 3 };
      },
      [templateDriftMessages.layoutChanged],
    ],
    [
      'a widget edited (its new name is told)',
      (view) => {
        view.widgets[0] = { ...widget('101', 'Load', { a: 2 }), templateWidgetKey: '1' };
      },
      ['Widget "Load" was changed.'],
    ],
    [
      'content equal whatever the key order',
      (view) => {
        view.widgets[0] = {
          ...widget('101', 'UPS load', { a: 1, b: undefined }),
          templateWidgetKey: '1',
        };
      },
      [],
    ],
    [
      'a widget added (placed below: not a layout change as well)',
      (view) => {
        view.widgets.push({ ...widget('103', 'Notes'), templateWidgetKey: null });
        view.layout.lg.push({ i: '103', x: 0, y: 3, w: 3, h: 3 });
      },
      ['Widget "Notes" was added; re-applying removes it.'],
    ],
    [
      'a widget removed',
      (view) => {
        view.widgets.splice(1, 1);
        view.layout.lg.splice(1, 1);
      },
      ['Widget "Battery" was removed; re-applying restores it.'],
    ],
    [
      'a duplicate of a stamped widget is an added one',
      (view) => {
        view.widgets.push({ ...widget('104', 'UPS load (copy)'), templateWidgetKey: '1' });
      },
      ['Widget "UPS load (copy)" was added; re-applying removes it.'],
    ],
    [
      'a widget without a name is told by its type',
      (view) => {
        view.widgets.push({ ...widget('105', null), templateWidgetKey: null });
      },
      ['Widget "Sensor Value" was added; re-applying removes it.'],
    ],
    [
      'everything at once, layout first',
      (view) => {
        view.layout.lg[0] = { i: '101', x: 0, y: 5, w: 3, h: 3 };
        view.widgets[0] = { ...widget('101', 'UPS load', { a: 3 }), templateWidgetKey: '1' };
        view.widgets.splice(1, 1);
        view.widgets.push({ ...widget('106', 'Extra'), templateWidgetKey: null });
      },
      [
        templateDriftMessages.layoutChanged,
        'Widget "UPS load" was changed.',
        'Widget "Battery" was removed; re-applying restores it.',
        'Widget "Extra" was added; re-applying removes it.',
      ],
    ],
  ])('%s', (_title, change, expected) => {
    const view = stamped();
    change(view);
    expect(templateViewChanges({ template, view })).toEqual(expected);
  });

  it('labels widgets by name, else by type label, else by type', () => {
    expect(widgetLabel({ name: ' Inlet ', type: 'GAUGE' })).toBe('Inlet');
    expect(widgetLabel({ name: '', type: 'GAUGE' })).toBe('Gauge');
    expect(widgetLabel({ name: null, type: 'NEW_KIND' })).toBe('NEW_KIND');
  });
});
