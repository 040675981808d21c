import type { AdminApi, AdminCallData } from '../../src/schema/admin-api';
import { runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

/*
 * `npm run comments -- <command>`: the merchant's moderation of comments from the terminal,
 * through the running shop's admin API (SHOP_URL, ADMIN_TOKEN), so an accepted comment's
 * author is told at once and every page shows the decision.
 */

export const COMMENTS_USAGE = `Usage: npm run comments -- <command>

  list [pending|reported|all]   The pending queue oldest first, the reported most
                                reported first, or all newest first
  accept <id>                   Publish it (its author is told); on a reported one,
                                keep it and clear the reports
  reject <id>                   Turn a pending comment down
  remove <id>                   Take a pending or published comment down

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

const FILTERS = ['pending', 'reported', 'all'] as const;
const DECISIONS = ['accept', 'reject', 'remove'] as const;

type Row = AdminCallData<AdminApi['comments/get']>['comment'];

/** One line per comment: line breaks in a comment would break the table apart. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

function describe(row: Row): string {
  const kind = row.parentId ? 'reply' : 'comment';
  return [row.id, row.articleSlug, kind, row.status, `${row.reportCount} reports`, row.createdAt.slice(0, 16), row.authorName || '-', oneLine(row.text)].join('\t');
}

export const COMMENTS: MerchantCommand = {
  usage: COMMENTS_USAGE,
  async run(args, { output, admin }) {
    const [command, argument, ...extra] = args;
    if (command === 'list' && extra.length === 0) {
      const filter = FILTERS.find((known) => known === (argument ?? 'all'));
      if (!filter) throw new UsageError();
      const { data } = await admin.call('comments/list', { query: { limit: 100, filter } });
      for (const row of data.comments) output.out(describe(row));
      if (data.comments.length === 0) output.out('No comments.');
      return;
    }
    const decision = DECISIONS.find((known) => known === command);
    if (decision && argument && extra.length === 0) {
      const { data } = await admin.call(`comments/${decision}`, { params: { id: argument } });
      output.out(`${data.comment.id} is now ${data.comment.status}`);
      return;
    }
    throw new UsageError();
  },
};

export function commentsCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(COMMENTS, args, output, { env });
}
