import type { WebApi } from '../../src/schema/web-api';
import type { Logger } from '../logger';
import type { WebCallHandler } from './mount';

export function blockErrorHandlers(logger: Logger): { 'block-error': WebCallHandler<WebApi['block-error']> } {
  return {
    'block-error': ({ body, c }) => {
      logger.warn('Block failed in a browser', { ...body, userAgent: c.req.header('user-agent') ?? '' });
      return null;
    },
  };
}
