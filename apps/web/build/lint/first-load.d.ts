import type { ESLint } from 'eslint';

export declare const firstLoadPlugin: ESLint.Plugin;
