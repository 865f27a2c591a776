// The harness's two reads of XState internals, kept here so that one test pins them
// (tests/model/harness/eventDescriptors.test.ts): XState v5 has no public API for the active state
// nodes of a snapshot nor for the events they handle, which the traversal and the sneak paths need.
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';

/** The event descriptors the active state nodes of `snapshot` handle (wildcards and `xstate.*` included). */
export function ownEventDescriptors(snapshot: AnyMachineSnapshot): string[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot);
}

/** The active state nodes of `snapshot`, the root and every ancestor of an active leaf included. */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes as AnyStateNode[];
}
