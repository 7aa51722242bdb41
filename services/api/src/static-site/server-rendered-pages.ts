import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin, RemoteEntryExports } from '@module-federation/runtime/types';
import {
  type PrerenderedPage,
  PRERENDERED_HEAD_ATTRIBUTE,
  REMOTE_ENTRY_FILE,
  REMOTE_RELEASE_VERSION_PATTERN,
  REMOTE_RELEASES_FOLDER,
  type RemoteDefinition,
} from '@sahha/contracts';
import { SERVER_RENDERED_OUTLET, type ServerRenderedContent } from '@sahha/contracts/server-render';

import { jsonForScriptElement } from './page-session';

/**
 * However the server bundle fails, the visitor is not kept waiting longer than this for the page:
 * past it the page goes out as the plain shell and the browser renders it, as before server rendering.
 */
export const SERVER_RENDER_TIMEOUT_MS = 150;

/** Beside each remote's browser build (libs/mf-runtime/webpack/create-config.js, SERVER_BUNDLE_FOLDER). */
export const SERVER_BUNDLE_FOLDER = 'server';
/** The module every server bundle exposes. */
export const SERVER_EXPOSED_MODULE = './server';

/**
 * The server bundle released with the browser remote the manifest names: `/remotes/<folder>/remoteEntry.js`
 * is `<static root>/<folder>/server/remoteEntry.js`, a release `/remotes/<folder>/releases/<version>/remoteEntry.js`
 * is `<static root>/releases/<folder>/<version>/server/remoteEntry.js`. A remote served from another
 * origin (docker-compose's containers) has none here: null, and its pages are rendered in the browser.
 */
export function serverBundleFileFor(entryUrl: string | undefined, staticRoot: string, remote: RemoteDefinition): string | null {
  if (entryUrl === undefined) return null;
  const base = `/remotes/${remote.folder}/`;
  if (!entryUrl.startsWith(base)) return null;
  const rest = entryUrl.slice(base.length);
  if (rest === REMOTE_ENTRY_FILE) return resolve(staticRoot, remote.folder, SERVER_BUNDLE_FOLDER, REMOTE_ENTRY_FILE);
  const [releases, version, file, ...more] = rest.split('/');
  if (releases !== REMOTE_RELEASES_FOLDER || file !== REMOTE_ENTRY_FILE || more.length > 0) return null;
  if (version === undefined || !REMOTE_RELEASE_VERSION_PATTERN.test(version)) return null;
  const releasesRoot = resolve(staticRoot, REMOTE_RELEASES_FOLDER, remote.folder);
  const bundle = resolve(releasesRoot, version, SERVER_BUNDLE_FOLDER, REMOTE_ENTRY_FILE);
  return bundle.startsWith(releasesRoot + sep) ? bundle : null;
}

/** The folder the browser loads the remote's files from: its images in the server-rendered markup point there. */
export function browserAssetBase(entryUrl: string): string {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

/**
 * The Module Federation runtime reads a Node remote's entry with fetch, which has no file: URLs: a
 * runtime plugin reads those from the disk and runs them as CommonJS, as the runtime does with what
 * it fetches (require and __dirname are the file's, so a chunk beside it would resolve), so a
 * server bundle is used where the release tool put it, beside its browser build.
 */
function localFiles(): ModuleFederationRuntimePlugin {
  return {
    name: 'sahha-local-server-bundles',
    loadEntry: async ({ remoteInfo }) => {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const file = fileURLToPath(remoteInfo.entry.split('?')[0] ?? remoteInfo.entry);
      const source = await readFile(file, 'utf8');
      const module = { exports: {} as RemoteEntryExports };
      const run = new Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: file }).runInThisContext();
      run(module.exports, module, createRequire(file), dirname(file), file);
      return module.exports;
    },
  };
}

/**
 * The server bundles loaded in this process, one per remote: the one the manifest names now. A new
 * release (another file, or the same one rebuilt) replaces it on the next request that needs it;
 * its entry is registered under a name of its own, so the runtime never hands back the older container.
 */
export class ServerBundles {
  private readonly federation: ModuleFederation = createInstance({ name: 'sahha_api', remotes: [], plugins: [localFiles()] });
  private readonly loaded = new Map<string, { version: string; module: Promise<unknown> }>();

