import { adminCall } from './admin-client';
import type { Output } from './orders-command';

/*
 * `npm run reviews -- <command>`: the merchant's moderation of reviews from the terminal,
 * through the running shop's admin API (SHOP_URL, ADMIN_TOKEN), so every decision moves the
 * product's figures and tells the author as the API does.
 */

export const REVIEWS_USAGE = `Usage: npm run reviews -- <command>

  list [status]            Reviews, newest first (status: pending, accepted, rejected)
  show <id>                One review, whatever its status
  accept <id>              Show it on the product page; its author is told
  reject <id> <reason>     Keep it off the product page (also one accepted before)

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

/** Exit codes: 1 for a refusal or a failure, 2 for a command line that cannot be understood. */
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

type Review = { id: string; status: string; rating: number; productSlug: string; author: { nickName: string }; body: string; createdAt: string };

/** One line per review: the text shortened, tabs and line breaks flattened so columns stay columns. */
function line(review: Review): string {
  const text = review.body.replace(/\s+/g, ' ').slice(0, 60);
  return [review.id, review.status, `${review.rating}★`, review.productSlug, review.author.nickName || '-', review.createdAt.slice(0, 10), text].join('\t');
}

export async function reviewsCommand(args: readonly string[], io: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, id, ...rest] = args;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await adminCall(method, path, body, env);
    if (answer.status !== 200) io.err(`${answer.status}: ${answer.msg}`);
    return answer;
  };
  try {
    switch (command) {
      case 'list': {
        const answer = await call('GET', `/reviews?limit=100${id ? `&status=${encodeURIComponent(id)}` : ''}`);
        if (answer.status !== 200) return EXIT_REFUSED;
        const { reviews } = answer.data as { reviews: Review[] };
        for (const review of reviews) io.out(line(review));
        if (reviews.length === 0) io.out('No reviews.');
        return 0;
      }
      case 'show': {
        if (!id) break;
        const answer = await call('GET', `/reviews/${encodeURIComponent(id)}`);
        if (answer.status !== 200) return EXIT_REFUSED;
        io.out(JSON.stringify((answer.data as { review: unknown }).review, null, 2));
        return 0;
      }
      case 'accept':
      case 'reject': {
        if (!id) break;
        const reason = rest.join(' ').trim();
        if (command === 'reject' && reason === '') break;
        const answer = await call('POST', `/reviews/${encodeURIComponent(id)}/${command}`, command === 'reject' ? { reason } : undefined);
        if (answer.status !== 200) return EXIT_REFUSED;
        const { review } = answer.data as { review: Review };
        io.out(`${review.id}: ${review.status}`);
        return 0;
      }
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return EXIT_REFUSED;
  }
  io.err(REVIEWS_USAGE);
  return EXIT_USAGE;
}
