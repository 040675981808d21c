import { z } from 'zod';

export const userInfoBlockSchema = z.object({
  /** A link to the account settings, where the profile is edited. */
  showEditLink: z.boolean().default(true),
});
export type UserInfoBlockProps = z.infer<typeof userInfoBlockSchema>;
