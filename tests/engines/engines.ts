// The three engines the portal's users run, how each is driven here (Debian's browsers, nothing
// downloaded), and the extra test ports of the engine journeys.
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const ENGINE_PORTS = {
  /** The collector of CSP violation reports (the build's `report-uri` in this suite). */
  reports: port('E2E_REPORT_PORT', 5183),
  /** WebKitWebDriver. */
  webDriver: port('E2E_WEBDRIVER_PORT', 5184),
} as const;

export const ENGINE_URLS = {
  reports: `http://localhost:${ENGINE_PORTS.reports}/csp`,
  webDriver: `http://127.0.0.1:${ENGINE_PORTS.webDriver}`,
} as const;

/** `ENGINES=firefox,webkit` runs those only; default all three. */
export function selectedEngines(): Engine[] {
  const raw = process.env.ENGINES?.trim();
  if (!raw) return [...ENGINES];
  const names = raw.split(',').map((name) => name.trim());
  for (const name of names) if (!(ENGINES as readonly string[]).includes(name)) throw new Error(`ENGINES: unknown engine '${name}'`);
  return names as Engine[];
}

export const BINARIES = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkit: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
} as const;
