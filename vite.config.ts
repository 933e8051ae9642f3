import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import type { EntitySchema } from './src/lib/schema/types';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends them as they
 * are (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Dependencies' code the console never runs, kept out of the login page's JavaScript
 * (issue 11 §4). Each rewrite fails the build when its target changes, so an upgrade is noticed.
 * - node-polyglot (react-admin's translations) requires the `object.entries` polyfill and with it
 *   a dozen ES-shim packages: every browser the console supports has Object.entries.
 * - react-admin's default router adapter makes a hash *data* router when it finds no router
 *   around it; the console always renders it inside its BrowserRouter, so that branch never
 *   runs. Its import of createHashRouter/RouterProvider alone put react-router's whole data
 *   router (loaders, actions, fetchers) into the entry chunk, since the login page shares
 *   react-router with the console.
 */
function leanDependencies(): Plugin {
  const NATIVE_ENTRIES = '\0native-object-entries';
  const ADAPTER = /ra-core\/dist\/routing\/adapters\/reactRouterProvider\.js$/;
  const DATA_ROUTER_IMPORT = 'createHashRouter, RouterProvider as ReactRouterProvider, ';
  return {
    name: 'console-lean-dependencies',
    enforce: 'pre',
    resolveId(source) {
      return source === 'object.entries' ? NATIVE_ENTRIES : null;
    },
    load(id) {
      return id === NATIVE_ENTRIES ? 'module.exports = Object.entries;' : null;
    },
    transform(code, id) {
      if (!ADAPTER.test(id)) return null;
      if (!code.includes(DATA_ROUTER_IMPORT)) throw new Error(`${id}: react-admin's router adapter changed; review leanDependencies() in vite.config.ts`);
      const stub = [
        'const createHashRouter = () => { throw new Error("react-admin must render inside the console\'s BrowserRouter"); };',
        'const ReactRouterProvider = () => null;',
      ].join('\n');
      return { code: `${code.replace(DATA_ROUTER_IMPORT, '')}\n${stub}\n`, map: null };
    },
  };
}

/**
 * React's CommonJS modules seen from the console's ES modules through bindings made once. The
 * bundler (rolldown) reads a CommonJS module's exports through a getter on every access, so each
 * hook call and each JSX element of every render went through one (rolldown/rolldown#8719, about
 * a tenth of a 100-row list's render; issue 11 §4, `npm run bench`). Here `import … from 'react'`
 * in ES code resolves to a module that copies React's exports into constants at load; CommonJS
 * `require('react')` (react-dom) keeps the real module. The export names come from the package.
 */
function directReactBindings(): Plugin {
  const FACADES: Record<string, string> = { react: '\0direct:react', 'react/jsx-runtime': '\0direct:react/jsx-runtime', 'react-dom': '\0direct:react-dom' };
  const sourceOf = new Map(Object.entries(FACADES).map(([source, id]) => [id, source]));
  const require = createRequire(import.meta.url);
  return {
    name: 'console-direct-react-bindings',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const facade = FACADES[source];
      if (!facade || importer === facade || options.kind === 'require-call') return null;
      return facade;
    },
    load(id) {
      const source = sourceOf.get(id);
      if (!source) return null;
      const names = Object.keys(require(source) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      if (names.length === 0) throw new Error(`${source} exports nothing; review directReactBindings() in vite.config.ts`);
      return [`import Module from ${JSON.stringify(source)};`, `export const { ${names.join(', ')} } = Module;`, 'export default Module;'].join('\n');
    },
  };
}

/**
 * `virtual:entity-validators`: ajv's standalone code of every entity of schemas/, generated at
 * build time, one lazily imported module per entity (src/framework/schema/validators.ts loads
 * the one a page needs). The browser then needs neither ajv nor `new Function`.
 */
function entityValidators(): Plugin {
  const INDEX = 'virtual:entity-validators';
  const ENTITY = 'virtual:entity-validator/';
  const dir = resolve(ROOT, 'schemas');
  const keywords = resolve(ROOT, 'src/lib/validation/keywords.ts');
  // loaded by tsx rather than bundled into this config: src/ imports without file extensions
  type Standalone = typeof import('./src/lib/validation/standalone.ts');
  let standalone: Promise<Standalone> | undefined;
  const generator = () => (standalone ??= tsImport('./src/lib/validation/standalone.ts', import.meta.url) as Promise<Standalone>);
  const read = () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.schema.json')).sort();
    const json = files.map((name) => ({ name: name.replace(/\.schema\.json$/, ''), file: join(dir, name), schema: JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown> }));
    return { entities: json.filter((f) => 'x-ui' in f.schema), shared: json.filter((f) => !('x-ui' in f.schema)).map((f) => f.schema), files: json.map((f) => f.file) };
  };
  return {
    name: 'console-entity-validators',
    resolveId(source) {
      return source === INDEX || source.startsWith(ENTITY) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:entity-validator')) return null;
      const { generateEntityModule, schemaFingerprint } = await generator();
      const { entities, shared, files } = read();
      for (const file of files) this.addWatchFile(file);
      if (id === `\0${INDEX}`) {
        const rows = entities.map(({ name, schema }) => {
          const fingerprint = schemaFingerprint(schema, shared);
          return `  ${JSON.stringify(schema.$id)}: { fingerprint: ${JSON.stringify(fingerprint)}, load: () => import(${JSON.stringify(ENTITY + name)}) },`;
        });
        return `export const generated = {\n${rows.join('\n')}\n};\n`;
      }
      const entity = entities.find((e) => `\0${ENTITY}${e.name}` === id);
      if (!entity) throw new Error(`${id}: no such schema in ${dir}`);
      return generateEntityModule(entity.schema as unknown as EntitySchema, shared, keywords).code;
    },
  };
}

/**
 * `virtual:locale-part/{language}/{login|console|pages}`: the parts of a locale file
 * (src/lib/localeParts.ts). The login page loads the first, the console's code the second, the
 * first page past the dashboard the third: the strings of ~100 pages weigh on neither the login
 * page nor the first page.
 */
export function localeParts(): Plugin {
  const PREFIX = 'virtual:locale-part/';
  type Parts = typeof import('./src/lib/localeParts.ts');
  let parts: Promise<Parts> | undefined;
  const splitter = () => (parts ??= tsImport('./src/lib/localeParts.ts', import.meta.url) as Promise<Parts>);
  return {
    name: 'console-locale-parts',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, part] = id.slice(PREFIX.length + 1).split('/');
      if (!language || !/^(en|zh-CN|zh-TW)$/.test(language) || (part !== 'login' && part !== 'console' && part !== 'pages')) throw new Error(`${id}: no such locale part`);
      const file = resolve(ROOT, 'locales', `${language}.json`);
      this.addWatchFile(file);
      const { splitMessages } = await splitter();
      const messages = splitMessages(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[part];
      // JSON.parse of a string literal: faster to start than the same object as a JS literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}

/** `npm run dev`: Vite on :5173 with the API, socket and runtime config proxied to the reference server. */
const target = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [directReactBindings(), leanDependencies(), entityValidators(), localeParts(), react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/ws': { target: target.replace(/^http/, 'ws'), ws: true },
      '/config.json': { target, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
