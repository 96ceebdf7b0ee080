import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { Browser, chromium, Locator, Page } from 'playwright-core';
import { startTestApp, TestApp } from '../../services/src/testing/test-app';

export const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/** Debian's chromium, headless, with the flags this sandbox needs (and `extraArgs`), on the clock of the shops (China Standard Time). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export const WIDTHS = { desktop: 1366, tablet: 900, mobile: 390 } as const;

/** A fresh browser context signed in through the login page. */
export async function signedIn(browser: Browser, url: string, loginName: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${url}/Login`);
  await page.getByPlaceholder(/账号/).fill(loginName);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  return page;
}

/** Waits until no finite animation runs (a menu, drawer or dialog on its way in): a click then meets what it aims at. */
export async function motionless(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Opens the dialog of an entry of the user menu. Under a full test run about one opening in 70 was lost (the entry
 * clicked, no dialog), a race not found in the app: the menu is opened again once, and a dialog that never opens fails.
 */
export async function fromUserMenu(page: Page, entry: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: entry });
  const open = async () => {
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await motionless(page);
    await page.getByRole('menuitem', { name: entry }).click();
  };
  await open();
  const shown = await dialog.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (shown) return dialog;
  await page.keyboard.press('Escape');
  await open();
  await dialog.waitFor();
  return dialog;
}

/**
 * Waits for the page to settle after a change of size: two frames drawn, then 100 ms without a change to the DOM (what
 * the new width re-renders), 300 ms at most.
 */
async function laidOut(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let last = start;
        const changes = new MutationObserver(() => (last = performance.now()));
        changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        void frame()
          .then(frame)
          .then(function check(): void {
            const now = performance.now();
            if (now - last < 100 && now - start < 300) setTimeout(check, 20);
            else {
              changes.disconnect();
              resolve();
            }
          });
      }),
  );
}

/** A full-page screenshot at one width, after checking the screen there (checkA11y, named `name@width`); taken on failure too. */
async function shot(page: Page, name: string, width: number, suffix: string) {
  await page.setViewportSize({ width, height: 900 });
  await laidOut(page);
  try {
    await checkA11y(page, `${name}@${width}`);
  } finally {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${suffix}.png`), fullPage: true });
  }
}

