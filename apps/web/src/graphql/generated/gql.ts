/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}': typeof types.SessionDocument;
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}': typeof types.SignInDocument;
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}': typeof types.SignInWithCodeDocument;
  'mutation SignOut {\n  signOut\n}': typeof types.SignOutDocument;
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}': typeof types.SensorDocument;
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}': typeof types.SensorLogsDocument;
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}': typeof types.SensorTrendDocument;
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}': typeof types.SensorsDocument;
  'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}': typeof types.DeleteTagDocument;
  'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}': typeof types.DeleteViewDocument;
  'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}': typeof types.DeleteWidgetDocument;
  'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}': typeof types.DuplicateWidgetDocument;
  'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}': typeof types.NewTagDocument;
  'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}': typeof types.NewViewDocument;
  'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}': typeof types.NewWidgetDocument;
  'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}': typeof types.SensorPickerDocument;
  'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}': typeof types.TagNodeFieldsFragmentDoc;
  'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}': typeof types.UpdateViewLayoutDocument;
  'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}': typeof types.UpdateViewTrendSyncDocument;
  'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}': typeof types.UpdateWidgetDocument;
  'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}': typeof types.ValidateViewNamesDocument;
  'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    layout\n    canUpdate\n    canShare\n    canDelete\n    trendV2\n    trendSync\n  }\n}': typeof types.ViewDocument;
  'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}': typeof types.ViewCountsDocument;
  'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}': typeof types.ViewsDocument;
  'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}': typeof types.WidgetEquipmentPickerDocument;
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}': typeof types.WidgetFieldsFragmentDoc;
  'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}': typeof types.WidgetReadingsDocument;
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}': typeof types.WidgetSensorFieldsFragmentDoc;
  'query WidgetSensors($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    ...WidgetSensorFields\n    register\n  }\n}': typeof types.WidgetSensorsDocument;
  'query Widgets($viewID: ID!) {\n  widgets(id: $viewID) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}': typeof types.WidgetsDocument;
  'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}': typeof types.ResetTimerDocument;
  'query ViewAlarms($viewID: ID!, $customerID: ID) {\n  viewAlarms(viewID: $viewID, customerID: $customerID) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}': typeof types.ViewAlarmsDocument;
  'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID) {\n  equipmentAsset(equipmentID: $equipmentID, customerID: $customerID) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}': typeof types.WidgetEquipmentAssetDocument;
  'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID) {\n    ...WidgetTimerFields\n  }\n}': typeof types.WidgetTimerFieldsFragmentDoc;
  'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(equipmentID: $equipmentID, customerID: $customerID, limit: $limit) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}': typeof types.WidgetTrapsDocument;
};
const documents: Documents = {
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}':
    types.SessionDocument,
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInDocument,
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInWithCodeDocument,
  'mutation SignOut {\n  signOut\n}': types.SignOutDocument,
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}':
    types.SensorDocument,
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}':
    types.SensorLogsDocument,
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}':
    types.SensorTrendDocument,
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}':
    types.SensorsDocument,
  'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}':
    types.DeleteTagDocument,
  'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}':
    types.DeleteViewDocument,
  'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}': types.DeleteWidgetDocument,
  'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}':
    types.DuplicateWidgetDocument,
  'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}':
    types.NewTagDocument,
  'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}':
    types.NewViewDocument,
  'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}':
    types.NewWidgetDocument,
  'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}':
    types.SensorPickerDocument,
  'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}':
    types.TagNodeFieldsFragmentDoc,
  'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}':
    types.UpdateViewLayoutDocument,
  'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}':
    types.UpdateViewTrendSyncDocument,
  'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}':
    types.UpdateWidgetDocument,
  'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}':
    types.ValidateViewNamesDocument,
  'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    layout\n    canUpdate\n    canShare\n    canDelete\n    trendV2\n    trendSync\n  }\n}':
    types.ViewDocument,
  'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}':
    types.ViewCountsDocument,
  'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}':
    types.ViewsDocument,
  'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}':
    types.WidgetEquipmentPickerDocument,
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}':
    types.WidgetFieldsFragmentDoc,
  'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}':
    types.WidgetReadingsDocument,
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}':
    types.WidgetSensorFieldsFragmentDoc,
  'query WidgetSensors($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    ...WidgetSensorFields\n    register\n  }\n}':
    types.WidgetSensorsDocument,
  'query Widgets($viewID: ID!) {\n  widgets(id: $viewID) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}':
    types.WidgetsDocument,
  'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}':
    types.ResetTimerDocument,
  'query ViewAlarms($viewID: ID!, $customerID: ID) {\n  viewAlarms(viewID: $viewID, customerID: $customerID) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}':
    types.ViewAlarmsDocument,
  'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID) {\n  equipmentAsset(equipmentID: $equipmentID, customerID: $customerID) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}':
    types.WidgetEquipmentAssetDocument,
  'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID) {\n    ...WidgetTimerFields\n  }\n}':
    types.WidgetTimerFieldsFragmentDoc,
  'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(equipmentID: $equipmentID, customerID: $customerID, limit: $limit) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}':
    types.WidgetTrapsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}',
): (typeof documents)['query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}',
): (typeof documents)['mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}',
): (typeof documents)['mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignOut {\n  signOut\n}',
): (typeof documents)['mutation SignOut {\n  signOut\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}',
): (typeof documents)['query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}',
): (typeof documents)['query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}',
): (typeof documents)['query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}',
): (typeof documents)['query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}',
): (typeof documents)['mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}',
): (typeof documents)['query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}',
): (typeof documents)['mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}',
): (typeof documents)['mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}',
): (typeof documents)['query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    layout\n    canUpdate\n    canShare\n    canDelete\n    trendV2\n    trendSync\n  }\n}',
): (typeof documents)['query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    layout\n    canUpdate\n    canShare\n    canDelete\n    trendV2\n    trendSync\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}',
): (typeof documents)['query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}',
): (typeof documents)['query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}',
): (typeof documents)['query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}',
): (typeof documents)['fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}',
): (typeof documents)['query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}',
): (typeof documents)['fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetSensors($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    ...WidgetSensorFields\n    register\n  }\n}',
): (typeof documents)['query WidgetSensors($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    ...WidgetSensorFields\n    register\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Widgets($viewID: ID!) {\n  widgets(id: $viewID) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}',
): (typeof documents)['query Widgets($viewID: ID!) {\n  widgets(id: $viewID) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}',
): (typeof documents)['mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewAlarms($viewID: ID!, $customerID: ID) {\n  viewAlarms(viewID: $viewID, customerID: $customerID) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}',
): (typeof documents)['query ViewAlarms($viewID: ID!, $customerID: ID) {\n  viewAlarms(viewID: $viewID, customerID: $customerID) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID) {\n  equipmentAsset(equipmentID: $equipmentID, customerID: $customerID) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}',
): (typeof documents)['query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID) {\n  equipmentAsset(equipmentID: $equipmentID, customerID: $customerID) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID) {\n    ...WidgetTimerFields\n  }\n}',
): (typeof documents)['fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID) {\n    ...WidgetTimerFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(equipmentID: $equipmentID, customerID: $customerID, limit: $limit) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}',
): (typeof documents)['query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(equipmentID: $equipmentID, customerID: $customerID, limit: $limit) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
