// A machine in words: every state and every event-triggered transition carries a one-line
// `description` (XState's own field) that ends with the references it implements, in one form a
// test can check against the documents' headings (docs/decisions.md, "Flows in words"):
//
//   'Shows the toast, then hides it after 5 s (§4 Toaster, §9)'
//   'Keeps the draft for the next visit (§8, decisions.md › Drafts across a re-login or the maintenance page)'
//
// - `§N` is section N of the spec (`## N. Title`); `§N Name` a named part of it: a `### Name` head
//   or a paragraph that opens with `**Name**`. A head's name stops before ` (` or `:`
//   (`### Authorised layout (root)` is `§2 Authorised layout`).
// - `<file>.md › Name` is a `##`/`###` head of a project document in docs/ (where the spec is
//   silent, or for the inspector, whose "spec" is docs/inspector.md), named by the same rule; a file
//   in a folder of docs/ is named with its folder (`screens/faq.md › What they see`).
// - The references are the last parenthesised group; several are separated by `, `.
//
// Counted ("event-triggered") transitions: every transition with an event (a user or child event,
// `after`, the done or error of an invoked actor, a state's own done), and every eventless
// (`always`) transition except the lone unguarded one of a transient state, which only passes
// through (its state's description says why). Pure: the gallery, the journeys, the traceability
// script and the description test share it.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** What a description says, and what it cites. */
export interface DescriptionParts {
  /** The words, without the references. */
  words: string;
  refs: string[];
}

const REF_START = /^(?:§\d|[\w./-]+\.md › )/;

/** Splits `Shows the toast (§4 Toaster, §9)` into its words and its references. */
export function descriptionParts(description: string | undefined): DescriptionParts {
  const text = (description ?? '').trim();
  const open = text.lastIndexOf('(');
  if (open < 0 || !text.endsWith(')')) return { words: text, refs: [] };
  const inside = text.slice(open + 1, -1);
  if (!REF_START.test(inside) || inside.includes(')')) return { words: text, refs: [] };
  const refs = inside.split(/, (?=§\d|[\w./-]+\.md › )/).map((ref) => ref.trim());
  return { words: text.slice(0, open).trim(), refs };
}

/** The words of a description, references left out (arrow labels, journeys). */
export const descriptionWords = (description: string | undefined) => descriptionParts(description).words;

// ---------------------------------------------------------------------------------------------
// The documents' outlines
// ---------------------------------------------------------------------------------------------

export interface SpecSection {
  number: number;
  title: string;
  /** Named parts: `### Name` heads and paragraphs opening with `**Name**`, in document order. */
  parts: string[];
}