  async load<Module>(remote: RemoteDefinition, file: string): Promise<Module> {
    const { mtimeMs, size } = await stat(file);
    const version = `${file}:${mtimeMs}:${size}`;
    const current = this.loaded.get(remote.name);
    if (current?.version === version) return current.module as Promise<Module>;
    const module = this.loadVersion(remote, file, version);
    this.loaded.set(remote.name, { version, module });
    // A failed load is tried again by the next request, not remembered.
    module.catch(() => {
      if (this.loaded.get(remote.name)?.module === module) this.loaded.delete(remote.name);
    });
    return module as Promise<Module>;
  }

  private async loadVersion(remote: RemoteDefinition, file: string, version: string): Promise<unknown> {
    const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`;
    this.federation.registerRemotes([{ name: remote.name, entry: url, entryGlobalName: `${remote.name}@${version}` }], { force: true });
    const module = await this.federation.loadRemote(`${remote.name}/${SERVER_EXPOSED_MODULE.slice(2)}`);
    if (module === null || module === undefined) throw new Error(`${remote.name} exposes no ${SERVER_EXPOSED_MODULE}`);
    return module;
  }
}

export type RenderOutcome =
  | { kind: 'rendered'; content: ServerRenderedContent; ms: number }
  | { kind: 'fallback'; reason: 'failed' | 'timeout'; error?: unknown; ms: number };

/**
 * Loads and renders within `timeoutMs`, or says why not. A render is synchronous (React's
 * renderToString), so one that runs long cannot be cut short in this process: it is finished, then
 * thrown away like one that timed out, and the page is rendered in the browser.
 */
export async function renderWithin(render: () => Promise<ServerRenderedContent>, timeoutMs = SERVER_RENDER_TIMEOUT_MS): Promise<RenderOutcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), timeoutMs);
  });
  try {
    const result = await Promise.race([render(), timeout]);
    if (result === 'timeout' || elapsed() > timeoutMs) return { kind: 'fallback', reason: 'timeout', ms: elapsed() };
    if (!isServerRenderedContent(result)) return { kind: 'fallback', reason: 'failed', error: new Error('not a rendered page'), ms: elapsed() };
    return { kind: 'rendered', content: result, ms: elapsed() };
  } catch (error) {
    return { kind: 'fallback', reason: 'failed', error, ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}

function isServerRenderedContent(value: unknown): value is ServerRenderedContent {
  const content = value as Partial<ServerRenderedContent> | null;
  return (
    typeof content === 'object' &&
    content !== null &&
    typeof content.html === 'string' &&
    typeof content.css === 'string' &&
    (content.title === null || typeof content.title === 'string') &&
    (content.jsonLd === null || typeof content.jsonLd === 'object')
  );
}

/**
 * Every form control disabled, as in a prerendered snapshot: a click or a keystroke before the app
 * takes over would be lost. React escapes `<` in text, so only real tags match.
 */
export function withControlsDisabled(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=[\s>/])/g, '<$1 disabled=""');
}

/**
 * The frame (the shell around the route, prerendered without the remote) with the route's
 * server-rendered markup in its outlet: a page renderPrerenderedPage puts into the shell's HTML,
 * so the take-over treats it as any snapshot, its controls disabled likewise. Structured data goes in as JSON that cannot leave its
 * element; a type the browser does not run needs no CSP nonce. Null when the frame has no outlet.
 */
export function serverRenderedPage(frame: PrerenderedPage, content: ServerRenderedContent): PrerenderedPage | null {
  if (!frame.body.includes(SERVER_RENDERED_OUTLET)) return null;
  const jsonLd =
    content.jsonLd === null
      ? ''
      : `<script type="application/ld+json" ${PRERENDERED_HEAD_ATTRIBUTE}="">${jsonForScriptElement(content.jsonLd)}</script>`;
  return {
    title: content.title ?? frame.title,
    description: frame.description,
    head: `${frame.head}${jsonLd}`,
    css: `${frame.css}${content.css}`,
    body: frame.body.replace(SERVER_RENDERED_OUTLET, () => withControlsDisabled(content.html)),
  };
}
