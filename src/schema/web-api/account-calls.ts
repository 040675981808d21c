import type { WebApiTable } from './contract';

export const ACCOUNT_CALLS = {} as const satisfies WebApiTable;
