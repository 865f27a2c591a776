// Every build leaves out the contract's documentation: contract/ writes, next to each schema, the
// words and examples a backend team reads in docs/api/ (valibot's `description()` and `examples()`
// pipe actions, which @valibot/to-json-schema carries into the documents), and each call's
// `summary`, `portal` and `parameters` texts. The portal parses answers with the same schemas but
// never reads those texts, and they would weigh on its initial JavaScript: here they go, before
// the bundler sees the file. `pipe(schema, description(…))` becomes `schema`, so a stripped schema
// is the one the portal parsed before the contract was described. The QA build strips them too:
// nothing of the gallery or the inspector reads them. `npm run contract`, the stand-in and the tests
// read contract/ as written.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** valibot's metadata actions: they say something about a schema, they check nothing. */
const METADATA_ACTIONS = new Set(['description', 'examples', 'title', 'metadata']);
/** A call declaration's documentation (contract/calls.ts `Call`): read by the documents only. */
const CALL_DOCUMENTATION = new Set(['summary', 'portal', 'parameters']);

const calleeName = (node: ts.CallExpression) => (ts.isIdentifier(node.expression) ? node.expression.text : undefined);

function isMetadataAction(node: ts.Node): boolean {
  return ts.isCallExpression(node) && METADATA_ACTIONS.has(calleeName(node) ?? '');
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** A `call({ … })` declaration's object, whose documentation properties go. */
function isCallDeclaration(node: ts.Node): node is ts.ObjectLiteralExpression {
  return (
    ts.isObjectLiteralExpression(node) &&
    ts.isCallExpression(node.parent) &&
    calleeName(node.parent) === 'call' &&
    node.parent.arguments[0] === node
  );
}

const WORDS = [...METADATA_ACTIONS, ...CALL_DOCUMENTATION];

/** The source without the contract's documentation, or undefined when it has none. */
export function stripContractDocs(source: string, fileName: string): string | undefined {
  if (!WORDS.some((word) => source.includes(word))) return undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let changed = false;

  /** A node's text with the documentation inside it left out. */
  const rewrite = (node: ts.Node): string => {
    if (ts.isCallExpression(node) && calleeName(node) === 'pipe' && node.arguments.some(isMetadataAction)) {
      changed = true;
      const kept = node.arguments.filter((argument) => !isMetadataAction(argument)).map(rewrite);
      return kept.length === 1 ? kept[0] : `pipe(${kept.join(', ')})`;
    }
    if (isCallDeclaration(node) && node.properties.some((property) => CALL_DOCUMENTATION.has(propertyName(property) ?? ''))) {
      changed = true;
      const kept = node.properties.filter((property) => !CALL_DOCUMENTATION.has(propertyName(property) ?? '')).map(rewrite);
      return `{ ${kept.join(', ')} }`;
    }
    // Nothing to strip below: the text as written; otherwise each child rewritten, the text between kept.
    const text = source.slice(node.getStart(file), node.end);
    if (!WORDS.some((word) => text.includes(word))) return text;
    let result = '';
    let from = node.getStart(file);
    for (const child of node.getChildren(file)) {
      // A JSDoc comment is a child too, but lies in the text between the tokens, which is kept as is.
      if (child.kind === ts.SyntaxKind.EndOfFileToken || ts.isJSDoc(child)) continue;
      const start = child.getStart(file);
      result += source.slice(from, start) + (child.getChildCount(file) > 0 ? rewrite(child) : child.getText(file));
      from = child.end;
    }
    return result + source.slice(from, node.end);
  };

  const leading = source.slice(0, file.getStart(file));
  const result = leading + rewrite(file);
  return changed ? result : undefined;
}

/** Strips the contract's documentation from contract/ in every build. */
export function stripContractDocsPlugin(): Plugin {
  return {
    name: 'portal-strip-contract-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]contract[\\/].+\.ts$/.test(id) || id.includes('node_modules')) return null;
      const stripped = stripContractDocs(code, id);
      return stripped === undefined ? null : { code: stripped, map: null };
    },
  };
}
