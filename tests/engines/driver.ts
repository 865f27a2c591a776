// One small page API over two drivers, so that each journey is written once and runs in every
// engine: puppeteer-core drives Debian's Chromium (DevTools protocol) and Firefox ESR (WebDriver
// BiDi), selenium-webdriver drives WebKitGTK's MiniBrowser through WebKitWebDriver (classic
// WebDriver). Elements are found the way a person finds them: by role and accessible name, by label,
// by text, or by the portal's data-* hooks (a CSS selector), and clicked and typed into with the
// driver's native input.
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type BrowserContext,
  type ElementHandle,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { spawnSync } from 'node:child_process';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { BINARIES, ENGINE_URLS, type Engine } from './engines.ts';
import { E2E_URLS } from '../e2e/stack-env.ts';

type Pattern = string | RegExp;
export interface Target {
  /** A CSS selector (the portal's data-* hooks, an input's name). */
  css?: string;
  role?: 'button' | 'link' | 'heading' | 'dialog' | 'textbox';
  /** Accessible name: aria-label, aria-labelledby, a form control's label, else its text. */
  name?: Pattern;
  /** A form control by the text of its label. */
  label?: Pattern;
  /** The innermost element whose text matches. */
  text?: Pattern;
  within?: Target;
  nth?: number;
}

const VIEWPORT = { width: 1280, height: 800 };
const DEFAULT_TIMEOUT = 10_000;

const serialize = (target: Target): unknown => {
  const pattern = (value: Pattern | undefined) =>
    value instanceof RegExp ? { re: value.source, flags: value.flags } : value === undefined ? null : value;
  return {
    css: target.css ?? null,
    role: target.role ?? null,
    name: pattern(target.name),
    label: pattern(target.label),
    text: pattern(target.text),
    nth: target.nth ?? null,
    within: target.within ? serialize(target.within) : null,
  };
};

/** Runs in the page: the visible elements a target designates (all, or the first). Plain JS source. */
const FINDER = `function (target, all) {
  var ROLES = {
    button: 'button,[role=button],input[type=submit],input[type=button]',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=password],input[type=search],textarea,[role=textbox]'
  };
  var norm = function (s) { return (s || '').replace(/\\s+/g, ' ').trim(); };
  var visible = function (el) {
    if (!el.getClientRects().length) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  var nameOf = function (el) {
    var label = el.getAttribute('aria-label');
    if (label) return norm(label);
    var by = el.getAttribute('aria-labelledby');
    if (by) return norm(by.split(/\\s+/).map(function (id) { var e = document.getElementById(id); return e ? e.textContent : ''; }).join(' '));
    if (el.labels && el.labels.length) return norm(Array.prototype.map.call(el.labels, function (l) { return l.textContent; }).join(' '));
    if (el.tagName === 'INPUT') return norm(el.value || el.getAttribute('title'));
    return norm(el.textContent);
  };
  var matches = function (value, want) {
    if (want === null) return true;
    return typeof want === 'string' ? value === want : new RegExp(want.re, want.flags).test(value);
  };
  var find = function (t, scopes) {
    var found = [];
    scopes.forEach(function (scope) {
      var els;
      if (t.label !== null) {
        els = Array.prototype.filter.call(scope.querySelectorAll('label'), function (l) { return matches(norm(l.textContent), t.label); })
          .map(function (l) { return l.control; }).filter(Boolean);
      } else {
        els = Array.prototype.slice.call(scope.querySelectorAll(t.css || (t.role ? ROLES[t.role] : '*')));
      }
      if (t.role && (t.css || t.label !== null)) els = els.filter(function (e) { return e.matches(ROLES[t.role]); });
      if (t.name !== null) els = els.filter(function (e) { return matches(nameOf(e), t.name); });
      if (t.text !== null) els = els.filter(function (e) {
        return matches(norm(e.textContent), t.text) && !Array.prototype.some.call(e.children, function (c) { return matches(norm(c.textContent), t.text); });
      });
      found = found.concat(els);
    });
    found = found.filter(visible);
    if (t.nth !== null) return found[t.nth] ? [found[t.nth]] : [];
    return found;
  };
  var chain = [];
  for (var t = target; t; t = t.within) chain.unshift(t);
  var scopes = [document];
  chain.forEach(function (step) { scopes = find(step, scopes); });
  return all ? scopes : (scopes[0] || null);
}`;

