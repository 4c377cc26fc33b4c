import type { z } from 'zod';

/** Any zod 4 schema, seen through its definition's discriminant. */
export type AnySchema = z.core.$ZodType;
const typed = (schema: AnySchema) => schema as z.core.$ZodTypes;

/**
 * The schema a raw input meets first inside `schema`'s wrappers: a pipe is read from its input end,
 * except a preprocess (a transform first), whose rules sit at its output end.
 */
export function inputSide(schema: AnySchema): AnySchema {
  const node = typed(schema);
  if (node._zod.def.type !== 'pipe') return schema;
  const { in: first, out } = node._zod.def;
  return typed(first)._zod.def.type === 'transform' ? inputSide(out) : inputSide(first);
}

/** The schemas directly inside `schema` that its raw input reaches. */
export function childrenOf(schema: AnySchema): AnySchema[] {
  const node = typed(inputSide(schema));
  const def = node._zod.def;
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape), ...(def.catchall ? [def.catchall] : [])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return [def.innerType];
    case 'union':
      return [...def.options];
    case 'intersection':
      return [def.left, def.right];
    case 'array':
      return [def.element];
    case 'tuple':
      return [...def.items, ...(def.rest ? [def.rest] : [])];
    case 'record':
      return [def.keyType, def.valueType];
    case 'lazy':
      return [def.getter()];
    // Leaves, and what a request never carries.
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'date':
    case 'symbol':
    case 'undefined':
    case 'null':
    case 'any':
    case 'unknown':
    case 'never':
    case 'void':
    case 'nan':
    case 'enum':
    case 'literal':
    case 'template_literal':
    case 'file':
    case 'custom':
    case 'transform':
    case 'pipe':
    case 'map':
    case 'set':
    case 'function':
    case 'promise':
    case 'success':
      return [];
  }
}

/** Every string schema a raw input can meet in `schema`, object keys of records included. */
export function stringLeaves(schema: AnySchema): AnySchema[] {
  const node = inputSide(schema);
  if (typed(node)._zod.def.type === 'string') return [node];
  return childrenOf(node).flatMap(stringLeaves);
}
