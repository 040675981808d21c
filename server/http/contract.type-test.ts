// Both ends of the contract are checked here, so the browser's client is imported on the server side.
import { callApi } from '../../src/api/web-api';
import type { WebApi } from '../../src/schema/web-api';
import type { WebApiHandlers, WebCallHandler } from './mount';

/*
 * Checked by `tsc`, never run: each line below `@ts-expect-error` must fail the type check,
 * and the check fails when one of them stops failing. The contract is what types handlers
 * and client calls, so drifting from it on either end is caught before anything runs.
 */

// @ts-expect-error a handler answers its call's declared data (null), not something else
export const answersTheWrongShape: WebCallHandler<WebApi['block-error']> = () => ({ logged: true });

// @ts-expect-error the body a handler receives has only the declared fields
export const readsAnUndeclaredField: WebCallHandler<WebApi['block-error']> = ({ body }) => (body.severity === 'high' ? null : null);

// @ts-expect-error every call of the table needs its handler
export const missesAHandler: WebApiHandlers<WebApi> = { 'block-error': () => null };

export function callsWithWrongBodies(): void {
  // @ts-expect-error timezone is required by the visitor track contract
  void callApi('visitor/track', { url: 'https://shop.example/', referer: '' });
  // @ts-expect-error blockId is a string
  void callApi('block-error', { route: '/', blockId: 7, type: 'rich-text', message: 'boom' });
  // @ts-expect-error there is no such call
  void callApi('visitor/trak', {});
}

export async function readsTheDeclaredAnswer(): Promise<void> {
  const answer = await callApi('block-error', { route: '/', blockId: 'intro', type: 'rich-text', message: 'boom' });
  // @ts-expect-error the answer of block-error is null: it has no fields
  void answer.ok;
}
