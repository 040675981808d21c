import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode } from '../../src/schema/envelope';
import type { Problem } from './problems';

/**
 * A handler's refusal the shopper can act on: the mount answers it in the envelope with
 * `status`, code 40 (unless given), `msg` in English and `data.problems` naming the fields,
 * whose messages are translation keys the form shows next to each field.
 */
export class HandlerFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /** A translation key for the whole answer, shown by the form when no field is named. */
    readonly key: string,
    englishMessage: string,
    readonly problems: readonly Problem[] = [],
    readonly code: number = ResponseCode.fail,
  ) {
    super(englishMessage);
    this.name = 'HandlerFailure';
  }
}
