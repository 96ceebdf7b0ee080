import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import { arrayLiteral, prepared } from './prepared';

// The pg driver's own conversion of a parameter, which arrayLiteral must match wherever it takes over.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };

describe('array parameters of prepared statements', () => {
  test('are the literal the pg driver would send, for strings with quotes, backslashes and commas, numbers, booleans and nulls', () => {
    const element = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', '"', '\\', ',', '{', '}', ' ', 'NULL', '库', '\n') }),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.bigInt(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.array(element), (values) => {
        assert.equal(arrayLiteral(values), prepareValue(values));
      }),
      { numRuns: 2000 },
    );
  });

  test('an array holding anything else, and every other value, is left to the driver', () => {
    const date = [new Date(0)];
    const nested = [['a']];
    const objects = [{ a: 1 }];
    assert.equal(arrayLiteral(date), date);
    assert.equal(arrayLiteral(nested), nested);
    assert.equal(arrayLiteral(objects), objects);
    assert.deepEqual(prepared('select $1, $2, $3', ['x', 5, ['a"b', null]]).values, ['x', 5, '{"a\\"b",NULL}']);
  });
});
