// What costs a page its Lighthouse performance score, read from the report (LHR) of one run, so
// that the bench prints why a score is what it is beside the score itself:
//   - the Largest Contentful Paint element and the four phases of its time (TTFB, load delay, load
//     time, render delay: an element that is text has no load phases; its render delay is the wait
//     for the script, data and chunks that render it);
//   - Total Blocking Time by script: each long task's part beyond 50 ms between First Contentful
//     Paint and Time to Interactive, summed per script URL (Lighthouse's simulated tasks: observed
//     CPU time × 4; "unattributed" tasks are the browser's own: parsing, style, layout);
//   - the elements that shifted (Cumulative Layout Shift), and render-blocking resources.

interface LhrNode {
  selector?: string;
  nodeLabel?: string;
}
interface LhrAudit {
  numericValue?: number;
  details?: { items?: unknown[] };
}
export interface Lhr {
  audits: Record<string, LhrAudit | undefined>;
}

export interface LighthouseCosts {
  lcpElement: string | null;
  /** Phase name → ms, in Lighthouse's order (TTFB, Load Delay, Load Time, Render Delay). */
  lcpPhases: Array<{ phase: string; ms: number }>;
  /** Blocking time per script (as TBT counts it: after FCP, until TTI, beyond 50 ms a task), largest first. */
  blockingByScript: Array<{ script: string; blockingMs: number; tasks: number }>;
  layoutShifts: Array<{ element: string; score: number }>;
  renderBlocking: Array<{ url: string; wastedMs: number }>;
}

const BLOCKING_THRESHOLD_MS = 50;

/** A path without origin and query, or the label Lighthouse gives a task it cannot attribute. */
function shortUrl(url: unknown): string {
  if (typeof url !== 'string') return 'unattributed';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function describeNode(node: LhrNode | undefined): string | null {
  if (!node) return null;
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  const text = label.length > 48 ? `${label.slice(0, 47)}…` : label;
  return `${node.selector ?? '?'}${text ? ` "${text}"` : ''}`;
}

export function lighthouseCosts(lhr: Lhr): LighthouseCosts {
  const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Array<Record<string, unknown>>;

  // largest-contentful-paint-element: a list of two tables, the element, then its phases.
  const [elementTable, phaseTable] = items('largest-contentful-paint-element') as Array<{ items?: Array<Record<string, unknown>> }>;
  const lcpElement = describeNode(elementTable?.items?.[0]?.node as LhrNode | undefined);
  const lcpPhases = (phaseTable?.items ?? []).map((row) => ({ phase: String(row.phase), ms: Math.round(Number(row.timing)) }));

  // As Total Blocking Time counts it: the tasks' parts between First Contentful Paint and Time to
  // Interactive (the long-tasks audit lists earlier ones too), beyond 50 ms each.
  const from = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const to = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const byScript = new Map<string, { blockingMs: number; tasks: number }>();
  for (const task of items('long-tasks')) {
    const start = Math.max(Number(task.startTime), from);
    const end = Math.min(Number(task.startTime) + Number(task.duration), to);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (!(blocking > 0)) continue;
    const script = shortUrl(task.url);
    const entry = byScript.get(script) ?? { blockingMs: 0, tasks: 0 };
    entry.blockingMs += blocking;
    entry.tasks += 1;
    byScript.set(script, entry);
  }
  const blockingByScript = [...byScript]
    .map(([script, entry]) => ({ script, blockingMs: Math.round(entry.blockingMs), tasks: entry.tasks }))
    .sort((a, b) => b.blockingMs - a.blockingMs);

  const layoutShifts = items('layout-shifts')
    .map((row) => ({ element: describeNode(row.node as LhrNode | undefined) ?? 'unattributed', score: Number(row.score) }))
    .filter((row) => row.score > 0);
  const renderBlocking = items('render-blocking-resources').map((row) => ({
    url: shortUrl(row.url),
    wastedMs: Math.round(Number(row.wastedMs)),
  }));
  return { lcpElement, lcpPhases, blockingByScript, layoutShifts, renderBlocking };
}

/** The costs as printable lines, for the bench's output under the Lighthouse table. */
export function formatLighthouseCosts(label: string, costs: LighthouseCosts): string[] {
  const lines = [`${label}:`];
  lines.push(`  LCP element: ${costs.lcpElement ?? 'none reported'}`);
  if (costs.lcpPhases.length) lines.push(`  LCP phases: ${costs.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(' · ')}`);
  lines.push(
    `  blocking time by script: ${
      costs.blockingByScript.length
        ? costs.blockingByScript
            .slice(0, 4)
            .map((entry) => `${entry.script} ${entry.blockingMs} ms (${entry.tasks} task${entry.tasks > 1 ? 's' : ''})`)
            .join(' · ')
        : 'none'
    }`,
  );
  if (costs.layoutShifts.length)
    lines.push(`  layout shifts: ${costs.layoutShifts.map((shift) => `${shift.element} ${shift.score.toFixed(3)}`).join(' · ')}`);
  if (costs.renderBlocking.length)
    lines.push(`  render-blocking: ${costs.renderBlocking.map((resource) => `${resource.url} (${resource.wastedMs} ms)`).join(' · ')}`);
  return lines;
}
