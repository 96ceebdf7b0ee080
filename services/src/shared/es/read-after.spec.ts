import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { formatPosition, GlobalPosition } from '@jxc/infra';
import type { ProjectionRunner } from '@jxc/projections';
import { ReadAfter } from './read-after';

const at = (tx: number): GlobalPosition => ({ tx: BigInt(tx), pos: 0n });

function readAfter() {
  const waited: string[] = [];
  const runner = { waitFor: async (p: GlobalPosition) => (waited.push(formatPosition(p)), true) } as unknown as ProjectionRunner;
  const readAfter = new ReadAfter(runner);
  const settle = async (companyId: string, told?: string) => {
    const owed = readAfter.owed(companyId, told);
    if (owed) await readAfter.settle(companyId, owed);
  };
  return { waited, readAfter, settle };
}

describe('ReadAfter', () => {
  test('a request waits for the furthest its company wrote, never for another company', async () => {
    const { waited, readAfter: r, settle } = readAfter();
    r.wrote('A', at(5));
    r.wrote('A', at(9));
    r.wrote('A', at(7));
    r.wrote('B', at(20));
    await settle('A');
    assert.deepEqual(waited, ['9:0']);
    await settle('C');
    assert.deepEqual(waited, ['9:0'], 'a company that wrote nothing waits for nothing');
  });

  test('once the read models passed it, the company is forgotten', async () => {
    const { waited, readAfter: r, settle } = readAfter();
    r.wrote('A', at(3));
    await settle('A');
    await settle('A');
    assert.deepEqual(waited, ['3:0']);
  });

  test('a position the client sends back is waited for when it is further; anything else it sends is ignored', async () => {
    const { waited, readAfter: r, settle } = readAfter();
    await settle('A', '12:3');
    r.wrote('A', at(4));
    await settle('A', '2:0');
    for (const junk of ['', 'x:1', '1', '1:2:3', '-1:0', `${'9'.repeat(20)}:0`]) await settle('A', junk);
    assert.deepEqual(waited, ['12:3', '4:0']);
  });
});
