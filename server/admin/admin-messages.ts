import { MESSAGE_CALLS } from '../../src/schema/admin-api/messages';
import { ResponseCode } from '../../src/schema/envelope';
import type { ChangeBus } from '../events/change-bus';
import { MAX_NOTIFY_PAYLOAD_BYTES, notifyPayloadBytes } from '../events/postgres-change-bus';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import type { AdminHandler } from '../http/admin-mount';

/**
 * `POST /api/admin/messages`: a live message to every open tab of one visitor, whichever
 * server process holds its websocket. Sent, not stored: a visitor who is not connected
 * never sees it.
 */
export function sendVisitorMessage(deps: { changes: ChangeBus; logger: Logger }): AdminHandler<(typeof MESSAGE_CALLS)['messages/send']> {
  return async ({ c, ok }) => {
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
    const parsed = MESSAGE_CALLS['messages/send'].request.safeParse(body.value);
    if (!parsed.success) {
      const issues = problemsFromZod(parsed.error, body.value);
      return failEnvelope(c, 422, ResponseCode.fail, `Invalid live message: ${issues.length} problem${issues.length === 1 ? '' : 's'}`, {
        issues,
      });
    }
    const { visitorId, ...message } = parsed.data;
    // Refused here, whole, rather than reaching the sockets of one process and not the others.
    const bytes = notifyPayloadBytes('visitor-message', { visitorId, message });
    if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
      const issues = [
        {
          path: message.data === undefined ? 'msg' : 'data',
          message: `The message takes ${bytes} bytes; at most ${MAX_NOTIFY_PAYLOAD_BYTES} fit`,
        },
      ];
      return failEnvelope(c, 422, ResponseCode.fail, 'Invalid live message: 1 problem', { issues });
    }
    await deps.changes.publish('visitor-message', { visitorId, message });
    deps.logger.info('Live message sent', { visitorId, code: message.code });
    return ok({ sent: true }, 202);
  };
}
