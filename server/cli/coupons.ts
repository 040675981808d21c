import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { adminCall, type AdminAnswer } from './admin-client';

/*
 * `npm run coupons -- <command>`: the merchant's coupons and promotions, through the admin
 * API of the running shop (SHOP_URL, ADMIN_TOKEN), where every write is checked as a whole
 * and the pages that list them are told.
 */

const USAGE = `Usage: npm run coupons -- <command>

  list                                List the coupons: code, what it takes off, when, uses
  create <file.json>                  Create a coupon
  update <code> <file.json>           Change the fields of a coupon the file gives
  promotions                          List the promotions
  create-promotion <file.json>        Create a promotion
  update-promotion <slug> <file.json> Change the fields of a promotion the file gives

A coupon: {"code": "SUMMER12", "kind": "percent" | "fixed", "value": 12, "startsAt": "2026-06-01T00:00:00Z",
  "endsAt"?, "currency"?: "USD", "minSubtotalCents"?, "scope"?: "order" | "categories" | "products", "scopeSlugs"?,
  "usageLimit"?, "perShopperLimit"?, "combinable"?: true, "listed"?: true,
  "translations": {"en": {"title", "terms"?}, "zh-CN"?, "zh-HK"?}}
A promotion: {"slug": "tops-week", "rule": {"kind": "category-percent", "categorySlug": "tops", "percent": 10}
  | {"kind": "spend-save", "thresholdCents", "saveCents"} | {"kind": "buy-n-get-one", "n", "productSlugs"},
  "startsAt", "endsAt"?, "priority"?: 100, "exclusive"?: false, "currency"?, "translations": {"en": {"title", "description"?}, …}}

SHOP_URL (default http://localhost:3000) and ADMIN_TOKEN name the shop.`;

const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

export type CouponsIo = {
  call: (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<AdminAnswer>;
  readJson: (path: string) => Promise<unknown>;
  out: (line: string) => void;
  err: (line: string) => void;
};

class UsageError extends Error {}

type Issue = { path: string; message: string };
const issuesOf = (data: unknown): Issue[] =>
  typeof data === 'object' && data !== null && 'issues' in data && Array.isArray(data.issues) ? (data.issues as Issue[]) : [];

function refused(answer: AdminAnswer, io: CouponsIo): number {
  const issues = issuesOf(answer.data);
  io.err(`Refused (${answer.status}): ${issues.length > 0 ? 'nothing was stored' : answer.msg}`);
  for (const issue of issues) io.err(`  ${issue.path}: ${issue.message}`);
  return EXIT_REFUSED;
}

type CouponRecord = { code: string; kind: string; value: number; currency: string; minSubtotalCents: number; startsAt: string; endsAt: string | null; uses: number; usageLimit: number | null; listed: boolean; combinable: boolean };
type PromotionRecord = { slug: string; rule: { kind: string }; priority: number; exclusive: boolean; startsAt: string; endsAt: string | null };

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '…');
const off = (coupon: CouponRecord) => (coupon.kind === 'percent' ? `${coupon.value}%` : `${(coupon.value / 100).toFixed(2)} ${coupon.currency}`);

function stateOf(startsAt: string, endsAt: string | null, now: number): string {
  if (Date.parse(startsAt) > now) return 'not started';
  if (endsAt && Date.parse(endsAt) <= now) return 'ended';
  return 'running';
}

async function run(argv: readonly string[], io: CouponsIo): Promise<number> {
  const [command, ...args] = argv;
  const want = (count: number) => {
    if (args.length !== count) throw new UsageError(`${command} takes ${count} argument${count === 1 ? '' : 's'}`);
    return args;
  };
  const write = async (method: 'POST' | 'PUT', path: string, file: string, what: string) => {
    const answer = await io.call(method, path, await io.readJson(file));
    if (answer.status >= 300) return refused(answer, io);
    io.out(`${what} ${answer.status === 201 ? 'created' : 'changed'}: ${JSON.stringify(answer.data)}`);
    return 0;
  };
  const now = Date.now();
  switch (command) {
    case 'list': {
      want(0);
      const answer = await io.call('GET', '/coupons');
      if (answer.status !== 200 || !Array.isArray(answer.data)) return refused(answer, io);
      for (const coupon of answer.data as CouponRecord[]) {
        const limit = coupon.usageLimit === null ? 'no limit' : `${coupon.uses}/${coupon.usageLimit} used${coupon.uses >= coupon.usageLimit ? ' (limit reached)' : ''}`;
        const minimum = coupon.minSubtotalCents > 0 ? `, from ${(coupon.minSubtotalCents / 100).toFixed(2)}` : '';
        const flags = [coupon.listed ? '' : 'unlisted', coupon.combinable ? '' : 'not combinable'].filter(Boolean).join(', ');
        io.out(`${coupon.code}\t${off(coupon)} off${minimum}\t${stateOf(coupon.startsAt, coupon.endsAt, now)} ${day(coupon.startsAt)} – ${day(coupon.endsAt)}\t${limit}${flags ? `\t${flags}` : ''}`);
      }
      return 0;
    }
    case 'promotions': {
      want(0);
      const answer = await io.call('GET', '/promotions');
      if (answer.status !== 200 || !Array.isArray(answer.data)) return refused(answer, io);
      for (const promotion of answer.data as PromotionRecord[]) {
        io.out(`${promotion.slug}\t${promotion.rule.kind}\tpriority ${promotion.priority}${promotion.exclusive ? ', exclusive' : ''}\t${stateOf(promotion.startsAt, promotion.endsAt, now)} ${day(promotion.startsAt)} – ${day(promotion.endsAt)}`);
      }
      return 0;
    }
    case 'create':
      return write('POST', '/coupons', want(1)[0]!, 'Coupon');
    case 'update': {
      const [code, file] = want(2);
      return write('PUT', `/coupons/${encodeURIComponent(code!)}`, file!, 'Coupon');
    }
    case 'create-promotion':
      return write('POST', '/promotions', want(1)[0]!, 'Promotion');
    case 'update-promotion': {
      const [slug, file] = want(2);
      return write('PUT', `/promotions/${encodeURIComponent(slug!)}`, file!, 'Promotion');
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

export async function couponsCommand(argv: readonly string[], io: CouponsIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_REFUSED;
  }
}

const processIo: CouponsIo = {
  call: (method, path, body) => adminCall(method, path, body),
  readJson: async (path) => JSON.parse(await readFile(path, 'utf8')) as unknown,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void couponsCommand(process.argv.slice(2), processIo).then((code) => {
    process.exitCode = code;
  });
}
