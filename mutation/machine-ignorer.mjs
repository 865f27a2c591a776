// A Stryker ignorer for the parts of an XState machine file that no test can observe (docs/mutation-testing.md):
// - the placeholder body of an actor written inline in setup({ actors }) that the browser layer always provides
//   (`hub: fromCallback(() => { throw new Error('… is provided by the browser layer') })`);
// - the name given to a placeholder in setup() (`placeholderActor<…>('loadSettings')`,
//   `placeholderAction('navigate')`, machines/placeholders.ts): it only appears in the message of the
//   error an unprovided placeholder throws, and the browser layer provides every one (checked by key in
//   tests/unit/placeholders.test.ts). placeholders.ts itself stays mutated: its throws are observable.
// - the `types` block of `setup()`, which exists for the type checker only;
// - the machine's own `id`, which names its chart and its inspector entry, not any behaviour;
// - an `initial` that names the first child state: XState starts there anyway;
// - the `id` of an invoked promise actor (a call: a placeholderActor of any file of machines/, since
//   the app's regions invoke what app.setup.ts declares): it names the call in the inspector; nothing
//   reads it (child machines' ids are read by the views and stay mutated);
// - a `description` of a state or transition (XState's own field) and the `descriptions` passed to the
//   helpers of machines/shared/ that set them: documentation in the spec's words, read by the charts,
//   the journeys and tests/unit/flowDescriptions.test.ts, never by a guard, an action or a transition.
//   Only a literal text or a read of a `description(s)` option is ignored, so a `description` key
//   computed from anything else stays mutated.
// Mutants there are reported as Ignored, with the reason, and left out of the score.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const ACTOR_CREATORS = new Set(['fromPromise', 'fromCallback', 'fromObservable', 'fromTransition']);
/** machines/placeholders.ts: the named effects the browser layer provides. */
const PLACEHOLDER_CREATORS = new Set(['placeholderActor', 'placeholderAction']);

function calleeName(call) {
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** `async () => { throw new Error('…') }` and nothing else. */
function isThrowingPlaceholder(node) {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const body = node.body;
  return body.type === 'BlockStatement' && body.body.length === 1 && body.body[0].type === 'ThrowStatement';
}

function propertyName(node) {
  if (node.type !== 'ObjectProperty') return undefined;
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'StringLiteral') return node.key.value;
  return undefined;
}

/** The object literal `path` is a property of is the first argument of a call named `name`. */
function isPropertyOfCallArgument(path, name) {
  const object = path.parentPath;
  const call = object?.parentPath;
  return (
    object?.node.type === 'ObjectExpression' &&
    call?.node.type === 'CallExpression' &&
    call.node.arguments[0] === object.node &&
    calleeName(call.node) === name
  );
}

/**
 * Names of the promise actors declared in setup({ actors }) of any machine file, as `name: placeholderActor…`
 * (or an inline `name: fromPromise(…)`). Read from disk once, across files: the app's region files
 * (app.boot.ts…) invoke the actors that app.setup.ts declares.
 */
let promiseActors;

function promiseActorNames() {
  if (!promiseActors) {
    promiseActors = new Set();
    const machinesDir = join(process.cwd(), 'machines');
    const files = readdirSync(machinesDir, { recursive: true }).filter((file) => String(file).endsWith('.ts'));
    for (const file of files) {
      const source = readFileSync(join(machinesDir, String(file)), 'utf8');
      for (const match of source.matchAll(/(\w+)\s*:\s*(?:placeholderActor|fromPromise)\b/g)) promiseActors.add(match[1]);
    }
  }
  return promiseActors;
}

/** A text, or the read of a `description`/`descriptions` option (`options.descriptions?.state`). */
function isDescriptionValue(node) {
  if (node.type === 'StringLiteral' || node.type === 'TemplateLiteral' || node.type === 'ObjectExpression') return true;
  if (node.type === 'Identifier') return /^descriptions?$/.test(node.name);
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    return (node.property.type === 'Identifier' && /^descriptions?$/.test(node.property.name)) || isDescriptionValue(node.object);
  }
  return false;
}

function stringProperty(object, name) {
  const property = object.properties.find((p) => propertyName(p) === name);
  return property?.value.type === 'StringLiteral' ? property.value.value : undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'MachinePlaceholders', {
    shouldIgnore(path) {
      const node = path.node;
      const parent = path.parentPath?.node;
      // Inline in a machine's setup({ actors }) only (the value of a property); the shared placeholders
      // of machines/placeholders.ts are returned from functions and stay mutated.
      if (
        parent?.type === 'CallExpression' &&
        ACTOR_CREATORS.has(calleeName(parent)) &&
        parent.arguments[0] === node &&
        path.parentPath.parentPath?.node.type === 'ObjectProperty' &&
        isThrowingPlaceholder(node)
      ) {
        return 'Placeholder actor: the browser layer always provides the real one (machine.provide).';
      }
      if (
        parent?.type === 'CallExpression' &&
        PLACEHOLDER_CREATORS.has(calleeName(parent)) &&
        parent.arguments[0] === node &&
        node.type === 'StringLiteral'
      ) {
        return "A placeholder's name only appears in the error it throws when unprovided; the browser layer provides every one (tests/unit/placeholders.test.ts).";
      }
      const name = propertyName(node);
      if (name === 'types' && isPropertyOfCallArgument(path, 'setup')) {
        return 'setup({ types }) is read by the type checker only.';
      }
      if (name === 'id' && isPropertyOfCallArgument(path, 'createMachine')) {
        return "The machine's id names its chart and inspector entry; no behaviour reads it.";
      }
      const object = path.parentPath?.node;
      if ((name === 'description' || name === 'descriptions') && object?.type === 'ObjectExpression' && isDescriptionValue(node.value)) {
        return 'A description is documentation in the spec’s words (charts, journeys); no behaviour reads it.';
      }
      if (name === 'initial' && object?.type === 'ObjectExpression' && node.value.type === 'StringLiteral') {
        const states = object.properties.find((p) => propertyName(p) === 'states');
        const first = states?.value.type === 'ObjectExpression' ? propertyName(states.value.properties[0]) : undefined;
        if (first === node.value.value) return 'initial names the first child state, where XState starts anyway.';
      }
      if (name === 'id' && object?.type === 'ObjectExpression' && propertyName(path.parentPath.parentPath?.node ?? {}) === 'invoke') {
        const src = stringProperty(object, 'src');
        if (src !== undefined && src === stringProperty(object, 'id') && promiseActorNames().has(src)) {
          return 'The id of an invoked call names it in the inspector; nothing reads it.';
        }
      }
      return undefined;
    },
  }),
];
