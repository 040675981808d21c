export * from './display-flags';
export * from './page-context';