/** Full-page screenshots at desktop and mobile widths, each width checked for accessibility first; back to desktop afterwards. */
export async function shoot(page: Page, name: string) {
  for (const w of ['desktop', 'mobile'] as const) await shot(page, name, WIDTHS[w], w);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

/** Desktop and phone (shoot), and a tablet at 800 px. */
export async function shootAll(page: Page, name: string) {
  await shoot(page, name);
  await shot(page, name, 800, 'tablet');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

/** Picks an option of a combobox on the page or within a part of it (a dialog), typing into it first when `type` is given. */
export async function choose(where: Page | Locator, combobox: string | RegExp, option: string | RegExp, type?: string) {
  const page = 'page' in where ? where.page() : where;
  const box = where.getByRole('combobox', { name: combobox });
  // On a loaded machine what was typed can be lost to a render that came late (CI once waited 30 s for an option
  // that never came): the box is tried afresh, closed first.
  await thrice(
    async (timeout) => {
      if (type) await box.fill(type);
      else await box.click();
      // The options pop up outside the part, over the page.
      await page.getByRole('option', { name: option }).click({ timeout });
    },
    () => page.keyboard.press('Escape'),
  );
}

/** Clicks a link, a menu entry, until the page is at `url`: a click landing while the menu still unfolds can be lost on a loaded machine. */
export function follow(link: Locator, url: RegExp) {
  return thrice(async (timeout) => {
    await link.click();
    await link.page().waitForURL(url, { timeout });
  });
}

/** A step a loaded machine can lose, tried up to three times (waiting 10 s, 10 s, then 30 s), `between` run after a failed try. */
async function thrice(step: (timeout: number) => Promise<void>, between?: () => Promise<unknown>) {
  for (const timeout of [10_000, 10_000]) {
    try {
      return await step(timeout);
    } catch {
      await between?.();
    }
  }
  await step(30_000);
}

/**
 * Types text of its own into a free-text combobox (a unit that may be new) and leaves it with Tab, which keeps the text
 * and closes the list of choices: left open, the list lies over what is below it, and a click there lands on it.
 */
export async function typeIn(page: Page, combobox: string, text: string) {
  await page.getByRole('combobox', { name: combobox }).fill(text);
  await page.keyboard.press('Tab');
}

/** The app and a browser for one test file: started (then `setup` run) before its tests, closed after them. */
export function appAndBrowser(setup?: (app: TestApp) => Promise<void>): { app: TestApp; browser: Browser } {
  const env = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    env.app = await startTestApp();
    env.browser = await launchBrowser();
    await setup?.(env.app);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}

/** Registers a company (edition 2 unless told); `call` posts as its owner and answers returnData, failing the test on anything but 200. */
export async function registerCompany(app: TestApp, companyName: string, loginName: string, password: string, productType = 2) {
  const registered = await app.call('Register/Register', { companyName, loginName, password, productType });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const token: string = registered.body.returnData.token;
  const call = async (p: string, body: object = {}) => {
    const r = await app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  return { token, call };
}

/** One of the accounts a new company starts with (现金, 银行存款), set to open at `initAmount`: answers its id. */
export async function starterAccount(
  call: (p: string, body: object) => Promise<any>,
  accountName: string,
  initAmount = 0,
): Promise<string> {
  const accountId: string = (await call('Account/PageQuery', { keyword: accountName })).data.find(
    (a: { accountName: string }) => a.accountName === accountName,
  ).accountId;
  if (initAmount) await call('Account/Update', { accountId, initAmount });
  return accountId;
}

/** Types a product's code into a document form's 录入商品 and the quantity into the line it adds. */
export async function enterLine(page: Page, code: string, qty: string) {
  const entry = page.getByRole('combobox', { name: '录入商品' });
  await entry.fill(code);
  await entry.press('Enter');
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
  await page.keyboard.type(qty);
}

/** Clicks a detail screen's step (审核, 红冲, 退还 …), confirms it in the dialog it opens, and waits for the status it leads to. */
export async function confirmStep(page: Page, step: string, status?: string) {
  await page.getByRole('button', { name: step, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: step }).click();
  if (status) await page.getByText(status, { exact: true }).waitFor();
}

/** The rows of 资金流水 (/account/cashFlow), of one document when `billNo` is given. */
export const cashFlowRows = (page: Page, billNo?: string) => {
  const rows = page.getByRole('table', { name: '资金流水', exact: true }).getByRole('row');
  return billNo ? rows.filter({ hasText: billNo }) : rows;
};

/** Saves a document's form (保存, or 保存并审核 with `audit`) and waits for the detail screen it opens, in that status. */
export async function saveForm(page: Page, detail: RegExp, audit = false) {
  await page.getByRole('button', { name: audit ? '保存并审核' : '保存', exact: true }).click();
  await page.waitForURL(detail);
  await page.getByText(audit ? '已审核' : '草稿', { exact: true }).waitFor();
}

/** On a draft's detail screen: 编辑 opens its form at `edit`, headed 编辑{title} and the bill number. */
export async function openEdit(page: Page, edit: RegExp, title: string) {
  await page.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(edit);
  await page.getByRole('heading', { name: new RegExp(`^编辑${title} `) }).waitFor();
}

/** axe-core's rules: all but the experimental ones, which include the keyboard rules (scrollable regions, nested controls …). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What stands in a user's way on the screen shown, as lines naming the rule and the elements: axe-core's serious
 * and critical violations, plus every grid, table and dialog without an accessible name.
 */
export async function a11yProblems(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Something may start moving while axe reads the page (a toast timing out fades away, read mid-fade at 3.7:1): what
  // a first look finds is looked at again once all is still, and only that second look counts.
  const found = await stillLook(page);
  return found.length ? stillLook(page) : found;
}

/** One look by axe-core at the page, once nothing moves. */
async function stillLook(page: Page): Promise<string[]> {
  // Colours read mid-animation (a toast fading in) are not what the user reads: wait until nothing moves (3 s at most),
  // after a moment for what the last action set off to start.
  await page.evaluate(async () => {
    const until = Date.now() + 3000;
    await new Promise((r) => setTimeout(r, 150));
    // A toast's countdown (Fluent's Timer) is an animation of nothing seen: the toast stands still through it.
    const counting = (a: Animation) => !!((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-timer-status]');
    const moving = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && !counting(a));
    for (let now = moving(); now.length && Date.now() < until; now = moving()) {
      await Promise.race([Promise.all(now.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 500))]);
    }
  });
  return page.evaluate(async () => {
    type Result = { id: string; impact?: string; help: string; nodes: { target: unknown[]; html: string; any: { message: string }[] }[] };
    const { axe } = window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: Result[] }> } };
    // Tabster's focus sentinels (Fluent's focus traps and groups) hand focus on at once: no one stays on them.
    const { violations } = await axe.run({ exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
    const where = (n: Result['nodes'][number]) => `${n.html.slice(0, 100)}${n.any[0] ? ` — ${n.any[0].message}` : ''}`;
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map(where).join(' | ')}`);
    const visible = (e: Element) => !!(e as HTMLElement).offsetParent || getComputedStyle(e).position === 'fixed';
    const unnamed = [...document.querySelectorAll('table, [role=grid], [role=dialog], [role=alertdialog]')]
      .filter(
        (e) => visible(e) && !e.getAttribute('aria-label')?.trim() && !e.getAttribute('aria-labelledby') && !e.querySelector('caption'),
      )
      .map((e) => `unnamed ${e.getAttribute('role') ?? e.tagName.toLowerCase()}: ${e.outerHTML.slice(0, 120)}`);
    return [...serious, ...unnamed];
  });
}

/** Fails the test, naming the screen, on any a11yProblems. */
export async function checkA11y(page: Page, screen: string) {
  assert.deepEqual(await a11yProblems(page), [], `${screen}: accessibility problems`);
}

/** Fails the test when the page scrolls sideways at the current width (a table scrolling inside its own box is fine). */
export async function checkNoSideScroll(page: Page, screen: string) {
  // A page lays itself out again after a resize when React has rendered for the new width.
  await laidOut(page);
  await page
    .waitForFunction(() => document.scrollingElement!.scrollWidth <= window.innerWidth, undefined, { timeout: 3_000 })
    .catch(() => undefined);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${screen}: the page scrolls sideways at ${innerWidth} px (${scrollWidth} px wide)`);
}

/**
 * The print client's port (127.0.0.1:22333) belongs to the machine, and test files run at once: a test that plays the
 * client, or needs none to answer, holds the port for that part, waiting while another file holds it. Held for no
 * client, a connection is closed as it comes, so the web app finds none; held as a client, a WebSocketServer made on
 * `server` plays one.
 */
export async function holdPrintPort(as: 'noClient' | 'client' = 'noClient'): Promise<{ server: http.Server; release(): Promise<void> }> {
  for (let waited = 0; ; waited += 250) {
    const server = http.createServer();
    if (as === 'noClient') server.on('connection', (socket) => socket.destroy());
    const bound = await new Promise<NodeJS.ErrnoException | undefined>((done) => {
      server.once('error', done);
      server.listen(22333, '127.0.0.1', () => done(undefined));
    });
    if (!bound) {
      return {
        server,
        release: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      };
    }
    if (bound.code !== 'EADDRINUSE' || waited > 240_000) throw bound;
    await new Promise((r) => setTimeout(r, 250));
  }
}
