// The production build leaves out the machines' descriptions: every state and transition carries a
// `description` in the spec's words for the charts, the flow gallery and the journeys, and nothing a
// user runs reads one. Development and QA builds (VITE_INSPECT=true) keep them for the gallery and
// the inspector panel. The rule is the one mutation/machine-ignorer.mjs holds to: a `description` or
// `descriptions` property whose value is a text, an object of texts or the read of a description
// option; any other `description` key stays.
import ts from 'typescript';
import type { Plugin } from 'vite';

const KEYS = new Set(['description', 'descriptions']);

function keyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** A text, an object of texts, or the read of a `description(s)` option (`options.descriptions?.state`). */
function isDescriptionValue(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((property) => ts.isPropertyAssignment(property) && isDescriptionValue(property.initializer));
  }
  if (ts.isIdentifier(node)) return KEYS.has(node.text);
  if (ts.isPropertyAccessExpression(node)) return KEYS.has(node.name.text) || isDescriptionValue(node.expression);
  return false;
}

/** The source without its description properties, or undefined when it has none. */
export function stripDescriptions(source: string, fileName: string): string | undefined {
  if (!source.includes('description')) return undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const cuts: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && KEYS.has(keyName(node.name) ?? '') && isDescriptionValue(node.initializer)) {
      // The property and the comma after it.
      const comma = /^\s*,/.exec(source.slice(node.end));
      cuts.push([node.getStart(file), node.end + (comma ? comma[0].length : 0)]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (cuts.length === 0) return undefined;
  let result = '';
  let from = 0;
  for (const [start, end] of cuts) {
    result += source.slice(from, start);
    from = end;
  }
  return result + source.slice(from);
}

/** Strips the descriptions of machines/ in a production build that is not a QA build. */
export function stripDescriptionsPlugin(): Plugin {
  let active = false;
  return {
    name: 'portal-strip-descriptions',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = config.env.VITE_INSPECT !== 'true';
    },
    transform(code, id) {
      if (!active || !/[\\/]machines[\\/].+\.ts$/.test(id) || id.includes('node_modules')) return null;
      const stripped = stripDescriptions(code, id);
      return stripped === undefined ? null : { code: stripped, map: null };
    },
  };
}
