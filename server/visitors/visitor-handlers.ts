import type { WebApi } from '../../src/schema/web-api';
import type { Database } from '../db/database';
import { recordVisit } from './visits';
import type { WebCallHandler } from '../http/mount';

export function visitorHandlers(db: Database): { 'visitor/track': WebCallHandler<WebApi['visitor/track']> } {
  return {
    'visitor/track': async ({ body, c }) => {
      await recordVisit(db, { ...body, userAgent: c.req.header('user-agent') ?? '' });
      return null;
    },
  };
}
