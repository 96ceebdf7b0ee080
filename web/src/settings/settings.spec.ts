import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { choicesOf, DEFAULT_SETTINGS, keptSettings } from './settings';

test('only the choices that differ from the defaults are kept, so a changed default reaches everyone else', () => {
  assert.deepEqual(choicesOf({ ...DEFAULT_SETTINGS, sidebar: false, color: '#F5222D' }), { sidebar: false, color: '#F5222D' });
  assert.deepEqual(keptSettings({ sidebar: false }, null), { ...DEFAULT_SETTINGS, sidebar: false });
});

test("settings kept whole before take over only the menu's open state: the side menu now stays in place for all", () => {
  const formerly = { ...DEFAULT_SETTINGS, fixSiderbar: false, sidebar: false };
  assert.deepEqual(keptSettings(null, formerly), { ...DEFAULT_SETTINGS, sidebar: false });
  assert.equal(keptSettings(null, { ...formerly, sidebar: true }).fixSiderbar, true);
  assert.deepEqual(keptSettings(null, null), DEFAULT_SETTINGS);
});
