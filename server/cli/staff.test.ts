import { describe, expect, it } from 'vitest';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { liveShopFor } from '../testing/test-live-shop';
import { staffCommand } from './staff-command';

/* The owner's staff commands against a live shop server, through its admin API; a member then signs in over HTTP as a browser does. */

setPasswordHashCost(FAST_TEST_COST);
const cli = liveShopFor(staffCommand);
const run = cli.run;

/** Signs in as the back office page does; the status answered. */
async function signIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${cli.env.SHOP_URL}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cli.env.SHOP_URL! },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const passwordIn = (out: string) => /^Password of \S+: (\S+)$/m.exec(out)?.[1] ?? '';

describe('npm run staff', () => {
  it('adds an owner and an editor with passwords made up and shown once, which sign them in', async () => {
    const owner = await run('add', 'Owner@Shop.example', '--role', 'owner');
    expect(owner.code).toBe(0);
    expect(owner.out).toContain('Added owner@shop.example as owner');
    const ownerPassword = passwordIn(owner.out);
    expect(ownerPassword.length).toBeGreaterThanOrEqual(20);
    expect(await signIn('owner@shop.example', ownerPassword)).toBe(200);

    const editor = await run('add', 'editor@shop.example', '--role', 'editor');
    expect(passwordIn(editor.out)).not.toBe(ownerPassword);
    expect(await signIn('editor@shop.example', passwordIn(editor.out))).toBe(200);

    const listed = await run('list');
    expect(listed.out.split('\n').map((row) => row.split('\t').slice(0, 3))).toEqual([
      ['owner@shop.example', 'owner', 'active'],
      ['editor@shop.example', 'editor', 'active'],
    ]);
  });

  it('takes the password from STAFF_PASSWORD, changes a role, disables and enables a member', async () => {
    const added = await staffCommand(['add', 'support@shop.example', '--role', 'support'], { out: () => {}, err: () => {} }, { ...cli.env, STAFF_PASSWORD: 'chosen-by-the-owner' });
    expect(added).toBe(0);
    expect(await signIn('support@shop.example', 'chosen-by-the-owner')).toBe(200);
    expect(await run('role', 'support@shop.example', 'editor')).toMatchObject({ code: 0, out: 'support@shop.example is editor' });
    expect((await run('disable', 'support@shop.example')).code).toBe(0);
    expect(await signIn('support@shop.example', 'chosen-by-the-owner')).toBe(401);
    expect((await run('enable', 'support@shop.example')).code).toBe(0);
    const reset = await run('password', 'support@shop.example');
    expect(await signIn('support@shop.example', 'chosen-by-the-owner')).toBe(401);
    expect(await signIn('support@shop.example', passwordIn(reset.out))).toBe(200);
  });

  it('prints the audit log of the writes, newest first, by member or call', async () => {
    const audit = await run('audit', '--call', 'staff/update', '--limit', '2');
    expect(audit.code).toBe(0);
    const rows = audit.out.split('\n').map((row) => row.split('\t'));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['admin token', 'staff/update', '/staff/support@shop.example'],
      ['admin token', 'staff/update', '/staff/support@shop.example'],
    ]);
    expect((await run('audit', '--by', 'nobody@shop.example')).out).toBe('No admin writes recorded.');
  });

  it('refuses what the shop does not allow, naming the field, and explains a command it cannot read', async () => {
    const twice = await run('add', 'owner@shop.example', '--role', 'editor');
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('already on the staff');
    const lastOwner = await run('role', 'owner@shop.example', 'support');
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.err).toContain('last owner');
    const badEmail = await run('add', 'not-an-email', '--role', 'editor');
    expect(badEmail.code).toBe(1);
    expect(badEmail.err).toContain('email:');
    expect((await run('add', 'x@shop.example', '--role', 'boss')).code).toBe(2);
    expect((await run('add', 'x@shop.example')).code).toBe(2);
    expect((await run()).err).toContain('Usage: npm run staff');
  });
});
