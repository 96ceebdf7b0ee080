import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import express from 'express';
import fc from 'fast-check';
import { quickRouteMisses } from './route-matching';

const PATHS = ['/api/Sale/Save', '/api/Sale/PageQuery', '/api/SaleBack/Save', '/api/sku-location/a_b.c', '/s/', '/api/Stock/TotalSum'];

/** The layers of a router holding PATHS, and of one whose fixed routes were given quick misses. */
function routers() {
  const make = () => {
    const r = express.Router();
    for (const p of PATHS) r.post(p, () => undefined);
    r.get('/api/:kind/Detail', () => undefined);
    return r as unknown as { stack: { match(path: string): unknown }[] };
  };
  const quick = make();
  quickRouteMisses(quick);
  return { plain: make().stack, quick: quick.stack };
}

/** A path near one of PATHS: letters' case changed, characters replaced, cut or added, slashes, escapes, look-alikes. */
const nearPath = fc
  .tuple(
    fc.constantFrom(...PATHS),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('upper', 'lower', 'cut', 'add', 'replace'),
        fc.constantFrom('/', 'ſ', 'K', 'İ', 'ı', '%2F', '%53', 'x', 'S', '.', '-', ''),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([path, edits]) =>
    edits.reduce((p, [at, how, c]) => {
      const i = p.length ? at % p.length : 0;
      if (how === 'upper') return p.toUpperCase();
      if (how === 'lower') return p.toLowerCase();
      if (how === 'cut') return p.slice(0, i) + p.slice(i + 1);
      if (how === 'add') return p + c;
      return p.slice(0, i) + c + p.slice(i + 1);
    }, path),
  );

describe('routes without parameters', () => {
  test('match exactly the paths, with exactly the result, that their patterns match', () => {
    const { plain, quick } = routers();
    let matched = 0;
    fc.assert(
      fc.property(nearPath, (path) => {
        for (let i = 0; i < plain.length; i++) {
          const want = plain[i].match(path);
          assert.deepEqual(quick[i].match(path), want, `${path} against route ${i}`);
          if (want) matched++;
        }
      }),
      { numRuns: 3000 },
    );
    assert.ok(matched > 300, `only ${matched} matches tried`);
  });

  test('case aside and with one trailing slash, as express routes by default', () => {
    const { quick } = routers();
    const matches = (path: string) => quick.map((l) => Boolean(l.match(path)));
    assert.deepEqual(matches('/API/sale/SAVE/'), matches('/api/Sale/Save'));
    assert.ok(matches('/api/Sale/Save')[0]);
    assert.ok(!matches('/api/Sale/Save//')[0]);
    assert.ok(matches('/api/x/Detail')[PATHS.length]);
  });
});
