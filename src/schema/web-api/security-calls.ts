import type { WebApiTable } from './contract';

export const SECURITY_CALLS = {} as const satisfies WebApiTable;
