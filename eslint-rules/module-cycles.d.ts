import type { Rule } from 'eslint';

export function moduleImports(modulesDir: string): Map<string, Set<string>>;
export function pathBack(imports: Map<string, Set<string>>, start: string, goal: string): string[] | undefined;
export const moduleCycles: Rule.RuleModule;
declare const plugin: { rules: { 'module-cycles': Rule.RuleModule } };
export default plugin;
