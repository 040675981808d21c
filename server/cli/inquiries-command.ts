import { adminCall, type AdminAnswer } from './admin-client';
import type { Output } from './orders-command';

/*
 * `npm run inquiries -- <command>`: quote requests and feedback from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN), so an answer goes out exactly as one made
 * through the API does: mailed to the contact, shown in the shopper's account, told live.
 */

export const INQUIRIES_USAGE = `Usage: npm run inquiries -- <command>

  list [status] [kind]        Inquiries, newest first (status: new, answered, closed; kind: quote, feedback)
  show <inquiryNo>            One inquiry with its contact and the addresses of its pictures
  answer <inquiryNo> <text>   Answer it: mailed (or texted) to the contact, and shown in the shopper's account
  close <inquiryNo>           Close it without an answer

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

/** Exit codes: 1 for a refusal or a failure, 2 for a command line that cannot be understood. */
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

type Summary = {
  inquiryNo: string;
  kind: string;
  status: string;
  subjectSlug: string | null;
  quantity: number | null;
  contact: string;
  message: string;
  createdAt: string;
};

/** One line of the list: the first words of the message, never its line breaks or tabs. */
function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

function refused(io: Output, answer: AdminAnswer): number {
  io.err(`${answer.status}: ${answer.msg}`);
  return EXIT_REFUSED;
}

export async function inquiriesCommand(args: readonly string[], io: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, target, ...rest] = args;
  try {
    switch (command) {
      case 'list': {
        const query = new URLSearchParams();
        for (const value of [target, ...rest]) {
          if (value === 'quote' || value === 'feedback') query.set('kind', value);
          else if (value) query.set('status', value);
        }
        const answer = await adminCall('GET', `/inquiries?${query.toString()}`, undefined, env);
        if (answer.status !== 200) return refused(io, answer);
        const { inquiries } = answer.data as { inquiries: Summary[] };
        for (const entry of inquiries) {
          const about = entry.subjectSlug ? `${entry.subjectSlug}${entry.quantity ? ` ×${entry.quantity}` : ''}` : '-';
          io.out(
            [entry.inquiryNo, entry.kind, entry.status, about, entry.contact, entry.createdAt.slice(0, 10), firstWords(entry.message)].join(
              '\t',
            ),
          );
        }
        if (inquiries.length === 0) io.out('No inquiries.');
        return 0;
      }
      case 'show': {
        if (!target) break;
        const answer = await adminCall('GET', `/inquiries/${encodeURIComponent(target)}`, undefined, env);
        if (answer.status !== 200) return refused(io, answer);
        io.out(JSON.stringify((answer.data as { inquiry: unknown }).inquiry, null, 2));
        return 0;
      }
      case 'answer': {
        const text = rest.join(' ').trim();
        if (!target || text === '') break;
        const answer = await adminCall('POST', `/inquiries/${encodeURIComponent(target)}/answer`, { answer: text }, env);
        if (answer.status !== 200) return refused(io, answer);
        const { inquiry } = answer.data as { inquiry: Summary };
        io.out(`${inquiry.inquiryNo} answered; sent to ${inquiry.contact}`);
        return 0;
      }
      case 'close': {
        if (!target) break;
        const answer = await adminCall('POST', `/inquiries/${encodeURIComponent(target)}/close`, undefined, env);
        if (answer.status !== 200) return refused(io, answer);
        io.out(`${target} closed`);
        return 0;
      }
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return EXIT_REFUSED;
  }
  io.err(INQUIRIES_USAGE);
  return EXIT_USAGE;
}
