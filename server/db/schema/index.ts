export * from './core';
export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './reviews';
export * from './comments';
export * from './newsletter';
export * from './inquiries';
