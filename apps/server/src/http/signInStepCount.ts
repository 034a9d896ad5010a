import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';

const SIGN_IN_FIELDS = new Set(['signIn', 'signInWithCode']);

// The rate limit and the handler both ask about the same body; parse it once, and only when
// it can be a sign-in at all, so ordinary requests pay nothing.
const counted = new WeakMap<object, number>();

/**
 * Sign-in fields a mutation selects at its root, however written: aliased, in inline fragments
 * or in named fragments (each fragment followed once, so a cycle cannot loop).
 */
function countIn(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let steps = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SIGN_IN_FIELDS.has(selection.name.value)) steps++;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      steps += countIn(selection.selectionSet, fragments, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      steps += countIn(fragment.selectionSet, fragments, seen);
    }
  }
  return steps;
}

function count(query: string): number {
  if (!query.includes('signIn')) return 0;
  let document: DocumentNode;
  try {
    // Bounded like Yoga's own parse: an oversized document stops at the token limit.
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens, noLocation: true });
  } catch {
    return 0;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  let steps = 0;
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION && def.operation === 'mutation') {
      steps += countIn(def.selectionSet, fragments, new Set());
    }
  }
  return steps;
}

/**
 * How many sign-in steps a GraphQL request body runs (aliases and fragments included), so the
 * sign-in rate limit applies and a request cannot try several passwords at once. A document
 * too large to parse counts as none: Yoga refuses it at its token limit before anything runs.
 */
export function signInStepCount(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 0;
  const query = (body as { query?: unknown }).query;
  if (typeof query !== 'string') return 0;
  const known = counted.get(body);
  if (known !== undefined) return known;
  const steps = count(query);
  counted.set(body, steps);
  return steps;
}
