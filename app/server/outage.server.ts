/**
 * A database outage is not a sign-out and not a bug (issue 13, finding 10): whatever loader, action
 * or middleware of any route fails because the database cannot be reached, the answer is the 503
 * "try again, you stay signed in" page — for documents and for the `.data` requests of client
 * navigations and fetchers alike (decision 0049).
 *
 * One place for every route: the server build's route modules are wrapped once, before React Router's
 * request handler derives its routes from them. React Router offers no hook for it otherwise: a
 * loader's error never reaches a middleware (`next()` resolves with the rendered error page), and
 * `handleError` can only log. Everything else a route throws passes through untouched.
 */
import type { ServerBuild } from "react-router";
import { databaseUnavailable, errorCodeOf, isDatabaseUnavailable } from "./db/unavailable.server";
import { logger } from "./logger.server";

type RouteModule = ServerBuild["routes"][string] extends infer R ? (R extends { module: infer M } ? M : never) : never;
type Handler = (args: { request: Request }) => unknown;
type Middleware = (args: { request: Request }, next: () => Promise<unknown>) => unknown;

function translate(error: unknown, request: Request, routeId: string): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  // Only the route and the error's code: the failed query's text can carry tokens and personal data.
  logger.error({ route: routeId, method: request.method, code: errorCodeOf(error) }, "database unavailable");
  return databaseUnavailable(request);
}

function guardHandler<F extends Handler>(routeId: string, handler: F): F {
  return (async (args: Parameters<F>[0]) => {
    try {
      return await handler(args);
    } catch (error) {
      throw translate(error, args.request, routeId);
    }
  }) as F;
}

function guardMiddleware<F extends Middleware>(routeId: string, middleware: F): F {
  return (async (args: Parameters<F>[0], next: Parameters<F>[1]) => {
    try {
      return await middleware(args, next);
    } catch (error) {
      throw translate(error, args.request, routeId);
    }
  }) as F;
}

function guardModule(routeId: string, module: RouteModule): RouteModule {
  const guarded = { ...module } as Record<string, unknown>;
  if (typeof module.loader === "function") guarded.loader = guardHandler(routeId, module.loader as Handler);
  if (typeof module.action === "function") guarded.action = guardHandler(routeId, module.action as Handler);
  if (Array.isArray(module.middleware)) guarded.middleware = (module.middleware as Middleware[]).map((m) => guardMiddleware(routeId, m));
  return guarded as unknown as RouteModule;
}

/** The build with every route's loader, action and middleware answering a database outage with 503. */
export function withOutageAnswers(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = route ? { ...route, module: guardModule(id, route.module) } : route;
  }
  return { ...build, routes };
}
