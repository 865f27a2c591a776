// A Stryker ignorer for the parts of an XState machine file that no test can observe (docs/mutation-testing.md):
// - the placeholder body of an actor that the browser layer always provides
//   (`fromPromise(async () => { throw new Error('… is provided by the browser layer') })`);
// - the `types` block of `setup()`, which exists for the type checker only;
// - the machine's own `id`, which names its chart and its inspector entry, not any behaviour;
// - an `initial` that names the first child state: XState starts there anyway;
// - the `id` of an invoked promise actor (a call): it names the call in the inspector; nothing
//   reads it (child machines' ids are read by the views and stay mutated).
// Mutants there are reported as Ignored, with the reason, and left out of the score.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const ACTOR_CREATORS = new Set(['fromPromise', 'fromCallback', 'fromObservable', 'fromTransition']);

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
  return object?.node.type === 'ObjectExpression' && call?.node.type === 'CallExpression'
    && call.node.arguments[0] === object.node && calleeName(call.node) === name;
}

/** Names of the actors that setup() creates with fromPromise, per file. */
const promiseActorsByProgram = new WeakMap();

function promiseActorNames(path) {
  const program = path.isProgram() ? path : path.findParent((p) => p.isProgram());
  if (!program) return new Set();
  let names = promiseActorsByProgram.get(program.node);
  if (!names) {
    names = new Set();
    const visit = (node) => {
      if (!node || typeof node.type !== 'string') return;
      if (propertyName(node) === 'actors' && node.value.type === 'ObjectExpression') {
        for (const actor of node.value.properties) {
          if (actor.value?.type === 'CallExpression' && calleeName(actor.value) === 'fromPromise') names.add(propertyName(actor));
        }
      }
      for (const key of Object.keys(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        const child = node[key];
        if (Array.isArray(child)) child.forEach(visit);
        else if (child && typeof child === 'object') visit(child);
      }
    };
    visit(program.node);
    promiseActorsByProgram.set(program.node, names);
  }
  return names;
}

function stringProperty(object, name) {
  const property = object.properties.find((p) => propertyName(p) === name);
  return property?.value.type === 'StringLiteral' ? property.value.value : undefined;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'MachinePlaceholders', {
    shouldIgnore(path) {
      const node = path.node;
      // Read the actors before Stryker rewrites the tree below (it instruments as it goes).
      if (node.type === 'Program') promiseActorNames(path);
      const parent = path.parentPath?.node;
      if (parent?.type === 'CallExpression' && ACTOR_CREATORS.has(calleeName(parent)) && parent.arguments[0] === node
        && isThrowingPlaceholder(node)) {
        return 'Placeholder actor: the browser layer always provides the real one (machine.provide).';
      }
      const name = propertyName(node);
      if (name === 'types' && isPropertyOfCallArgument(path, 'setup')) {
        return 'setup({ types }) is read by the type checker only.';
      }
      if (name === 'id' && isPropertyOfCallArgument(path, 'createMachine')) {
        return "The machine's id names its chart and inspector entry; no behaviour reads it.";
      }
      const object = path.parentPath?.node;
      if (name === 'initial' && object?.type === 'ObjectExpression' && node.value.type === 'StringLiteral') {
        const states = object.properties.find((p) => propertyName(p) === 'states');
        const first = states?.value.type === 'ObjectExpression' ? propertyName(states.value.properties[0]) : undefined;
        if (first === node.value.value) return 'initial names the first child state, where XState starts anyway.';
      }
      if (name === 'id' && object?.type === 'ObjectExpression' && propertyName(path.parentPath.parentPath?.node ?? {}) === 'invoke') {
        const src = stringProperty(object, 'src');
        if (src !== undefined && src === stringProperty(object, 'id') && promiseActorNames(path).has(src)) {
          return 'The id of an invoked call names it in the inspector; nothing reads it.';
        }
      }
      return undefined;
    },
  }),
];
