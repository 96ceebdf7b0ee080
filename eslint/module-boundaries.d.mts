import type { ESLint, Rule } from 'eslint';

export declare const moduleBoundaries: Rule.RuleModule;
export declare const noModuleCycles: Rule.RuleModule;
export declare const noSqlInControllers: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
