// Counts XState actors in a V8 heap snapshot (CDP HeapProfiler.takeHeapSnapshot). A production
// build minifies class names, so an actor is recognised by the own properties every XState v5
// Actor has (property names survive minification); its `_processingStatus` (0 not started,
// 1 running, 2 stopped: XState's ProcessingStatus) tells a live actor from a stopped one that is
// merely still referenced. Nothing in the portal's build is added for this.

/** The parts of the `.heapsnapshot` JSON this reads. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[]; edge_fields: string[]; edge_types: unknown[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export const ACTOR_PROPERTIES = ['sessionId', 'logic', 'system', '_processingStatus'] as const;
const STATUS_NAMES: Record<string, string> = { 0: 'notStarted', 1: 'running', 2: 'stopped' };

export interface ActorCount {
  /** Actor objects still in the heap, whatever their status. */
  total: number;
  running: number;
  stopped: number;
  /** Status not readable (snapshot taken without captureNumericValue). */
  unknown: number;
}

export function countActors(heap: HeapSnapshot): ActorCount {
  const { meta } = heap.snapshot;
  const nodeFieldCount = meta.node_fields.length;
  const edgeFieldCount = meta.edge_fields.length;
  const nodeTypeNames = meta.node_types[0] as string[];
  const edgeTypeNames = meta.edge_types[0] as string[];
  const nodeType = meta.node_fields.indexOf('type');
  const nodeName = meta.node_fields.indexOf('name');
  const nodeEdgeCount = meta.node_fields.indexOf('edge_count');
  const edgeType = meta.edge_fields.indexOf('type');
  const edgeName = meta.edge_fields.indexOf('name_or_index');
  const edgeTo = meta.edge_fields.indexOf('to_node');
  const objectType = nodeTypeNames.indexOf('object');
  const numberType = nodeTypeNames.indexOf('number');
  const propertyType = edgeTypeNames.indexOf('property');
  const internalType = edgeTypeNames.indexOf('internal');

  // Where each node's edges start (edges are stored node after node).
  const firstEdge = new Uint32Array(heap.nodes.length / nodeFieldCount + 1);
  for (let node = 0, index = 0; node < heap.nodes.length; node += nodeFieldCount, index++) {
    firstEdge[index + 1] = firstEdge[index] + heap.nodes[node + nodeEdgeCount] * edgeFieldCount;
  }
  const propertiesOf = (node: number, wanted: readonly string[], types: number[]) => {
    const found = new Map<string, number>();
    const index = node / nodeFieldCount;
    for (let edge = firstEdge[index]; edge < firstEdge[index + 1]; edge += edgeFieldCount) {
      if (!types.includes(heap.edges[edge + edgeType])) continue;
      const name = heap.strings[heap.edges[edge + edgeName]];
      if (wanted.includes(name)) found.set(name, heap.edges[edge + edgeTo]);
    }
    return found;
  };
  // A small integer is a "smi number" node whose internal `value` edge leads to its text.
  const numberValue = (node: number): string | undefined => {
    if (heap.nodes[node + nodeType] !== numberType) return undefined;
    const value = propertiesOf(node, ['value'], [internalType]).get('value');
    return value === undefined ? undefined : heap.strings[heap.nodes[value + nodeName]];
  };

  const count: ActorCount = { total: 0, running: 0, stopped: 0, unknown: 0 };
  for (let node = 0; node < heap.nodes.length; node += nodeFieldCount) {
    if (heap.nodes[node + nodeType] !== objectType) continue;
    const found = propertiesOf(node, ACTOR_PROPERTIES, [propertyType]);
    if (found.size !== ACTOR_PROPERTIES.length) continue;
    count.total += 1;
    const value = numberValue(found.get('_processingStatus')!);
    const status = value === undefined ? undefined : STATUS_NAMES[value];
    if (status === 'running') count.running += 1;
    else if (status === 'stopped') count.stopped += 1;
    else if (status !== 'notStarted') count.unknown += 1;
  }
  return count;
}

/**
 * Self sizes in the snapshot by kind: V8's compiled code (it grows as functions get optimised),
 * native (Blink and DevTools buffers) and the rest, the page's own JavaScript objects and strings.
 * A leak of the app's objects shows in `objects`; a growing `code` is the JIT warming up.
 */
export function heapComposition(heap: HeapSnapshot): { code: number; native: number; objects: number } {
  const { meta } = heap.snapshot;
  const nodeFieldCount = meta.node_fields.length;
  const typeNames = meta.node_types[0] as string[];
  const type = meta.node_fields.indexOf('type');
  const selfSize = meta.node_fields.indexOf('self_size');
  const code = typeNames.indexOf('code');
  const native = typeNames.indexOf('native');
  const sizes = { code: 0, native: 0, objects: 0 };
  for (let node = 0; node < heap.nodes.length; node += nodeFieldCount) {
    const kind = heap.nodes[node + type];
    const size = heap.nodes[node + selfSize];
    if (kind === code) sizes.code += size;
    else if (kind === native) sizes.native += size;
    else sizes.objects += size;
  }
  return sizes;
}
