import { expect } from 'vitest';
import type { StaffRole } from '../../src/schema/admin-api/contract';
import { STAFF_COOKIE } from '../admin/admin-access';
import { adminRequest, type TestApp } from './test-app';

/** The origin test requests come from: the shop's own page, so a write passes the origin check. */
const ORIGIN = 'http://localhost';
export const TEST_STAFF_PASSWORD = 'a-staff-password-long-enough';

/**
 * A member of `role` added by the owner's script (the admin token), then signed in as the back
 * office's page signs in: their email and the cookie their browser would then send.
 */
export async function signedInStaff(app: TestApp['app'], email: string, role: StaffRole): Promise<{ email: string; cookie: string }> {
  const added = await adminRequest(app, 'POST', '/staff', { body: { email, role, password: TEST_STAFF_PASSWORD } });
  expect(added.status, added.body.msg).toBe(201);
  const response = await app.request(`${ORIGIN}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: TEST_STAFF_PASSWORD }),
  });
  const token = new RegExp(`${STAFF_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 200 || !token) throw new Error(`${email} was not signed in (${response.status})`);
  return { email, cookie: `${STAFF_COOKIE}=${token}` };
}
