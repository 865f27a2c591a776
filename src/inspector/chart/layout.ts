// Lays a chart graph out with elkjs (the layout library Stately's editor uses), loaded on first use
// only: it is imported by nothing a plain production build contains. Every coordinate comes back
// relative to the root (ELK's json.shapeCoords/edgeCoords = ROOT), so the SVG needs no nesting.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartGraph, ChartState } from './chartGraph';

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

type ElkModule = { default: new () => { layout: (graph: ElkNode) => Promise<ElkNode> } };
let elk: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | null = null;

function loadElk() {
  elk ??= (import('elkjs/lib/elk.bundled.js') as Promise<unknown> as Promise<ElkModule>).then(({ default: ELK }) => new ELK());
  return elk;
}

export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ id: `${edge.id}-label`, text: edge.label, width: textWidth(edge.label) + 6, height: LINE_HEIGHT }],
  }));
  const root: ElkNode = {
    ...toElkNode(graph.root),
    layoutOptions: {
      ...toElkNode(graph.root).layoutOptions,
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
  place(laidOut, 0);

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
      points,
      labelBox: label && label.x !== undefined && label.y !== undefined
        ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0 }
        : null,
    };
  });

  return { machineId: graph.machineId, width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges: placedEdges };
}
