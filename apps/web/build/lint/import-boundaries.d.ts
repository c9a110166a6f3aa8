import type { Linter } from 'eslint';

export declare function webImportBoundaries(root: string): Linter.Config;
