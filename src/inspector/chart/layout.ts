// Lays a chart graph out with elkjs (the layout library Stately's editor uses), loaded on first use
// only (in a Web Worker in the browser): it is imported by nothing a plain production build contains. Every coordinate comes back
// relative to the root (ELK's json.shapeCoords/edgeCoords = ROOT), so the SVG needs no nesting.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartGraph, ChartState } from './chartGraph';
import { INSPECTOR_TRUSTED_TYPES_POLICY } from '../../../machines/domain/constants';

export interface PlacedState extends Omit<ChartState, 'children'> {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
}

export interface PlacedEdge extends ChartEdge {
  /** The label cut into lines of at most LABEL_LINE_CHARS characters (a description is a sentence). */
  labelLines: string[];
  points: Array<{ x: number; y: number }>;
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  machineId: string;
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
}

const CHAR_WIDTH = 6.6;
const LINE_HEIGHT = 14;
const TITLE_HEIGHT = 24;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const LABEL_LINE_CHARS = 34;

/** Words into lines of at most `max` characters (a longer word keeps its own line). */
export function wrapLabel(text: string, max = LABEL_LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

function toElkNode(state: ChartState): ElkNode {
  if (state.children.length) {
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${TITLE_HEIGHT + state.notes.length * LINE_HEIGHT + 8},left=12,bottom=12,right=12]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textWidth(state.key) + 24}, 40)`,
      },
      children: state.children.map(toElkNode),
    };
  }
  const lines = [state.key, ...state.notes];
  return {
    id: state.id,
    width: Math.max(56, ...lines.map((line) => textWidth(line) + 20)),
    height: 28 + state.notes.length * LINE_HEIGHT,
  };
}

type Elk = { layout: (graph: ElkNode) => Promise<ElkNode> };
type ElkModule = { default: new (options?: { workerUrl?: string; workerFactory?: (url: string) => Worker }) => Elk };
let elk: Promise<Elk> | null = null;

interface TrustedTypesWindow {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } };
}
let workerUrlPolicy: { createScriptURL(url: string): unknown } | null = null;

/**
 * The CSP enforces Trusted Types: `new Worker(url)` takes only a URL vetted by a named policy. This
 * one accepts the bundled elkjs worker of the page's own origin, nothing else.
 */
function createLayoutWorker(url: string): Worker {
  const trustedTypes = (globalThis as unknown as TrustedTypesWindow).trustedTypes;
  if (!trustedTypes) return new Worker(url);
  workerUrlPolicy ??= trustedTypes.createPolicy(INSPECTOR_TRUSTED_TYPES_POLICY, {
    createScriptURL: (value) => {
      const parsed = new URL(value, globalThis.location.href);
      if (parsed.origin !== globalThis.location.origin || !/\/elk-worker[^/]*\.js$/.test(parsed.pathname)) {
        throw new TypeError(`Refused worker script URL: ${value}`);
      }
      return parsed.toString();
    },
  });
  return new Worker(workerUrlPolicy.createScriptURL(url) as string);
}

/**
 * In a browser, ELK runs in a Web Worker: the app's chart takes seconds to lay out, and on the main
 * thread that would hold up the portal being inspected (a sign-in callback, say). Where there is no
 * Worker (Node, happy-dom: tests), the bundled version runs in place.
 */
function loadElk() {
  elk ??=
    typeof Worker === 'function'
      ? Promise.all([
          import('elkjs/lib/elk-api.js') as Promise<unknown> as Promise<ElkModule>,
          import('elkjs/lib/elk-worker.min.js?url') as Promise<{ default: string }>,
        ]).then(([{ default: ELK }, { default: workerUrl }]) => new ELK({ workerUrl, workerFactory: createLayoutWorker }))
      : (import('elkjs/lib/elk.bundled.js') as Promise<unknown> as Promise<ElkModule>).then(({ default: ELK }) => new ELK());
  return elk;
}

/** Where finished layouts are kept between page loads (the panel gives it the tab's session storage). */
export interface LayoutStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

let store: LayoutStore | null = null;
const memory = new Map<string, Promise<ChartLayout>>();

/**
 * Keeps layouts in `layoutStore` too: the app's chart takes seconds to lay out, and a sign-in loads
 * the portal three times in a row; the same definition always gives the same layout.
 */
export function setLayoutStore(layoutStore: LayoutStore | null) {
  store = layoutStore;
}

/** A short stable hash of the graph: a changed machine never reuses an old layout. */
function keyOf(graph: ChartGraph): string {
  const text = JSON.stringify(graph);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `chartLayout:${graph.machineId}:${hash.toString(36)}:${text.length}`;
}

/** The layout of a chart graph: from memory or the store when this definition was laid out before. */
export function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const key = keyOf(graph);
  const known = memory.get(key);
  if (known) return known;
  let stored: ChartLayout | null = null;
  try {
    const text = store?.get(key);
    stored = text ? (JSON.parse(text) as ChartLayout) : null;
  } catch {
    stored = null;
  }
  const pending = stored
    ? Promise.resolve(stored)
    : computeLayout(graph).then((layout) => {
        try {
          store?.set(key, JSON.stringify(layout));
        } catch {
          // Storage full or refused: the layout is only kept in memory.
        }
        return layout;
      });
  memory.set(key, pending);
  pending.catch(() => memory.delete(key));
  return pending;
}

async function computeLayout(graph: ChartGraph): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => {
    const lines = wrapLabel(edge.label);
    return {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        { id: `${edge.id}-label`, text: edge.label, width: Math.max(...lines.map(textWidth)) + 6, height: LINE_HEIGHT * lines.length },
      ],
    };
  });
  // The machine's root box is a child of an outer graph: a transition of the root itself (a
  // machine-level `on` with a target) is an edge from that box into it, and ELK accepts an edge only
  // between nodes of the graph, never from the graph node itself.
  const root: ElkNode = {
    id: '__chart',
    children: [toElkNode(graph.root)],
    layoutOptions: {
      'elk.padding': '[top=0,left=0,bottom=0,right=0]',
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
    },
    edges,
  };
  const laidOut = await (await loadElk()).layout(root);

  const byId = new Map<string, ChartState>();
  const parentType = new Map<string, ChartState['type']>();
  const index = (state: ChartState) => {
    byId.set(state.id, state);
    for (const child of state.children) {
      parentType.set(child.id, state.type);
      index(child);
    }
  };
  index(graph.root);

  const states: PlacedState[] = [];
  const place = (node: ElkNode, depth: number) => {
    const state = byId.get(node.id);
    if (state) {
      const { children: _children, ...rest } = state;
      states.push({
        ...rest,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
        depth,
        region: parentType.get(state.id) === 'parallel',
      });
    }
    for (const child of node.children ?? []) place(child, depth + 1);
  };
  for (const child of laidOut.children ?? []) place(child, 0);

  const laidEdges = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) laidEdges.set(edge.id, edge);
    (node.children ?? []).forEach(collect);
  };
  collect(laidOut);
  const placedEdges: PlacedEdge[] = graph.edges.map((edge) => {
    const laid = laidEdges.get(edge.id);
    const points = (laid?.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = laid?.labels?.[0];
    return {
      ...edge,
      labelLines: wrapLabel(edge.label),
      points,
      labelBox:
        label && label.x !== undefined && label.y !== undefined
          ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0 }
          : null,
    };
  });

  return { machineId: graph.machineId, width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges: placedEdges };
}
