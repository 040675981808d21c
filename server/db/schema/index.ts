export * from './core';
export * from './catalog';
