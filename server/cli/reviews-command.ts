import type { AdminApi, AdminCallData } from '../../src/schema/admin-api';
import { runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

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

type Review = AdminCallData<AdminApi['reviews/get']>['review'];

/** One line per review: the text shortened, tabs and line breaks flattened so columns stay columns. */
function line(review: Review): string {
  const text = review.body.replace(/\s+/g, ' ').slice(0, 60);
  return [review.id, review.status, `${review.rating}★`, review.productSlug, review.author.nickName || '-', review.createdAt.slice(0, 10), text].join('\t');
}

export const REVIEWS: MerchantCommand = {
  usage: REVIEWS_USAGE,
  async run(args, { output, admin }) {
    const [command, id, ...rest] = args;
    switch (command) {
      case 'list': {
        const { data } = await admin.call('reviews/list', { query: { limit: 100, status: id ? id : undefined } });
        for (const review of data.reviews) output.out(line(review));
        if (data.reviews.length === 0) output.out('No reviews.');
        return;
      }
      case 'show': {
        if (!id) break;
        const { data } = await admin.call('reviews/get', { params: { id } });
        output.out(JSON.stringify(data.review, null, 2));
        return;
      }
      case 'accept': {
        if (!id) break;
        const { data } = await admin.call('reviews/accept', { params: { id } });
        output.out(`${data.review.id}: ${data.review.status}`);
        return;
      }
      case 'reject': {
        const reason = rest.join(' ').trim();
        if (!id || reason === '') break;
        const { data } = await admin.call('reviews/reject', { params: { id }, body: { reason } });
        output.out(`${data.review.id}: ${data.review.status}`);
        return;
      }
    }
    throw new UsageError();
  },
};

export function reviewsCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(REVIEWS, args, output, { env });
}
