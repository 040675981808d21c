import { z } from 'zod';

export const userCenterSchema = z.object({
  /** Spec §3. */
  showFigures: z
    .boolean()
    .default(true)
    .meta({ description: 'Shows five figures: credits, spending, payments, unpaid orders and orders.' }),
});
export type UserCenterProps = z.infer<typeof userCenterSchema>;
