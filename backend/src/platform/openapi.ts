import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ApiErrorSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsContentSecurityPolicy } from './docs-csp.ts';
import { NON_JSON_ANSWERS, OPERATION_SUMMARIES } from './openapi-summaries.ts';

type Transform = typeof jsonSchemaTransform;
type TransformArgs = Parameters<Transform>[0];
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Served by the API process but not the public API: front-end files, debug and test-only routes. */
const isPublicDocumentRoute = (url: string) =>
  url.startsWith('/api/') && !url.includes('/debug/') && !url.startsWith('/api/docs') && url !== '/api/auth/dev-login';

/** "GET /api/lists/{id}/set-default" -> "getListsByIdSetDefault". */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/**
 * Completes each operation the routes declare: a summary, an operationId, tags, security
 * (`[]` for public routes) and the error answers (400 and 404 always, 401 when signed in), so
 * the document passes Redocly's recommended rules. Routes that are not the API are hidden.
 */
const completeOperation: Transform = (args: TransformArgs) => {
  const { url, route } = args;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const schema: RouteSchema = { ...((args.schema ?? {}) as RouteSchema) };
  if (!isPublicDocumentRoute(url)) return { schema: { ...schema, hide: true }, url };
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  schema.summary ??= OPERATION_SUMMARIES[`${method} ${path}`];
  schema.operationId ??= operationIdOf(method, path);
  schema.tags ??= [path.split('/')[2] ?? 'api'];
  schema.security = isPublic ? [] : (schema.security ?? [{ bearerAuth: [] }]);
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, ...(isPublic ? {} : { 401: ApiErrorSchema }) };
  schema.response = { ...errors, ...schema.response };
  return jsonSchemaTransform({ ...args, schema: schema as TransformArgs['schema'] });
};

type TransformObject = typeof jsonSchemaTransformObject;

/** Drops components nothing refers to (schemas registered for other routes' use, or none). */
const withUsedComponentsOnly: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<TransformObject>;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = decodeURIComponent(match[1]!);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit({ ...document, components: { ...document.components, schemas: {} } });
  document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  typeNullableReferences(document);
  foldSingleAllOf(document);
  addNonJsonAnswers(document as { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> });
  return document as ReturnType<TransformObject>;
};

/**
 * A nullable reference comes out as `{nullable: true, allOf: [{$ref}]}`; OpenAPI 3.0 wants the
 * `type` beside `nullable`, and every referenced schema here is an object.
 */
function typeNullableReferences(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(typeNullableReferences);
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  if (node.nullable === true && node.type === undefined && Array.isArray(node.allOf)) node.type = 'object';
  Object.values(node).forEach(typeNullableReferences);
}

/** `{allOf: [X]}` and nothing else is X (an alias such as UpdateListRequest = CreateListRequest). */
function foldSingleAllOf(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(foldSingleAllOf);
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  if (Object.keys(node).length === 1 && Array.isArray(node.allOf) && node.allOf.length === 1) {
    const [only] = node.allOf as unknown[];
    delete node.allOf;
    Object.assign(node, only);
  }
  Object.values(node).forEach(foldSingleAllOf);
}

function addNonJsonAnswers(document: { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> }): void {
  for (const [operation, answers] of Object.entries(NON_JSON_ANSWERS)) {
    const [method, path] = operation.split(' ') as [string, string];
    const described = document.paths?.[path]?.[method.toLowerCase()];
    if (described) described.responses = { ...answers, ...described.responses };
  }
}

/** OpenAPI generated from the routes' zod schemas; the UI is served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Folio API',
        description: 'Event-sourced portfolio tracker. Commands answer once their events are in the read models.',
        version,
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: completeOperation,
    transformObject: withUsedComponentsOnly,
  });
  // The docs are for visitors too (the hook must exist before swagger-ui adds its routes).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  // API answers are JSON and need no CSP (helmet's is off); the docs page brings its own
  // (docs-csp.ts), and no validator badge, which would send the document's address elsewhere.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsContentSecurityPolicy(),
    uiConfig: { docExpansion: 'list', validatorUrl: null },
  });
}
