import { adminCall, type AdminAnswer } from './admin-client';

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

/** Exit codes: 1 for a refusal or a failure, 2 for a command line that cannot be understood. */
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

const FILTERS = ['pending', 'reported', 'all'] as const;

type Row = { id: string; articleSlug: string; parentId: string | null; authorName: string; text: string; status: string; reportCount: number; createdAt: string };
export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };

/** One line per comment: line breaks in a comment would break the table apart. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

function describe(row: Row): string {
  const kind = row.parentId ? 'reply' : 'comment';
  return [row.id, row.articleSlug, kind, row.status, `${row.reportCount} reports`, row.createdAt.slice(0, 16), row.authorName || '-', oneLine(row.text)].join('\t');
}

export async function commentsCommand(args: readonly string[], output: CommandOutput, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const refused = (answer: AdminAnswer) => {
    output.err(`${answer.status}: ${answer.msg}`);
    return EXIT_REFUSED;
  };
  const [command, argument, ...extra] = args;
  try {
    if (command === 'list' && extra.length === 0) {
      const filter = FILTERS.find((known) => known === (argument ?? 'all'));
      if (!filter) {
        output.err(COMMENTS_USAGE);
        return EXIT_USAGE;
      }
      const answer = await adminCall('GET', `/comments?limit=100&filter=${filter}`, undefined, env);
      if (answer.status !== 200) return refused(answer);
      const { comments } = answer.data as { comments: Row[] };
      for (const row of comments) output.out(describe(row));
      if (comments.length === 0) output.out('No comments.');
      return 0;
    }
    if ((command === 'accept' || command === 'reject' || command === 'remove') && argument && extra.length === 0) {
      const answer = await adminCall('POST', `/comments/${encodeURIComponent(argument)}/${command}`, undefined, env);
      if (answer.status !== 200) return refused(answer);
      const { comment } = answer.data as { comment: Row };
      output.out(`${comment.id} is now ${comment.status}`);
      return 0;
    }
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return EXIT_REFUSED;
  }
  output.err(COMMENTS_USAGE);
  return EXIT_USAGE;
}
