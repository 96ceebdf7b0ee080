export * from './data-source';
export * from './runner/projection';
export * from './runner/company-reset';
export * from './runner/leader-loop';
export * from './runner/projection-runner';
export * from './runner/rebuild';
export * from './runner/set-aside';
export * from './runner/insert-many';
