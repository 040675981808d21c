import { z } from 'zod';

export const userCenterSchema = z.object({
  /** The five figures of spec §3 (credits, spending, payment, unpaid orders, orders). */
  showFigures: z.boolean().default(true),
});
export type UserCenterProps = z.infer<typeof userCenterSchema>;
