// The types of messageTiers.js (plain JavaScript: compileMessages.js runs it before anything is built).
export declare function startModules(root: string): string[];
export declare function startKeys(root: string, keys: string[]): string[];
export declare function splitLocaleModule(code: string, start: Set<string>): { start: string; later: string };
export declare function writeTiers(outdir: string, locales: string[], start: Set<string>): void;
