import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { PRERENDERED_HEAD_ATTRIBUTE, PRERENDERED_SITE_FILE } from '@sahha/contracts';
import { SERVER_RENDERED_OUTLET } from '@sahha/contracts/server-render';
import { PENDING_CONTENT_SELECTOR } from '@sahha/ui';

const repoRoot = path.resolve(__dirname, '..');

/** What tools/prerender.mjs exports, as plain data (it is an ES module; Jest here runs CommonJS). */
function prerenderTool(paths: string[]): { markers: Record<string, string>; prerendered: string[] } {
  const script = `import('./tools/prerender.mjs').then((tool) => console.log(JSON.stringify({
    markers: { head: tool.PRERENDERED_HEAD_ATTRIBUTE, pending: tool.PENDING_CONTENT_SELECTOR, file: tool.PRERENDERED_SITE_FILE, outlet: tool.SERVER_RENDERED_OUTLET },
    prerendered: ${JSON.stringify(paths)}.filter(tool.isStaticPublicRoute),
  })))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('tools/prerender.mjs', () => {
  it('uses the markers the server and the shell use', () => {
    expect(prerenderTool([]).markers).toEqual({
      head: PRERENDERED_HEAD_ATTRIBUTE,
      pending: PENDING_CONTENT_SELECTOR,
      file: PRERENDERED_SITE_FILE,
      outlet: SERVER_RENDERED_OUTLET,
    });
  });

  it('prerenders the pages that are the same for every visitor, and nothing that changes per visitor or by the hour', () => {
    const staticPages = ['/', '/about', '/staying-strong', '/blog', '/blog/supplement-stacks-that-work', '/feedback', '/faq', '/privacy', '/quiz'];
    const livePages = ['/results', '/my-results', '/products/vitamin-d', '/research', '/progress', '/auth', '/admin/feedback', '/search', '/blog/a/b'];
    expect(prerenderTool([...staticPages, ...livePages]).prerendered).toEqual(staticPages);
  });
});
