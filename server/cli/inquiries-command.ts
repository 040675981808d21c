import { runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

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

/** One line of the list: the first words of the message, never its line breaks or tabs. */
function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

export const INQUIRIES: MerchantCommand = {
  usage: INQUIRIES_USAGE,
  async run(args, { output, admin }) {
    const [command, target, ...rest] = args;
    switch (command) {
      case 'list': {
        const query: { kind?: string; status?: string } = {};
        for (const value of [target, ...rest]) {
          if (value === 'quote' || value === 'feedback') query.kind = value;
          else if (value) query.status = value;
        }
        const { data } = await admin.call('inquiries/list', { query });
        for (const entry of data.inquiries) {
          const about = entry.subjectSlug ? `${entry.subjectSlug}${entry.quantity ? ` ×${entry.quantity}` : ''}` : '-';
          output.out(
            [entry.inquiryNo, entry.kind, entry.status, about, entry.contact, entry.createdAt.slice(0, 10), firstWords(entry.message)].join(
              '\t',
            ),
          );
        }
        if (data.inquiries.length === 0) output.out('No inquiries.');
        return;
      }
      case 'show': {
        if (!target) break;
        const { data } = await admin.call('inquiries/get', { params: { inquiryNo: target } });
        output.out(JSON.stringify(data.inquiry, null, 2));
        return;
      }
      case 'answer': {
        const text = rest.join(' ').trim();
        if (!target || text === '') break;
        const { data } = await admin.call('inquiries/answer', { params: { inquiryNo: target }, body: { answer: text } });
        output.out(`${data.inquiry.inquiryNo} answered; sent to ${data.inquiry.contact}`);
        return;
      }
      case 'close': {
        if (!target) break;
        await admin.call('inquiries/close', { params: { inquiryNo: target } });
        output.out(`${target} closed`);
        return;
      }
    }
    throw new UsageError();
  },
};

export function inquiriesCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(INQUIRIES, args, output, { env });
}
