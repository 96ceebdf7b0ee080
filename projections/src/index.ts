export * from './data-source';
export * from './registry';
export * from './runner/projection';
export * from './runner/projection-runner';
export * from './runner/rebuild';
export * from './identity/identity.entities';
export * from './catalog/master-data.projection';
export * from './catalog/master-record.entity';
