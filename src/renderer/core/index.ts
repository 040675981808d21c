export * from './define-block';
export * from './json-path';
export * from './resolve-page';
export * from './route-match';
export * from './theme';
