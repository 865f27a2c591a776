// The chain that Lighthouse's simulated Largest Contentful Paint waits for. Under the mobile preset
// LCP is not measured but simulated (Lantern): a graph of the requests and main-thread tasks seen
// before the observed LCP, replayed at 150 ms RTT, 1.6 Mbit/s and CPU × 4 (HTTP/1.1: 6 connections
// an origin). The LCP is where that graph ends, so the chain of dependencies that ends last is what
// a change must shorten: printing it tells a bandwidth wait from a request queue or a long task
// (docs/performance.md, section 5).

/** The part of a Lantern graph node read here (network request or main-thread task). */
export interface LanternNode {
  type: string;
  /** A task's observed duration, in µs. */
  duration?: number;
  request?: { url: string; transferSize: number };
  childEvents?: Array<{ name: string }>;
  getDependencies(): LanternNode[];
}
export interface NodeTiming {
  startTime: number;
  endTime: number;
}

export interface PathStep {
  /** A request's path and size, or a task's observed duration. */
  label: string;
  startMs: number;
  endMs: number;
}

function describe(node: LanternNode): string {
  if (node.request) {
    let path = node.request.url;
    try {
      const url = new URL(path);
      path = url.pathname.split('/').pop() || url.pathname;
    } catch {
      // not a URL: printed as it is
    }
    return `${path} ${(node.request.transferSize / 1024).toFixed(1)} KB`;
  }
  return `task ${Math.round((node.duration ?? 0) / 1000)} ms observed`;
}

/**
 * From the node that ends last, back through the dependency that ended last, to the root: the
 * simulated critical path, in order.
 */
export function criticalPath(timings: Map<LanternNode, NodeTiming>): PathStep[] {
  let node: LanternNode | undefined = [...timings].sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const steps: PathStep[] = [];
  const seen = new Set<LanternNode>();
  while (node && !seen.has(node)) {
    seen.add(node);
    const timing = timings.get(node)!;
    steps.push({ label: describe(node), startMs: Math.round(timing.startTime), endMs: Math.round(timing.endTime) });
    node = node
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
  }
  return steps.reverse();
}

/** One line for the bench's "what costs each page its score". */
export function formatCriticalPath(steps: PathStep[]): string {
  return `  LCP critical path (Lantern): ${steps.map((step) => `${step.label} ${step.startMs}–${step.endMs}`).join(' → ')}`;
}

/**
 * The pessimistic LCP simulation of a run, from its artifacts (Lighthouse's own computed artifact,
 * so the path is the one its score used). Null when Lighthouse cannot simulate it.
 */
export async function lcpCriticalPath(artifacts: Record<string, unknown>, settings: unknown): Promise<PathStep[] | null> {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  try {
    const result = await LanternLargestContentfulPaint.request(
      {
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
        trace: artifacts.Trace,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
      } as never,
      { computedCache: new Map() } as never,
    );
    return criticalPath(result.pessimisticEstimate.nodeTimings as unknown as Map<LanternNode, NodeTiming>);
  } catch {
    return null;
  }
}
