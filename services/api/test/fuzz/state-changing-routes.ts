import { METHODS } from 'node:http';

import type { NestExpressApplication } from '@nestjs/platform-express';

import type { SchemaObject } from './malformed-bodies';

export const STATE_CHANGING_METHODS = ['post', 'put', 'patch', 'delete'] as const;
export type StateChangingMethod = (typeof STATE_CHANGING_METHODS)[number];

export interface StateChangingRoute {
  method: StateChangingMethod;
  /** Express pattern, e.g. /api/products/:id/ratings. */
  path: string;
  /** The request body schema from the OpenAPI document; undefined when the route documents none. */
  body: SchemaObject | undefined;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: SchemaObject }> } }>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/**
 * Nest mounts middleware bound with forRoutes (nestjs-pino's request logger) as an Express route
 * that answers every HTTP method on a wildcard path and always calls next(): no endpoint of its own.
 */
function isMiddlewareCatchAll(route: NonNullable<ExpressLayer['route']>): boolean {
  return route.path.includes('*') && METHODS.every((method) => route.methods[method.toLowerCase()] === true);
}

/** /api/products/:id/ratings → /api/products/{id}/ratings */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/**
 * Every POST/PUT/PATCH/DELETE route under /api as Express will dispatch it, read from the
 * router at run time so a new controller method is fuzzed without touching the test, with its
 * body schema from the OpenAPI document the app serves.
 */
export function stateChangingRoutes(app: NestExpressApplication, document: OpenApiDocument): StateChangingRoute[] {
  const layers = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router.stack;
  const routes: StateChangingRoute[] = [];
  for (const { route } of layers) {
    if (route === undefined || !route.path.startsWith('/api/') || isMiddlewareCatchAll(route)) continue;
    for (const method of STATE_CHANGING_METHODS) {
      if (route.methods[method] !== true) continue;
      const schema = document.paths[toOpenApiPath(route.path)]?.[method]?.requestBody?.content?.['application/json']?.schema;
      routes.push({ method, path: route.path, body: schema });
    }
  }
  return routes;
}

/** The state-changing operations the OpenAPI document lists, as "post /api/login". */
export function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => (STATE_CHANGING_METHODS as readonly string[]).includes(method))
      .map((method) => `${method} ${path}`),
  );
}
