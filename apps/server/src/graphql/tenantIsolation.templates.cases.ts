import { M, cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The templates area's operations, called by Home's users with the Victim's customer, template,
// template widget, views and equipment. Each customer has a template of its dashboard (its three
// devices as slots) and a view stamped from it on the same devices (tenantFixture).

const TEMPLATE = `id name owner ownerID layout viewCount outOfSyncViewCount templateCount
  equipment { order name libraryID } displayEquipment { order registers }`;

export const TEMPLATE_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'templates',
    `query($c: ID, $e: ID, $es: [ID!], $q: String, $i: ID, $ne: Boolean) {
      templates(customerID: $c, equipmentID: $e, equipmentIDs: $es, query: $q, includeID: $i,
        noEquipmentID: $ne) { ${TEMPLATE} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['fitting a Victim device', (v) => ({ e: v.equipmentId }), returns([])],
      [
        'fitting Victim devices, under Home',
        (v, h) => ({ c: h.customerId, es: [v.equipmentId, v.snmpEquipmentId] }),
        returns([]),
      ],
      ['by Victim search', () => ({ q: M }), returns([])],
      [
        // Home's template has slots, so only the included one could be listed: it is not.
        'including a Victim template',
        (v) => ({ ne: true, i: v.templateId }),
        returns([]),
      ],
    ],
  ),
  ...cases(
    'template',
    `query($c: ID, $id: ID!) { template(customerID: $c, id: $id) { ${TEMPLATE} } }`,
    [
      ['a Victim template', (v) => ({ id: v.templateId }), returns(null)],
      [
        'a Victim template under Home',
        (v, h) => ({ id: v.templateId, c: h.customerId }),
        returns(null),
      ],
      ['in the Victim customer', (v) => ({ id: v.templateId, c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'templateWidgets',
    `query($id: ID!, $c: ID) { templateWidgets(id: $id, customerID: $c) { id name notes
      registers { registerID name } } }`,
    [
      ['of a Victim template', (v) => ({ id: v.templateId }), refused()],
      [
        'of a Victim template under Home',
        (v, h) => ({ id: v.templateId, c: h.customerId }),
        refused(),
      ],
      ['in the Victim customer', (v) => ({ id: v.templateId, c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'templateRegisters',
    `query($id: ID, $c: ID, $w: [ID!]) { templateRegisters(id: $id, customerID: $c, widgetIDs: $w) {
      widgetID registerID name unit } }`,
    [
      ['of a Victim template', (v) => ({ id: v.templateId }), refused()],
      ['of a Victim template widget', (v) => ({ w: [v.templateWidgetId] }), returns([])],
      [
        'of a Victim template widget, through Home’s template',
        (v, h) => ({ id: h.templateId, w: [v.templateWidgetId] }),
        returns([]),
      ],
      ['in the Victim customer', (v) => ({ w: [v.templateWidgetId], c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'templateTimers',
    `query($c: ID, $w: [ID!]!) { templateTimers(customerID: $c, widgetIDs: $w) { id name } }`,
    [
      ['of a Victim template widget', (v) => ({ w: [v.templateWidgetId] }), returns([])],
      ['in the Victim customer', (v) => ({ w: [v.templateWidgetId], c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'templateViewDrift',
    `query($id: ID!, $c: ID) { templateViewDrift(id: $id, customerID: $c) { viewID viewName
      changes } }`,
    [
      ['of a Victim template', (v) => ({ id: v.templateId }), refused()],
      ['in the Victim customer', (v) => ({ id: v.templateId, c: v.customerId }), refused()],
    ],
  ),
];

export const TEMPLATE_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'newTemplate',
    `mutation($v: ID!, $c: ID!, $e: [String!]!) {
      newTemplate(viewID: $v, name: "Taken over", customerID: $c, equipmentNames: $e) { id } }`,
    [
      [
        'of a Victim view in the Victim customer',
        (v) => ({ v: v.viewId, c: v.customerId, e: ['a', 'b', 'c'] }),
        refused(),
      ],
      [
        'of a Victim view under Home',
        (v, h) => ({ v: v.viewId, c: h.customerId, e: ['a', 'b', 'c'] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'newTemplateView',
    `mutation($t: ID!, $c: ID!, $e: [ID!]!, $o: ID, $tags: [ID!], $ot: Boolean) {
      newTemplateView(templateID: $t, name: "Taken over", customerID: $c, equipment: $e,
        templateOwner: $o, tagIDs: $tags, overwriteThresholds: $ot) { id } }`,
    [
      [
        'of a Victim template in the Victim customer',
        (v) => ({ t: v.templateId, c: v.customerId, e: [v.equipmentId, v.snmpEquipmentId] }),
        refused(),
      ],
      [
        'of a Victim template under Home',
        (v, h) => ({ t: v.templateId, c: h.customerId, e: [h.equipmentId, h.snmpEquipmentId] }),
        refused(),
      ],
      [
        // Overwriting thresholds would change the Victim's sensors: the devices are refused first.
        'of Home’s template on Victim devices',
        (v, h) => ({
          t: h.templateId,
          c: h.customerId,
          e: [v.equipmentId, v.snmpEquipmentId, v.equipmentId],
          ot: true,
        }),
        refused(),
      ],
      [
        'of Home’s template, owned by the Victim',
        (v, h) => ({ t: h.templateId, c: h.customerId, e: [h.equipmentId], o: v.customerId }),
        refused(),
      ],
      [
        'of Home’s template, under a Victim tag',
        (v, h) => ({ t: h.templateId, c: h.customerId, e: [h.equipmentId], tags: [v.tagId] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'reapplyTemplate',
    `mutation($id: ID!, $c: ID, $v: [ID!]) { reapplyTemplate(id: $id, customerID: $c, viewIDs: $v) {
      views outOfSyncViewCount } }`,
    [
      ['a Victim template', (v) => ({ id: v.templateId }), refused()],
      ['in the Victim customer', (v) => ({ id: v.templateId, c: v.customerId }), refused()],
      [
        'Home’s template on the Victim’s stamped view',
        (v, h) => ({ id: h.templateId, v: [v.stampedViewId] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteTemplate',
    `mutation($id: ID!, $c: ID!) { deleteTemplate(id: $id, customerID: $c) }`,
    [
      [
        'a Victim template in the Victim customer',
        (v) => ({ id: v.templateId, c: v.customerId }),
        refused(),
      ],
      [
        'a Victim template under Home',
        (v, h) => ({ id: v.templateId, c: h.customerId }),
        refused(),
      ],
    ],
  ),
];
