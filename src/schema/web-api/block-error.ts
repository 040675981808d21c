import { z } from 'zod';

/** A block that failed to draw in a shopper's browser. */
export const blockError = {
  request: z.object({
    route: z.string().trim().min(1).max(2048),
    blockId: z.string().trim().min(1).max(120),
    type: z.string().trim().min(1).max(80),
    message: z.string().trim().min(1).max(2000),
  }),
  response: z.null(),
};
