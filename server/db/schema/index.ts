export * from './core';
export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './inquiries';
