import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AdminApiTable, AdminCall, AdminCallAnswer, AdminCallParams } from '../../src/schema/admin-api';
import { envelopeBodyLimit, okEnvelope } from './envelope';
import { describeProblems, problemsFromZod } from './problems';

/** What a handler is given: the request, its path's params by the contract's names, and the one way to answer success. */
export type AdminCallContext<C extends AdminCall> = {
  c: Context;
  param: (name: keyof AdminCallParams<C> & string) => string;
  /** The envelope around `data`, which must be what the contract says the call answers. */
  ok: (data: AdminCallAnswer<C>, status?: 200 | 201 | 202) => Response;
};

export type AdminHandler<C extends AdminCall> = (call: AdminCallContext<C>) => Promise<Response> | Response;

/** One handler per call of a table, typed by that call. */
export type AdminHandlers<T extends AdminApiTable> = { readonly [Name in keyof T]: AdminHandler<T[Name]> };

export type AdminMountOptions = {
  /** Checks every answer against the call's answer schema: a handler that drifts fails loudly (development and tests). */
  checkAnswers: boolean;
  /** Whether the caller may make the call, before its body is read. */
  access?: (name: string, call: AdminCall) => MiddlewareHandler;
  /** What runs around the handler once the body is within its limit (the audit log of writes). */
  around?: (name: string, call: AdminCall) => MiddlewareHandler | null;
};

const passOn: MiddlewareHandler = (_c, next) => next();

/**
 * Mounts every call of `table` at its method and path, each under its own body limit. Refusals
 * stay each handler's own (their status codes and messages are what merchants' scripts know);
 * success goes through `ok`, typed and, when asked, checked by the contract.
 */
export function mountAdminCalls<T extends AdminApiTable>(api: Hono, table: T, handlers: AdminHandlers<T>, options: AdminMountOptions): void {
  for (const name of Object.keys(table)) {
    const call = table[name]!;
    const handler: AdminHandler<AdminCall> = handlers[name]!;
    const access = options.access?.(name, call) ?? passOn;
    const around = options.around?.(name, call) ?? passOn;
    api.on(call.method, call.path, access, envelopeBodyLimit(call.maxBodyBytes), around, (c) =>
      handler({
        c,
        param: (param) => c.req.param(param) ?? '',
        ok: (data, status = 200) => {
          if (options.checkAnswers) {
            const checked = call.answer.safeParse(data);
            if (!checked.success) {
              throw new Error(`The handler of ${name} answered data its contract does not allow: ${describeProblems(problemsFromZod(checked.error, data))}`);
            }
          }
          return okEnvelope(c, data, status);
        },
      }),
    );
  }
}