/** What a journey does with a page, in any engine. */
export interface EnginePage {
  readonly engine: Engine;
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `source` (a JS function expression, plain source: no compiled helpers) with `args`. */
  evaluate<T>(source: string, ...args: unknown[]): Promise<T>;
  count(target: Target): Promise<number>;
  /** The first match's text (whitespace normalised), or null. */
  text(target: Target): Promise<string | null>;
  value(target: Target): Promise<string | null>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** Waits (up to 10 s) for the target, then clicks it with the driver's pointer. */
  click(target: Target): Promise<void>;
  /** Waits for the field, selects what it holds and types `value` over it. */
  fill(target: Target, value: string): Promise<void>;
  press(key: 'Escape' | 'Enter'): Promise<void>;
}

export interface EngineSession {
  page: EnginePage;
  close(): Promise<void>;
}

/** One browser per engine for the whole run; each journey gets a fresh session (no cookies, no storage). */
export interface EngineBrowser {
  readonly engine: Engine;
  readonly version: string;
  newSession(): Promise<EngineSession>;
  close(): Promise<void>;
}

const inPage = (source: string, args: unknown[]) => `(${source}).apply(null, ${JSON.stringify(args)})`;

async function waitForElement<E>(find: () => Promise<E | null>, target: Target, timeout = DEFAULT_TIMEOUT): Promise<E> {
  const until = Date.now() + timeout;
  for (;;) {
    const element = await find();
    if (element) return element;
    if (Date.now() > until) throw new Error(`Not found within ${timeout} ms: ${JSON.stringify(serialize(target))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const QUERIES = {
  count: `function (found) { return found.length; }`,
  text: `function (found) { return found.length ? found[0].textContent.replace(/\\s+/g, ' ').trim() : null; }`,
  value: `function (found) { return found.length ? found[0].value : null; }`,
  attribute: `function (found, name) { return found.length ? found[0].getAttribute(name) : null; }`,
};
const query = (which: keyof typeof QUERIES, target: Target, extra?: unknown) =>
  `(${QUERIES[which]})((${FINDER})(${JSON.stringify(serialize(target))}, true), ${JSON.stringify(extra ?? null)})`;

class PuppeteerEnginePage implements EnginePage {
  constructor(
    readonly engine: Engine,
    private readonly page: PuppeteerPage,
  ) {}
  async goto(pathOrUrl: string) {
    await this.page.goto(new URL(pathOrUrl, E2E_URLS.portal).toString(), { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  evaluate<T>(source: string, ...args: unknown[]) {
    return this.page.evaluate(inPage(source, args)) as Promise<T>;
  }
  count(target: Target) {
    return this.page.evaluate(query('count', target)) as Promise<number>;
  }
  text(target: Target) {
    return this.page.evaluate(query('text', target)) as Promise<string | null>;
  }
  value(target: Target) {
    return this.page.evaluate(query('value', target)) as Promise<string | null>;
  }
  attribute(target: Target, name: string) {
    return this.page.evaluate(query('attribute', target, name)) as Promise<string | null>;
  }
  private element(target: Target) {
    return waitForElement(async () => {
      const handle = await this.page.evaluateHandle(`(${FINDER})(${JSON.stringify(serialize(target))}, false)`);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    }, target);
  }
  async click(target: Target) {
    const element = await this.element(target);
    await element.click();
    await element.dispose();
  }
  async fill(target: Target, value: string) {
    const element = await this.element(target);
    // Plain source (no compiled helpers): the page runs it as written.
    await element.evaluate(new Function('el', 'el.focus(); if (el.select) el.select();') as (el: Element) => void);
    await this.page.keyboard.type(value);
    await element.dispose();
  }
  async press(key: 'Escape' | 'Enter') {
    await this.page.keyboard.press(key);
  }
}

class SeleniumEnginePage implements EnginePage {
  readonly engine = 'webkit' as const;
  constructor(private readonly driver: WebDriver) {}
  async goto(pathOrUrl: string) {
    await this.driver.get(new URL(pathOrUrl, E2E_URLS.portal).toString());
  }
  async reload() {
    await this.driver.navigate().refresh();
  }
  url() {
    return this.driver.getCurrentUrl();
  }
  evaluate<T>(source: string, ...args: unknown[]) {
    return this.driver.executeScript(`return ${inPage(source, args)}`) as Promise<T>;
  }
  count(target: Target) {
    return this.driver.executeScript(`return ${query('count', target)}`) as Promise<number>;
  }
  text(target: Target) {
    return this.driver.executeScript(`return ${query('text', target)}`) as Promise<string | null>;
  }
  value(target: Target) {
    return this.driver.executeScript(`return ${query('value', target)}`) as Promise<string | null>;
  }
  attribute(target: Target, name: string) {
    return this.driver.executeScript(`return ${query('attribute', target, name)}`) as Promise<string | null>;
  }
  private element(target: Target) {
    return waitForElement(
      () => this.driver.executeScript(`return (${FINDER})(${JSON.stringify(serialize(target))}, false)`) as Promise<WebElement | null>,
      target,
    );
  }
  async click(target: Target) {
    await (await this.element(target)).click();
  }
  async fill(target: Target, value: string) {
    const element = await this.element(target);
    // Focused and selected first: WebDriver then types over the selection instead of after it.
    await this.driver.executeScript('arguments[0].focus(); if (arguments[0].select) arguments[0].select();', element);
    await element.sendKeys(value);
  }
  async press(key: 'Escape' | 'Enter') {
    await this.driver
      .actions()
      .sendKeys(key === 'Escape' ? Key.ESCAPE : Key.ENTER)
      .perform();
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=fr-FR',
];

async function puppeteerBrowser(engine: 'chromium' | 'firefox'): Promise<EngineBrowser> {
  const browser: PuppeteerBrowser = await puppeteer.launch(
    engine === 'chromium'
      ? { executablePath: BINARIES.chromium, headless: true, args: CHROMIUM_ARGS, defaultViewport: VIEWPORT }
      : {
          browser: 'firefox',
          executablePath: BINARIES.firefox,
          headless: true,
          defaultViewport: VIEWPORT,
          extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR', 'intl.locale.requested': 'fr-FR' },
        },
  );
  const version = await browser.version();
  return {
    engine,
    version,
    async newSession() {
      const context: BrowserContext = await browser.createBrowserContext();
      const page = await context.newPage();
      return { page: new PuppeteerEnginePage(engine, page), close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

/** A WebKit session opens in a few seconds; past this, its MiniBrowser is taken as stuck. */
const WEBKIT_SESSION_START_MS = 30_000;

/**
 * WebKitWebDriver holds one session at a time, so a MiniBrowser that never answers its driver blocks
 * every later journey. Such a start is given up once: that MiniBrowser is stopped (the driver then
 * fails the pending session and is free) and a new one is started, with a line in the log.
 */
async function startOrRestart(start: () => Promise<WebDriver>): Promise<WebDriver> {
  const starting = start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = await Promise.race([
    starting.then(
      () => false,
      () => false,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), WEBKIT_SESSION_START_MS))),
  ]);
  clearTimeout(timer);
  if (!stuck) return starting;
  console.log(`[engines] webkit: no session after ${WEBKIT_SESSION_START_MS / 1000} s; its MiniBrowser is stopped and started again`);
  starting.then((late) => late.quit()).catch(() => {});
  spawnSync('pkill', ['-f', BINARIES.webkit]);
  return start();
}

async function webkitBrowser(): Promise<EngineBrowser> {
  const start = async () => {
    const driver = await new Builder()
      .usingServer(ENGINE_URLS.webDriver)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: BINARIES.webkit, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(VIEWPORT);
    return driver;
  };
  // One MiniBrowser per journey: a new WebDriver session is a new, empty profile.
  const probe = await start();
  const version = `${(await probe.getCapabilities()).getBrowserVersion() ?? ''} (${await probe.executeScript('return navigator.userAgent')})`;
  await probe.quit();
  return {
    engine: 'webkit',
    version,
    async newSession() {
      const driver = await startOrRestart(start);
      return { page: new SeleniumEnginePage(driver), close: () => driver.quit() };
    },
    close: async () => {},
  };
}

export function launchEngine(engine: Engine): Promise<EngineBrowser> {
  return engine === 'webkit' ? webkitBrowser() : puppeteerBrowser(engine);
}
