import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { AdminApi, AdminCallData } from '../../src/schema/admin-api';
import { UncheckedBody, type AdminTransport } from './admin-client';
import { refusedNamingIssues, runCommand, runFromProcess, UsageError, type MerchantCommand, type Output } from './command-runner';

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

export type CouponsIo = Output & {
  /** The admin API as the command reaches it; a test answers from the app itself. */
  call: AdminTransport;
  readJson: (path: string) => Promise<unknown>;
};

type CouponRecord = AdminCallData<AdminApi['coupons/get']>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '…');
const off = (coupon: CouponRecord) => (coupon.kind === 'percent' ? `${coupon.value}%` : `${(coupon.value / 100).toFixed(2)} ${coupon.currency}`);

function stateOf(startsAt: string, endsAt: string | null, now: number): string {
  if (Date.parse(startsAt) > now) return 'not started';
  if (endsAt && Date.parse(endsAt) <= now) return 'ended';
  return 'running';
}

function couponsCommandReading(readJson: CouponsIo['readJson']): MerchantCommand {
  return {
    usage: USAGE,
    refused: refusedNamingIssues,
    failed: (error) => `Failed: ${error instanceof Error ? error.message : String(error)}`,
    async run(argv, { output, admin }) {
      const [command, ...args] = argv;
      const want = (count: number) => {
        if (args.length !== count) throw new UsageError(`${command} takes ${count} argument${count === 1 ? '' : 's'}`);
        return args;
      };
      const stored = (what: string, answer: { status: number; data: unknown }) => {
        output.out(`${what} ${answer.status === 201 ? 'created' : 'changed'}: ${JSON.stringify(answer.data)}`);
      };
      const file = async (path: string | undefined) => new UncheckedBody(await readJson(path ?? ''));
      const now = Date.now();
      switch (command) {
        case 'list': {
          want(0);
          for (const coupon of (await admin.call('coupons/list')).data) {
            const limit = coupon.usageLimit === null ? 'no limit' : `${coupon.uses}/${coupon.usageLimit} used${coupon.uses >= coupon.usageLimit ? ' (limit reached)' : ''}`;
            const minimum = coupon.minSubtotalCents > 0 ? `, from ${(coupon.minSubtotalCents / 100).toFixed(2)}` : '';
            const flags = [coupon.listed ? '' : 'unlisted', coupon.combinable ? '' : 'not combinable'].filter(Boolean).join(', ');
            output.out(`${coupon.code}\t${off(coupon)} off${minimum}\t${stateOf(coupon.startsAt, coupon.endsAt, now)} ${day(coupon.startsAt)} – ${day(coupon.endsAt)}\t${limit}${flags ? `\t${flags}` : ''}`);
          }
          return;
        }
        case 'promotions': {
          want(0);
          for (const promotion of (await admin.call('promotions/list')).data) {
            output.out(`${promotion.slug}\t${String(promotion.rule.kind)}\tpriority ${promotion.priority}${promotion.exclusive ? ', exclusive' : ''}\t${stateOf(promotion.startsAt, promotion.endsAt, now)} ${day(promotion.startsAt)} – ${day(promotion.endsAt)}`);
          }
          return;
        }
        case 'create':
          return stored('Coupon', await admin.call('coupons/create', { body: await file(want(1)[0]) }));
        case 'update': {
          const [code = '', path] = want(2);
          return stored('Coupon', await admin.call('coupons/update', { params: { code }, body: await file(path) }));
        }
        case 'create-promotion':
          return stored('Promotion', await admin.call('promotions/create', { body: await file(want(1)[0]) }));
        case 'update-promotion': {
          const [slug = '', path] = want(2);
          return stored('Promotion', await admin.call('promotions/update', { params: { slug }, body: await file(path) }));
        }
        default:
          throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
      }
    },
  };
}

export function couponsCommand(argv: readonly string[], io: CouponsIo): Promise<number> {
  return runCommand(couponsCommandReading(io.readJson), argv, io, { transport: io.call });
}

const readJsonFile = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFromProcess(couponsCommandReading(readJsonFile));
}
