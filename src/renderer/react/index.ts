export * from './block-components';
export * from './block-fallback';
export * from './error-screen';
export * from './layout';
export * from './loading-indicators';
export * from './page-renderer';
export * from './template-missing-screen';
export * from './theme-style';
