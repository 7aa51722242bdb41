import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { defaultRemoteManifest, type CurrentUserResponse, type PrerenderedSite } from '@sahha/contracts';
import { SESSION_SCRIPT_ID } from '@sahha/contracts/page-session';
import request from 'supertest';

import { SIGNED_IN_PAGE_CACHE_CONTROL } from '../src/static-site/page-session';
import { ApiClient, newAccount, sessionCookieOf } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

// The built shell's shape: minified, with its one script (theme-init.js) in the head.
const SHELL_HTML =
  '<!doctype html><head><title>Sahha</title><meta name=description content="Supplement guidance"><script src="/theme-init.js"></script></head><div id=root></div>';
const SNAPSHOT_ORIGIN = 'http://127.0.0.1:4010';

function prerenderedSite(): string {
  const site: PrerenderedSite = {
    version: 1,
    shellIndexSha256: createHash('sha256').update(SHELL_HTML).digest('hex'),
    remotes: defaultRemoteManifest(),
    origin: SNAPSHOT_ORIGIN,
    pages: {
      '/about': { title: 'About | Sahha', description: 'Who we are', head: '', css: '.about{color:teal}', body: '<main><h1>About Sahha</h1></main>' },
    },
  };
  return JSON.stringify(site);
}

/** The shell itself, a prerendered page and a remote's route. */
const PAGES = ['/', '/about', '/quiz'];
const VISITOR_CACHE_CONTROL = 'no-cache';

const SESSION_SCRIPT = new RegExp(`<script type="application/json" id="${SESSION_SCRIPT_ID}">([^<]*)</script>`, 'g');

/** Every session script of a page, parsed as the shell parses it. */
function namedIn(html: string): CurrentUserResponse[] {
  return [...html.matchAll(SESSION_SCRIPT)].map((match) => JSON.parse(match[1]!) as CurrentUserResponse);
}

describe.each(testDatabases())('pages name their signed-in requester on $name', (db) => {
  let staticRoot: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-page-session-'));
    mkdirSync(join(staticRoot, 'shell'), { recursive: true });
    mkdirSync(join(staticRoot, 'prerendered'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell/index.html'), SHELL_HTML);
    writeFileSync(join(staticRoot, 'prerendered/pages.json'), prerenderedSite());
    app = await createTestApp({ database: await db.create(), env: { STATIC_ROOT: staticRoot, THROTTLE_AUTH_LIMIT: '1000' } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  async function member(name?: string): Promise<{ client: ApiClient; answer: CurrentUserResponse; cookie: string }> {
    const client = new ApiClient(app);
    const registered = await client.register(newAccount(name === undefined ? {} : { name }), 201);
    const answer = (await client.agent.get('/api/session').expect(200)).body as CurrentUserResponse;
    expect(answer.user?.id).toBe(registered.body.user.id);
    return { client, answer, cookie: sessionCookieOf(registered)! };
  }

  it("leaves a visitor's pages as they were: no one named, the same caching, no session started", async () => {
    for (const path of PAGES) {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(namedIn(res.text)).toEqual([]);
      expect(res.text).not.toContain(SESSION_SCRIPT_ID);
      expect(res.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The prerendered page is still served as one.
    expect((await request(app.getHttpServer()).get('/about').expect(200)).text).toContain('<h1>About Sahha</h1>');
  });

  it("names a member in each page exactly as GET /api/session does, and keeps the page out of every cache", async () => {
    const { client, answer, cookie } = await member();
    for (const path of PAGES) {
      const res = await client.agent.get(path).expect(200);
      expect(namedIn(res.text)).toEqual([answer]);
      expect(res.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
      // Nothing of the session itself: neither the cookie's value nor the bare session id.
      const sessionId = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
      expect(res.text).not.toContain(sessionId);
    }
    const about = await client.agent.get('/about').expect(200);
    expect(about.text).toContain('<div id="root" data-prerendered=""><main><h1>About Sahha</h1></main></div>');
    // HEAD answers as GET does, without the page.
    const head = await client.agent.head('/').expect(200);
    expect(head.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
  });

  it('names only the requester: two members in turn, then a visitor, then the first member signed out', async () => {
    const first = await member();
    const second = await member();
    expect(namedIn((await first.client.agent.get('/').expect(200)).text)).toEqual([first.answer]);
    expect(namedIn((await second.client.agent.get('/quiz').expect(200)).text)).toEqual([second.answer]);
    expect(namedIn((await first.client.agent.get('/about').expect(200)).text)).toEqual([first.answer]);

    const visitor = await request(app.getHttpServer()).get('/').expect(200);
    expect(namedIn(visitor.text)).toEqual([]);
    expect(visitor.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);

    await first.client.logout(200);
    const signedOut = await first.client.agent.get('/').expect(200);
    expect(namedIn(signedOut.text)).toEqual([]);
    expect(signedOut.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    // A stolen-looking cookie names no one either.
    const forged = await request(app.getHttpServer()).get('/').set('Cookie', `${first.cookie.split('=')[0]}=s%3Aforged.signature`).expect(200);
    expect(namedIn(forged.text)).toEqual([]);
  });

  it('keeps a hostile name inside its script element: no markup, no script, no copied page parts', async () => {
    // `</script>` and `<!--` would end or bend the element; `$'` and `$&` are replacement patterns of String.replace.
    const name = `</script><script>alert(1)</script><!--<img src=x onerror=alert(2)>$'$&`;
    const { client, answer } = await member(name);
    expect(answer.user?.name).toBe(name);
    const visitorPage = (await request(app.getHttpServer()).get('/').expect(200)).text;
    const res = await client.agent.get('/').expect(200);

    expect(namedIn(res.text)).toEqual([answer]);
    // The page is the visitor's plus the one script element: nothing else opened or closed.
    const [scriptElement, scriptText] = [...res.text.matchAll(SESSION_SCRIPT)][0]!;
    expect(res.text.replace(scriptElement, '')).toBe(visitorPage);
    expect(scriptText).not.toMatch(/[<>&]/);
    expect(res.text).not.toContain('alert(1)</script>');
    expect(res.text).not.toContain('<img');
  });
});
