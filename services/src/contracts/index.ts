export * from './actions';
export * from './document-types';
export * from './editions';
export * from './menus';
export * from './messages';
export * from './permissions';
export * from './validation';
export * from './sku';
