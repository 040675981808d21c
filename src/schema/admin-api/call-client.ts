import type { z } from 'zod';
import { adminPath, type AdminApiTable, type AdminCall, type AdminCallBody, type AdminCallData, type AdminCallParams, type AdminCallQuery } from './contract';

/*
 * A typed client of the admin calls of a table it is given, whatever carries the requests. It
 * imports no table itself: the back office builds one per page from the areas that page calls
 * (src/admin/api.ts), so an area's schemas load with its page; `createAdminClient` (./client.ts)
 * is the same client over every call, for the command line.
 */

/** One answer as it came: the HTTP status and the envelope. */
export type AdminAnswer = { status: number; code: number; msg: string; data: unknown };

/** Sends one request to the admin API; `path` is under `/api/admin`; `headers` such as If-Match. */
export type AdminTransport = (method: AdminCall['method'], path: string, body?: unknown, headers?: Readonly<Record<string, string>>) => Promise<AdminAnswer>;

/** The shop said no: its status and the envelope's message (and data, where it names problems). */
export class AdminRefusal extends Error {
  constructor(readonly answer: AdminAnswer) {
    super(answer.msg);
    this.name = 'AdminRefusal';
  }
}

/** A body sent as it was read (a merchant's file): the shop alone checks it, and names each problem by its path. */
export class UncheckedBody {
  constructor(readonly value: unknown) {}
}

type ParamsInput<C extends AdminCall> = [keyof AdminCallParams<C>] extends [never] ? { params?: undefined } : { params: AdminCallParams<C> };
type QueryInput<C extends AdminCall> = C['query'] extends z.ZodType ? { query?: AdminCallQuery<C> } : { query?: undefined };
type BodyInput<C extends AdminCall> = C['request'] extends z.ZodType
  ? { body: AdminCallBody<C> | UncheckedBody }
  : C['upload'] extends 'bytes'
    ? { body: Uint8Array }
    : { body?: undefined };

/** What one call takes: its path's params, its query and its body, each only where the contract has them, and any headers (If-Match). */
export type AdminCallInputs<C extends AdminCall> = ParamsInput<C> & QueryInput<C> & BodyInput<C> & { headers?: Readonly<Record<string, string>> };
type InputArgs<C extends AdminCall> = Partial<AdminCallInputs<C>> extends AdminCallInputs<C> ? [input?: AdminCallInputs<C>] : [input: AdminCallInputs<C>];

/** A success: its status (201 for a write that created) and the data, checked with the call's answer schema. */
export type AdminSuccess<C extends AdminCall> = { status: number; data: AdminCallData<C> };

/** Any call's inputs, untyped: what a client checks against the named call's types before it gets here. */
export type AnyCallInput = {
  params?: Readonly<Record<string, string>> | undefined;
  query?: Readonly<Record<string, string | number | undefined>> | undefined;
  body?: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
};

/** The call a name picks from the table, and the path and body a request of it sends. */
export function callRequestOf(table: AdminApiTable, name: string, input: AnyCallInput = {}): { call: AdminCall; path: string; body: unknown } {
  const call = table[name];
  if (call === undefined) throw new TypeError(`No admin API call is named ${name}`);
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries(input.query ?? {})) if (value !== undefined) query.set(field, String(value));
  const path = `${adminPath(call.path, input.params ?? {})}${query.size > 0 ? `?${query}` : ''}`;
  return { call, path, body: input.body instanceof UncheckedBody ? input.body.value : input.body };
}

/** A client of the calls of `Table`, each by its name. */
export type CallClient<Table extends AdminApiTable> = {
  call<Name extends keyof Table & string>(name: Name, ...input: InputArgs<Table[Name]>): Promise<AdminSuccess<Table[Name]>>;
};

/**
 * A client for the calls of one table, by the name the contract gives them: params, query and
 * body in, the answer's `data` out, checked with the call's answer schema and typed by it. A
 * refusal (any status but 2xx) is thrown as an `AdminRefusal`.
 *
 * @example
 * const admin = createCallClient(transport, ORDER_CALLS);
 * const { data } = await admin.call('orders/ship', { params: { orderNo }, body: { expressName, expressNumber } });
 */
export function createCallClient<Table extends AdminApiTable>(transport: AdminTransport, table: Table): CallClient<Table> {
  // The implementation works on any call; the signature above it ties input and answer to the
  // named one, which the parse against that call's own answer schema makes true.
  function call<Name extends keyof Table & string>(name: Name, ...input: InputArgs<Table[Name]>): Promise<AdminSuccess<Table[Name]>>;
  async function call(name: string, input?: AnyCallInput): Promise<{ status: number; data: unknown }> {
    const request = callRequestOf(table, name, input);
    const answer = await transport(request.call.method, request.path, request.body, input?.headers);
    if (answer.status < 200 || answer.status >= 300) throw new AdminRefusal(answer);
    const checked = request.call.answer.safeParse(answer.data);
    if (!checked.success) throw new Error(`The shop answered ${name} with data its contract does not allow: ${checked.error.message}`);
    return { status: answer.status, data: checked.data };
  }
  return { call };
}
