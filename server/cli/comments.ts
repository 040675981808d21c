import { adminCall, type AdminAnswer } from './admin-client';

/*
 * `npm run comments -- <command>`: the merchant's moderation of comments from the terminal,
 * through the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run comments -- <command>

  list [pending|reported|all]   Comments to look at: the pending queue oldest first,
                                the reported most reported first, or all newest first
  accept <id>                   Publish it (the author is told); on a reported one, keep it and clear the reports
  reject <id>                   Turn a pending comment down
  remove <id>                   Take a published or pending comment down

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.`;

type Row = { id: string; articleSlug: string; parentId: string | null; authorName: string; text: string; status: string; reportCount: number; createdAt: string };

function fail(answer: AdminAnswer): never {
  console.error(`${answer.status}: ${answer.msg}`);
  process.exit(answer.status === 404 ? 3 : answer.status === 409 ? 4 : 1);
}

/** One line per comment; line breaks in the text would break the table apart. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

async function main(args: readonly string[]): Promise<void> {
  const [command, argument] = args;
  switch (command) {
    case 'list': {
      const filter = argument ?? 'all';
      const answer = await adminCall('GET', `/comments?limit=100&filter=${encodeURIComponent(filter)}`);
      if (answer.status !== 200) fail(answer);
      const { comments } = answer.data as { comments: Row[] };
      for (const row of comments) {
        console.log(
          [row.id, row.articleSlug, row.parentId ? 'reply' : 'comment', row.status, `${row.reportCount} reports`, row.createdAt.slice(0, 16), row.authorName || '-', oneLine(row.text)].join('\t'),
        );
      }
      if (comments.length === 0) console.log('No comments.');
      return;
    }
    case 'accept':
    case 'reject':
    case 'remove': {
      if (!argument) break;
      const answer = await adminCall('POST', `/comments/${encodeURIComponent(argument)}/${command}`);
      if (answer.status !== 200) fail(answer);
      const { comment } = answer.data as { comment: Row };
      console.log(`${comment.id}: ${comment.status}`);
      return;
    }
  }
  console.error(USAGE);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