/** A head's name: what comes before ` (` or `:`, without backticks. */
export function headName(text: string): string {
  return text.replace(/`/g, '').split(/ \(|:/)[0].trim();
}

/** `## N. Title` sections of the spec, with their named parts. */
export function specOutline(markdown: string): SpecSection[] {
  const sections: SpecSection[] = [];
  for (const line of markdown.split('\n')) {
    const section = /^## (\d+)\.\s+(.+?)\s*$/.exec(line);
    if (section) {
      sections.push({ number: Number(section[1]), title: section[2], parts: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (!current) continue;
    const sub = /^### (.+?)\s*$/.exec(line) ?? /^\*\*(.+?)\*\*/.exec(line);
    if (sub) {
      const name = headName(sub[1]);
      if (!current.parts.includes(name)) current.parts.push(name);
    }
  }
  return sections;
}

/** The `##` and `###` heads of a project document, by name. */
export function docOutline(markdown: string): string[] {
  const heads: string[] = [];
  for (const line of markdown.split('\n')) {
    const head = /^#{2,3} (.+?)\s*$/.exec(line);
    if (head) heads.push(headName(head[1]));
  }
  return heads;
}

export interface Outlines {
  spec: readonly SpecSection[];
  /** By path in docs/ (`decisions.md`, `screens/README.md`). */
  docs: Readonly<Record<string, readonly string[]>>;
}

export type ResolvedCitation =
  { kind: 'spec'; ref: string; section: number; part: string | null } | { kind: 'doc'; ref: string; file: string; head: string };

/** What a reference points at, or why it points at nothing. */
export function resolveCitation(ref: string, outlines: Outlines): ResolvedCitation | { error: string } {
  const spec = /^§(\d+)(?: (.+))?$/.exec(ref);
  if (spec) {
    const section = outlines.spec.find((item) => item.number === Number(spec[1]));
    if (!section) return { error: `the spec has no section ${spec[1]}` };
    const part = spec[2] ?? null;
    if (part !== null && !section.parts.includes(part)) {
      return { error: `section ${section.number} of the spec has no part named “${part}” (it has: ${section.parts.join(', ') || 'none'})` };
    }
    return { kind: 'spec', ref, section: section.number, part };
  }
  const doc = /^([\w./-]+\.md) › (.+)$/.exec(ref);
  if (doc) {
    const heads = outlines.docs[doc[1]];
    if (!heads) return { error: `docs/${doc[1]} is not a project document` };
    if (!heads.includes(doc[2])) return { error: `docs/${doc[1]} has no head named “${doc[2]}”` };
    return { kind: 'doc', ref, file: doc[1], head: doc[2] };
  }
  return { error: `“${ref}” is neither §N, §N Name nor <file>.md › Name` };
}

// ---------------------------------------------------------------------------------------------
// A machine's described items
// ---------------------------------------------------------------------------------------------

export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/**
 * A transition's stable name across the gallery, the journeys and the traceability data: its
 * source, its event type (`always` for eventless) and its rank among the source's transitions for
 * that event (guarded alternatives are tried in order).
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const type = transition.eventType;
  const siblings = type === '' ? (source.always ?? []) : (source.transitions.get(type) ?? []);
  return `${source.id} ${type || 'always'} #${Math.max(0, siblings.indexOf(transition))}`;
}

/** Whether a transition must carry a description (see the head of this file). */
export function isCountedTransition(transition: AnyTransitionDefinition): boolean {
  if (transition.eventType !== '') return true;
  const source = transition.source as AnyStateNode;
  return transition.guard !== undefined || (source.always ?? []).length > 1;
}

export interface DescribedItem {
  kind: 'state' | 'transition';
  /** State node id, or transitionKey. */
  key: string;
  description: string | undefined;
  /** Whether it must have a description. */
  required: boolean;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    list.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return list;
}

/** Every state (the root included) and transition of a machine, in document order. */
export function describedItems(machine: AnyStateMachine): DescribedItem[] {
  return allNodes(machine).flatMap((node) => [
    { kind: 'state' as const, key: node.id, description: node.description, required: true },
    ...ownTransitions(node).map((transition) => ({
      kind: 'transition' as const,
      key: transitionKey(transition),
      description: transition.description,
      required: isCountedTransition(transition),
    })),
  ]);
}

/** Longest description, references included: one line in the gallery. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * Every problem with a machine's descriptions: a state or counted transition without one, one
 * that is not a single short line, one without a reference, a reference that points at nothing.
 */
export function descriptionProblems(machine: AnyStateMachine, outlines: Outlines): string[] {
  const problems: string[] = [];
  for (const item of describedItems(machine)) {
    const what = `${item.kind} ${item.key}`;
    const text = item.description;
    if (text === undefined || !text.trim()) {
      if (item.required) problems.push(`${what}: no description`);
      continue;
    }
    if (/\n/.test(text)) problems.push(`${what}: the description is more than one line`);
    if (text.length > MAX_DESCRIPTION_LENGTH) problems.push(`${what}: the description is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
    const { words, refs } = descriptionParts(text);
    if (!words) problems.push(`${what}: the description has references but no words`);
    if (!refs.length) problems.push(`${what}: the description cites nothing (end it with “(§N Name)”)`);
    for (const ref of refs) {
      const resolved = resolveCitation(ref, outlines);
      if ('error' in resolved) problems.push(`${what}: ${resolved.error}`);
    }
  }
  return problems;
}

/** Every reference a machine's descriptions make, with the items that make it, in first-seen order. */
export function citationsOf(machine: AnyStateMachine): Map<string, DescribedItem[]> {
  const byRef = new Map<string, DescribedItem[]>();
  for (const item of describedItems(machine)) {
    for (const ref of descriptionParts(item.description).refs) {
      const list = byRef.get(ref) ?? [];
      list.push(item);
      byRef.set(ref, list);
    }
  }
  return byRef;
}
