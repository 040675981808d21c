import { z } from 'zod';

export const userInfoBlockSchema = z.object({
  showEditLink: z.boolean().default(true).meta({ description: 'Shows a link to the account settings, where shoppers edit their profile.' }),
});
export type UserInfoBlockProps = z.infer<typeof userInfoBlockSchema>;
