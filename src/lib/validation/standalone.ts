/**
 * Entity validators generated at build time (ajv's standalone code): the console loads an
 * entity's validator as a small module when one of its pages opens, with no ajv and no
 * `new Function` in the browser (issue 11 §4). Generated from the same schemas and the same
 * keyword checks as the server's run-time validators (`compile.ts`), which stay the authority.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { EntitySchema } from '../schema/types';
import { createAjv, KEYWORD_CHECKS_MODULE, partialSchema } from './compile';
import { schemaFingerprint } from './fingerprint';

export { schemaFingerprint } from './fingerprint';

export interface GeneratedModule {
  /** ES module text: `export const full`, `export const partial` (ajv validate functions) */
  code: string;
  /** the fingerprint of the schema it was generated from (`schemaFingerprint`) */
  fingerprint: string;
}

const REQUIRE = /require\(("(?:[^"\\]|\\.)*")\)\.([A-Za-z_$][\w$]*)/g;

/**
 * One export of a module imported as a namespace, read the same way whether a bundler or Node
 * loaded it: a CommonJS module's `exports.default` is `ns.default` to a bundler but
 * `ns.default.default` to Node, and a named export may sit under `ns.default` only.
 */
const PICK = `function __pick(ns, key) {
  const exports = ns.default;
  if (key === 'default') return exports && typeof exports === 'object' && 'default' in exports ? exports.default : exports;
  return key in ns ? ns[key] : exports == null ? undefined : exports[key];
}`;

/**
 * ajv writes its run-time helpers (and our keyword checks) as `require("…").name` even in ES
 * module output: each becomes an import. `resolve` maps a specifier to the one imported instead.
 */
export function requiresToImports(code: string, resolve: (specifier: string) => string): string {
  const modules = new Map<string, string>();
  const picks = new Map<string, string>();
  const body = code.replace(REQUIRE, (_whole, literal: string, key: string) => {
    const specifier = JSON.parse(literal) as string;
    let ns = modules.get(specifier);
    if (!ns) {
      ns = `__module${modules.size}`;
      modules.set(specifier, ns);
    }
    const name = `${ns}_${key}`;
    picks.set(name, `const ${name} = __pick(${ns}, ${JSON.stringify(key)});`);
    return name;
  });
  if (!modules.size) return body;
  const imports = [...modules].map(([specifier, ns]) => `import * as ${ns} from ${JSON.stringify(resolve(specifier))};`);
  return [...imports, PICK, ...picks.values(), body].join('\n');
}

/**
 * One entity's validators as an ES module: `full` (create) and `partial` (update: no
 * `required`), with `shared` (`schemas/defs.schema.json` …) for its `$ref`s.
 * `keywordsModule` is the specifier the module imports the keyword checks from.
 */
export function generateEntityModule(schema: EntitySchema, shared: readonly object[], keywordsModule: string): GeneratedModule {
  const ajv = createAjv(shared, { code: { source: true, esm: true, lines: false } });
  ajv.addSchema(schema);
  const partial = partialSchema(schema);
  ajv.addSchema(partial);
  const code = standaloneCode(ajv, { full: schema.$id, partial: partial.$id as string });
  return {
    code: requiresToImports(code, (specifier) => (specifier === KEYWORD_CHECKS_MODULE ? keywordsModule : specifier)),
    fingerprint: schemaFingerprint(schema, shared),
  };
}
