import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '../../src/schema/admin-api/contract';
import type { StaffMember } from '../../src/schema/admin-api/staff';
import { optionsOf, refusedNamingIssues, runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

/*
 * `npm run staff -- <command>`: the people who run the shop, from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN). The first owner is added here; after that,
 * an owner can do the same in the back office at /admin.
 */

export const STAFF_USAGE = `Usage: npm run staff -- <command>

  add <email> --role <role>      A new staff member (roles: ${STAFF_ROLES.join(', ')}); prints their first password
  list                           The staff, with their roles
  role <email> <role>            A member's new role
  password <email>               A new password for a member (printed); their sessions end
  disable <email>                A member who may no longer sign in; their sessions end
  enable <email>                 A disabled member who may sign in again
  audit [--by <email>] [--call <name>] [--limit <n>]
                                 The audit log of admin writes, newest first

owner: everything; editor: pages, theme and catalog; support: orders, returns, reviews,
comments and inquiries. A password is made up and printed once, unless STAFF_PASSWORD gives one
(12 characters or more); the member changes it after signing in at /admin.
The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

const isRole = (value: string | undefined): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '');

/** STAFF_PASSWORD, or 18 random bytes: 24 characters no one has to think up. */
function passwordFrom(env: NodeJS.ProcessEnv): { password: string; madeUp: boolean } {
  const given = env.STAFF_PASSWORD;
  return given ? { password: given, madeUp: false } : { password: randomBytes(18).toString('base64url'), madeUp: true };
}

function tellPassword(output: Output, email: string, chosen: { password: string; madeUp: boolean }): void {
  if (chosen.madeUp) output.out(`Password of ${email}: ${chosen.password}\n(shown once: hand it over safely; they change it after signing in at /admin)`);
}

const line = (member: StaffMember) => [member.email, member.role, member.disabled ? 'disabled' : 'active', member.createdAt.slice(0, 10)].join('\t');

export const STAFF: MerchantCommand = {
  usage: STAFF_USAGE,
  refused: refusedNamingIssues,
  async run(args, { output, admin, env }) {
    const [command, ...rest] = args;
    switch (command) {
      case 'add': {
        const [email, ...pairs] = rest;
        if (!email || email.startsWith('--')) break;
        const { role } = optionsOf(pairs, ['role']);
        if (!isRole(role)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
        const chosen = passwordFrom(env);
        const { data } = await admin.call('staff/add', { body: { email, role, password: chosen.password } });
        output.out(`Added ${data.member.email} as ${data.member.role}`);
        tellPassword(output, data.member.email, chosen);
        return;
      }
      case 'list': {
        const { data } = await admin.call('staff/list', {});
        for (const member of data.staff) output.out(line(member));
        if (data.staff.length === 0) output.out('No staff yet: npm run staff -- add <email> --role owner');
        return;
      }
      case 'role': {
        const [email, role] = rest;
        if (!email || rest.length !== 2) break;
        if (!isRole(role)) throw new UsageError(`The role must be one of ${STAFF_ROLES.join(', ')}`);
        const { data } = await admin.call('staff/update', { params: { email }, body: { role } });
        output.out(`${data.member.email} is ${data.member.role}`);
        return;
      }
      case 'password': {
        const [email] = rest;
        if (!email || rest.length !== 1) break;
        const chosen = passwordFrom(env);
        const { data } = await admin.call('staff/update', { params: { email }, body: { password: chosen.password } });
        output.out(`New password set for ${data.member.email}; their sessions ended`);
        tellPassword(output, data.member.email, chosen);
        return;
      }
      case 'disable':
      case 'enable': {
        const [email] = rest;
        if (!email || rest.length !== 1) break;
        const { data } = await admin.call('staff/update', { params: { email }, body: { disabled: command === 'disable' } });
        output.out(data.member.disabled ? `${data.member.email} is disabled; their sessions ended` : `${data.member.email} may sign in again`);
        return;
      }
      case 'audit': {
        const { by, call, limit } = optionsOf(rest, ['by', 'call', 'limit']);
        const { data } = await admin.call('audit/list', { query: { staff: by, call, limit } });
        for (const entry of data.entries) output.out([entry.at.slice(0, 19).replace('T', ' '), entry.actor, entry.call, entry.target].join('\t'));
        if (data.entries.length === 0) output.out('No admin writes recorded.');
        return;
      }
    }
    throw new UsageError();
  },
};

export function staffCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(STAFF, args, output, { env });
}
