import 'reflect-metadata';
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, MODULE_METADATA, PARAMTYPES_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { AdminSessionGuard } from '../admin/auth/admin-session.guard';
import { answerOf, type RouteAnswer } from './answers';

/** One route a controller declares, with the classes its body and query string become. */
export interface DeclaredRoute {
  method: string;
  /** With the global prefix and Nest's `:param` placeholders, e.g. `/api/admin/contacts/:id/timeline`. */
  path: string;
  body?: Type;
  query?: Type;
  /** Whether it answers only with the admin session. */
  adminOnly: boolean;
  /** The status it answers when it succeeds: its `@HttpCode`, else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  /** What it answers then (`@Answers` and its kin); none declared is a gap the OpenAPI test reports. */
  answer?: RouteAnswer;
}

type Import = Type | DynamicModule;

/**
 * Every route of every controller in `root` and the modules it imports, read
 * from their decorators without starting anything: the API reference
 * describes them, and tests that must cover each route notice a new one.
 */
export function declaredRoutes(root: Import): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  const seen = new Set<Import>();
  const visit = (entry: Import) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const module = 'module' in entry ? entry.module : entry;
    const dynamic: Partial<DynamicModule> = 'module' in entry ? entry : {};
    const controllers: Type[] = [...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []), ...(dynamic.controllers ?? [])];
    for (const controller of controllers) routes.push(...routesOf(controller));
    const imports: unknown[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []), ...(dynamic.imports ?? [])];
    for (const imported of imports) if (typeof imported === 'function' || (typeof imported === 'object' && imported !== null && 'module' in imported)) visit(imported as Import);
  };
  visit(root);
  return routes;
}

const guardedByAdmin = (target: object): boolean => ((Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as unknown[]).includes(AdminSessionGuard);

function routesOf(controller: Type): DeclaredRoute[] {
  const prefix: string = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
  return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
    const handler: unknown = controller.prototype[name];
    const path: string | undefined = typeof handler === 'function' ? Reflect.getMetadata(PATH_METADATA, handler) : undefined;
    if (path === undefined || name === 'constructor') return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler as object) as RequestMethod];
    const args: Record<string, { index: number; data?: unknown }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
    const types: Type[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, name) ?? [];
    // Only whole-body and whole-query parameters of a class of their own are DTOs.
    const dtoOf = (kind: RouteParamtypes) =>
      Object.entries(args)
        .filter(([key, arg]) => key.startsWith(`${kind}:`) && arg.data === undefined)
        .map(([, arg]) => types[arg.index])
        .find((type) => type !== Object && type !== String);
    return [
      {
        method,
        path: `/${['api', prefix, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
        body: dtoOf(RouteParamtypes.BODY),
        query: dtoOf(RouteParamtypes.QUERY),
        adminOnly: guardedByAdmin(controller) || guardedByAdmin(handler as object),
        status: Reflect.getMetadata(HTTP_CODE_METADATA, handler as object) ?? (method === 'POST' ? 201 : 200),
        answer: answerOf(handler as object),
      },
    ];
  });
}
