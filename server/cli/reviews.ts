import { adminCall, type AdminAnswer } from './admin-client';

/*
 * `npm run reviews -- <command>`: the merchant's moderation of reviews from the terminal,
 * through the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run reviews -- <command>

  list [status]            Reviews, newest first (status: pending, accepted, rejected)
  show <id>                One review, whatever its status
  accept <id>              Show it on the product page; its author is told
  reject <id> <reason>     Keep it off the product page (also one accepted before)

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.`;

type Review = { id: string; status: string; rating: number; productSlug: string; author: { nickName: string }; body: string; createdAt: string };

function fail(answer: AdminAnswer): never {
  console.error(`${answer.status}: ${answer.msg}`);
  process.exit(answer.status === 404 ? 3 : answer.status === 409 ? 4 : 1);
}

/** One line per review: the text shortened, tabs and line breaks flattened so columns stay columns. */
function line(review: Review): string {
  const text = review.body.replace(/\s+/g, ' ').slice(0, 60);
  return [review.id, review.status, `${review.rating}★`, review.productSlug, review.author.nickName || '-', review.createdAt.slice(0, 10), text].join('\t');
}

async function main(args: readonly string[]): Promise<void> {
  const [command, id, ...rest] = args;
  switch (command) {
    case 'list': {
      const answer = await adminCall('GET', `/reviews?limit=100${id ? `&status=${encodeURIComponent(id)}` : ''}`);
      if (answer.status !== 200) fail(answer);
      const { reviews } = answer.data as { reviews: Review[] };
      for (const review of reviews) console.log(line(review));
      if (reviews.length === 0) console.log('No reviews.');
      return;
    }
    case 'show': {
      if (!id) break;
      const answer = await adminCall('GET', `/reviews/${encodeURIComponent(id)}`);
      if (answer.status !== 200) fail(answer);
      console.log(JSON.stringify((answer.data as { review: unknown }).review, null, 2));
      return;
    }
    case 'accept':
    case 'reject': {
      if (!id) break;
      const reason = rest.join(' ').trim();
      if (command === 'reject' && reason === '') break;
      const answer = await adminCall('POST', `/reviews/${encodeURIComponent(id)}/${command}`, command === 'reject' ? { reason } : undefined);
      if (answer.status !== 200) fail(answer);
      const { review } = answer.data as { review: Review };
      console.log(`${review.id}: ${review.status}`);
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
