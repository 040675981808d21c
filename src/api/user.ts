import useSWR, { mutate } from 'swr';
import { useSnapshot } from 'valtio/react';
import { z } from 'zod';
import { safeUrl } from '../schema/meta';
import { session, setUserInfo } from '../state/session';
import { request } from './client';

/*
 * Spec §3 names the user's fields but not their wire names or types, and the server does not
 * serve these calls yet. The names below are the spec's labels in camelCase; every field is
 * optional and unknown fields are kept, so a richer answer does not break the page.
 */
const text = z.string().max(2000).nullish();
const amount = z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/)]).nullish();
const count = z.number().int().min(0).nullish();

export const userInfoSchema = z.looseObject({
  firstName: text,
  lastName: text,
  nickName: text,
  // A bad avatar address is dropped rather than failing the whole profile.
  avatar: safeUrl.nullish().catch(null),
  bio: text,
  birthday: text,
  email: text,
  mobile: text,
  creditsBalance: amount,
  spendingAmount: amount,
  paymentAmount: amount,
  unpaidOrdersCount: count,
  orderQuantity: count,
});
export type UserProfile = z.infer<typeof userInfoSchema>;

const USER_INFO_PATH = '/user/info';

/** The SWR key of the signed-in user's profile; the token is part of it so a new sign-in refetches. */
export function userInfoKey(token: string | null) {
  return token === null ? null : ([USER_INFO_PATH, token] as const);
}

/** Fetches the profile and keeps the stored copy (spec §3 `userInfo`) up to date. */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserProfile> {
  const profile = await request(USER_INFO_PATH, { schema: userInfoSchema, signal });
  setUserInfo(profile);
  return profile;
}

/** The signed-in user's profile; nothing is fetched while signed out. */
export function useUserInfo() {
  const { token } = useSnapshot(session);
  return useSWR(userInfoKey(token), () => fetchUserInfo());
}

/** Refetches the profile wherever it is shown, after an edit. */
export function revalidateUserInfo(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === USER_INFO_PATH);
}

// The edit payloads are not in the spec either; these are the fields each form collects.
export type EditName = { firstName: string; lastName: string; nickName?: string };
export type EditInfo = { nickName?: string; bio?: string; birthday?: string };
export type EditPassword = { oldPassword: string; newPassword: string };
export type EditEmail = { email: string; code: string };
export type EditMobile = { countryCode: string; mobile: string; code: string };

async function editAndRefresh(path: string, body: Record<string, unknown> | FormData): Promise<void> {
  await request(path, { body, schema: z.unknown() });
  await revalidateUserInfo();
}

export const editName = (change: EditName) => editAndRefresh('/user/editName', change);
export const editInfo = (change: EditInfo) => editAndRefresh('/user/editInfo', change);
export const editPassword = (change: EditPassword) => editAndRefresh('/user/editPassword', change);
export const editEmail = (change: EditEmail) => editAndRefresh('/user/editEmail', change);
export const editMobile = (change: EditMobile) => editAndRefresh('/user/editMobile', change);

/** Uploads a new avatar as multipart form data (spec §7), in the `file` field. */
export function editAvatar(image: Blob, fileName = 'avatar'): Promise<void> {
  const form = new FormData();
  form.append('file', image, fileName);
  return editAndRefresh('/user/editAvatar', form);
}
