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
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}': typeof types.SensorDocument;
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}': typeof types.SensorLogsDocument;
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}': typeof types.SensorTrendDocument;
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}': typeof types.SensorsDocument;
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}': typeof types.WidgetFieldsFragmentDoc;
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}': typeof types.WidgetSensorFieldsFragmentDoc;
};
const documents: Documents = {
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}':
    types.SessionDocument,
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInDocument,
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInWithCodeDocument,
  'mutation SignOut {\n  signOut\n}': types.SignOutDocument,
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}':
    types.SensorDocument,
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}':
    types.SensorLogsDocument,
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}':
    types.SensorTrendDocument,
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}':
    types.SensorsDocument,
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}':
    types.WidgetFieldsFragmentDoc,
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}':
    types.WidgetSensorFieldsFragmentDoc,
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
  source: 'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}',
): (typeof documents)['query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}'];
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
  source: 'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}',
): (typeof documents)['query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    status\n    equipmentID\n    equipmentName\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}'];
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
  source: 'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}',
): (typeof documents)['fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
