import fc from 'fast-check';

/** Text a careless client or an attacker sends where a field expects something sensible. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'toyota\u0000corolla',
    '\ud800',
    'end\udfff',
    '\udc00\ud800',
    '٣٤٥',
    '١٢٫٥',
    '۱۲۳',
    '0x10',
    '1e308',
    '-1',
    '-0',
    'NaN',
    'Infinity',
    '9007199254740993',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '{"__proto__":{"role":"ADMIN"}}',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202etxt.exe',
    '\u200f+963\u200e',
    'تويوتا كورولا',
    '🚗🏠',
    'a'.repeat(5_001),
  ),
  // A NUL or a lone surrogate somewhere inside ordinary text.
  fc
    .tuple(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('\u0000', '\ud83d', '\ude97'),
      fc.string({ maxLength: 30 }),
    )
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Past every field's limit; the 1 MB body limit has a test of its own.
  fc.integer({ min: 6_000, max: 60_000 }).map((length) => 'x'.repeat(length)),
);

// Keys that poison a naïve merge or a `for in` copy.
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

/** An object whose own keys are prototype names (JSON.stringify keeps them; a literal would not). */
const prototypeObject = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => Object.defineProperty({}, key, { value, enumerable: true }) as object);

/** Nesting deep enough to hurt a recursive reader. */
const deepNesting = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
});

/** A value of the wrong kind, or of the right kind with hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, 2 ** 53 + 1)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: deepNesting },
);

/** Extra keys beside what a schema names: prototype names, near misses, and noise. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'role', 'isAdmin', 'userId', 'status', 'id', 'passwordHash', 'email'),
  fc.string({ maxLength: 12 }),
);
