import { NotFoundException, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type passport from 'passport';
import { DataSource } from 'typeorm';

import { AppModule } from './app.module';
import { CatalogService } from './catalog/catalog.service';
import { csrf } from './auth/csrf';
import { initializePassportOnce, PASSPORT, sessionUser } from './auth/passport-setup';
import { SessionEntity } from './auth/session.entity';
import { absoluteSessionLifetime } from './auth/request-session';
import { createSessionMiddleware, isSessionlessRead, SESSION_COOKIE } from './auth/session-middleware';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { StrictValidationPipe } from './common/strict-validation.pipe';
import type { AppConfig } from './config/app-config';
import { FEED_MAX_CHARACTERS } from '@sahha/contracts/catalog-admin';
import { PRICE_ALERT_API } from '@sahha/contracts/price-alerts';
import { SEO_ROOT_ROUTES } from './seo/seo.controller';
import { createStaticSiteRouter, isApiPath } from './static-site/static-site';

export const API_PREFIX = 'api';
export const JSON_BODY_LIMIT = '100kb';
/** The admin Catalog area's feed calls (paths below /api): a merchant feed of up to FEED_MAX_CHARACTERS travels as JSON text. */
export const FEED_IMPORT_PATHS: readonly string[] = ['/admin/catalog/feed/preview', '/admin/catalog/feed/apply'];
/** Four bytes per character (UTF-8 and JSON escapes of tabs, line breaks and quotes) and room for the matches. */
export const FEED_BODY_LIMIT = `${Math.ceil((FEED_MAX_CHARACTERS * 4) / 1_000_000) + 2}mb`;

function contentSecurityPolicy(upgradeInsecure: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    // Only on a request that came over https: on http://localhost it would break every sub-resource.
    ...(upgradeInsecure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Everything main.ts applies to the Nest app, shared with the API tests so they exercise the
 * exact production pipeline. Order matters: security headers, then the static site (which lets
 * /api through), then body parser, session, passport and CSRF check for /api, then the Nest routes.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  // Which proxies' X-Forwarded-For/-Proto are believed: none unless TRUST_PROXY says so, so a
  // client cannot claim another IP (rate limits) or https (Secure cookies) by sending the header.
  app.set('trust proxy', config.trustProxy === false ? false : config.trustProxy);
  app.disable('x-powered-by');

  const headersFor = (upgradeInsecure: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(upgradeInsecure) },
      frameguard: { action: 'deny' },
    });
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (req.secure ? overHttps : overHttp)(req, res, next));
  // The site's HTML, JS and fonts go out compressed (~70% smaller on the first visit). /api
  // responses do not: they can carry a CSRF token or account data beside text the request
  // reflects, the pattern compression side channels (BREACH) need, and they are small anyway.
  // Neither middleware is entered for /api at all: compression would still wrap every response
  // only for its filter to refuse it, and the site router would match its dozen routes first
  // (together ~5 % of a JSON request's CPU in bench:api profiles, docs/quality.md).
  const compress = compression();
  const authenticator = app.get<passport.Authenticator>(PASSPORT);
  initializePassportOnce(authenticator, (app.getHttpAdapter().getInstance() as express.Express).request);
  // Who sent a request, from its session cookie: for /api, and for a page, which names its
  // signed-in requester (static-site/page-session.ts). One store and one cookie policy for both.
  const readSession = express
    .Router()
    .use(
      createSessionMiddleware(config, app.get(DataSource).getRepository(SessionEntity)),
      sessionUser(authenticator),
      absoluteSessionLifetime,
    );
  // A page with a member's e-mail address is compressed too: it reflects nothing a request sends
  // (a snapshot is chosen by path, never with a query), which compression side channels need.
  const catalog = app.get(CatalogService);
  const logger = app.get(Logger);
  const site = createStaticSiteRouter(config, readSession, {
    // The same answer as GET /api/products/:id (its 404 is null here): live prices, never a snapshot.
    productFor: (id) => catalog.detail(id).catch((error: unknown) => (error instanceof NotFoundException ? null : Promise.reject(error))),
    // A server bundle that fails or is slow costs the visitor nothing (the browser renders the page), so operators must hear of it.
    onRender: (outcome) => {
      if (outcome.kind === 'fallback') logger.warn({ reason: outcome.reason, ms: outcome.ms, err: outcome.error }, 'product page rendered in the browser: server bundle did not render');
    },
  });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (isApiPath(req.path) ? next() : compress(req, res, next)));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (isApiPath(req.path) ? next() : site(req, res, next)));
  const json = express.json({ limit: JSON_BODY_LIMIT });
  const feedJson = express.json({ limit: FEED_BODY_LIMIT });
  const isFeedImport = (req: express.Request) => req.method === 'POST' && FEED_IMPORT_PATHS.includes(req.path);
  app.use(
    `/${API_PREFIX}`,
    (req: express.Request, res: express.Response, next: express.NextFunction) => (isFeedImport(req) ? next() : json(req, res, next)),
    (req: express.Request, res: express.Response, next: express.NextFunction) => (isSessionlessRead(req) ? next() : readSession(req, res, next)),
    // Personal by default: every API answer is no-store unless its route says it may be cached
    // (public catalog and content routes set their own Cache-Control, which replaces this one).
    (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    // A mail client's one-click unsubscribe carries no session and cannot read a CSRF token; the
    // token in its address is its only authority, and all it can do is stop that one alert.
    (req: express.Request, res: express.Response, next: express.NextFunction) =>
      req.method === 'POST' && `${req.baseUrl}${req.path}` === PRICE_ALERT_API.oneClickUnsubscribe ? next() : csrf.csrfSynchronisedProtection(req, res, next),
    // A feed may be megabytes: its body is read only for a signed-in admin whose CSRF token passed,
    // so nobody else can make the server read more than the usual limit. Others get the guard's 401 or 403.
    (req: express.Request, res: express.Response, next: express.NextFunction) =>
      isFeedImport(req) && (req.user as { role?: string } | undefined)?.role === 'admin' ? feedJson(req, res, next) : next(),
  );

  // /sitemap.xml and /robots.txt live at the site root.
  app.setGlobalPrefix(API_PREFIX, { exclude: SEO_ROOT_ROUTES });
  app.useGlobalFilters(new ApiExceptionFilter());
  // One message per invalid field: the client shows them as they are.
  app.useGlobalPipes(new StrictValidationPipe());
  app.enableShutdownHooks();

  // The route map of the API is not published in production unless API_DOCS=true.
  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Sahha API').setVersion('1').addCookieAuth(SESSION_COOKIE).build(),
    );
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  }
}

/** Builds, configures and initialises the app (database connected, migrated, seeded) without listening. */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, extraModules), {
    bodyParser: false,
    bufferLogs: true,
    // Let the caller decide: main exits with a message, tests see the error.
    abortOnError: false,
  });
  configureApp(app, config);
  await app.init();
  return app;
}
