import { OPAQUE_ID_ARGUMENTS, isRowId, listLimit, messages, stringLimit } from '@vigil/domain';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLInputType,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

const refusal = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/**
 * The kind of a schema type, read from its tag rather than with graphql's `instanceof`
 * predicates: the schema is built by Yoga's copy of graphql, which may not be this module's.
 */
type TypeKind = 'GraphQLNonNull' | 'GraphQLList' | 'GraphQLInputObjectType' | 'other';
const kindOf = (type: GraphQLInputType): TypeKind => {
  const tag = (type as unknown as { [Symbol.toStringTag]?: string })[Symbol.toStringTag];
  return tag === 'GraphQLNonNull' || tag === 'GraphQLList' || tag === 'GraphQLInputObjectType'
    ? tag
    : 'other';
};
const ofType = (type: GraphQLInputType) => (type as unknown as { ofType: GraphQLInputType }).ofType;

/**
 * Checks one input value against the domain's limits: string lengths and NUL bytes, list
 * counts, and ids (a whole number within int4, or empty for "none"). `key` is the argument name
 * or `InputType.field`; `path` is what the error names. Values are as sent (a single value
 * stands for a list of one, as GraphQL's input coercion has it).
 */
function check(type: GraphQLInputType, value: unknown, key: string, path: string): void {
  if (value === null || value === undefined) return;
  const kind = kindOf(type);
  if (kind === 'GraphQLNonNull') return check(ofType(type), value, key, path);
  if (kind === 'GraphQLList') {
    if (!Array.isArray(value)) return check(ofType(type), value, key, path);
    const max = listLimit(key);
    if (value.length > max) throw refusal(messages.inputTooMany(path, max), path);
    value.forEach((item, i) => check(ofType(type), item, key, `${path}.${i}`));
    return;
  }
  if (kind === 'GraphQLInputObjectType') {
    if (typeof value !== 'object') return;
    const input = type as unknown as { name: string; getFields(): Record<string, GraphQLArgument> };
    const fields = input.getFields();
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const def = fields[name];
      if (def) check(def.type, field, `${input.name}.${name}`, `${path}.${name}`);
    }
    return;
  }
  const scalar = (type as unknown as { name: string }).name;
  if (
    scalar === 'ID' &&
    !OPAQUE_ID_ARGUMENTS.has(key) &&
    (typeof value === 'string' || typeof value === 'number')
  ) {
    const id = String(value);
    if (id.includes('\u0000')) throw refusal(messages.inputHasNul(path), path);
    if (id !== '' && !isRowId(id)) throw refusal(messages.inputNotAnId(path), path);
    return;
  }
  if (typeof value !== 'string') return;
  if (value.includes('\u0000')) throw refusal(messages.inputHasNul(path), path);
  const max = stringLimit(key);
  if (value.length > max) throw refusal(messages.inputTooLong(path, max), path);
}

/** The root fields an operation selects, through inline fragments and fragment spreads. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...rootFields(selection.selectionSet, fragments, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      if (fragment) fields.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return fields;
}

/**
 * Every argument of every root field is held to the domain's input limits before any resolver
 * runs (packages/domain inputLimits.ts), so no service sees an oversized string, list or id.
 */
export function useInputLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const root =
        operation.operation === 'mutation'
          ? args.schema.getMutationType()
          : args.schema.getQueryType();
      if (!root) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const def of args.document.definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
      }
      try {
        for (const node of rootFields(operation.selectionSet, fragments)) {
          const field = root.getFields()[node.name.value];
          if (!field) continue;
          for (const argument of node.arguments ?? []) {
            const def = field.args.find((arg: GraphQLArgument) => arg.name === argument.name.value);
            if (!def) continue;
            const value =
              argument.value.kind === Kind.VARIABLE
                ? variables[argument.value.name.value]
                : valueFromASTUntyped(argument.value, variables);
            check(def.type, value, def.name, def.name);
          }
        }
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
      }
    },
  };
}
