export { MyStore } from './MyStore';
export { StoreSet } from './StoreSet';
