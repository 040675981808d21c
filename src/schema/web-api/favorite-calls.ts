import type { WebApiTable } from './contract';

export const FAVORITE_CALLS = {} as const satisfies WebApiTable;
