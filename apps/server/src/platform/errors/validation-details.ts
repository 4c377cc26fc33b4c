import { formatMessage, isValidationKey, VALIDATION_MESSAGES, type ValidationKey } from '@souqna/contracts';

export interface FieldProblem {
  path: string;
  key: ValidationKey;
  message: string;
  params?: Record<string, unknown>;
}

interface IssueLike {
  code?: string;
  message: string;
  path?: readonly PropertyKey[];
  instancePath?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  /** Placeholders a schema's own issue fills (`{field}`). */
  params?: Record<string, unknown>;
}

/** The key a zod issue maps to: the schema's own key when it set one, else one from its kind. */
function keyFor(issue: IssueLike): { key: ValidationKey; params?: Record<string, unknown> } {
  if (isValidationKey(issue.message)) {
    const params: Record<string, unknown> = { ...issue.params };
    if (issue.minimum !== undefined) params.min = Number(issue.minimum);
    if (issue.maximum !== undefined) params.max = Number(issue.maximum);
    return Object.keys(params).length > 0 ? { key: issue.message, params } : { key: issue.message };
  }
  const textual = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code ?? '') {
    case 'too_small':
      return { key: textual ? 'tooShort' : 'tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: textual ? 'tooLong' : 'tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_type':
      // zod leaves the input out of issues; its message says when the field was missing.
      return { key: /received undefined/.test(issue.message) ? 'required' : 'invalidFormat' };
    default:
      return { key: 'invalidFormat' };
  }
}

export function toFieldProblems(issues: readonly IssueLike[]): FieldProblem[] {
  return issues.map((issue) => {
    const path = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const { key, params } = keyFor(issue);
    return {
      path,
      key,
      message: formatMessage(VALIDATION_MESSAGES[key], params),
      ...(params ? { params } : {}),
    };
  });
}
