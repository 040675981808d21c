import type { WebApiTable } from './contract';

export const ADDRESS_CALLS = {} as const satisfies WebApiTable;
