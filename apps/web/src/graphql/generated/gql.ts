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
};
const documents: Documents = {
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n    }\n  }\n  needsTotp\n}':
    types.SessionDocument,
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInDocument,
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInWithCodeDocument,
  'mutation SignOut {\n  signOut\n}': types.SignOutDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
