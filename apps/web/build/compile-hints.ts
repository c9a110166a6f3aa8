import type { Plugin } from 'vite';

// Chrome's explicit compile hint: a script whose first line is this comment is compiled whole,
// on a background thread while it downloads, instead of function by function on the main thread
// the first time each runs. The first render calls most of React, React Router and TanStack
// Query, so compiling them lazily lengthened the first screen's tasks (a cheap phone's blocking
// time). https://v8.dev/blog/explicit-compile-hints
const HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the entry chunk and the chunks it imports statically: the code of the first load. */
export function compileHints(): Plugin {
  return {
    name: 'drd-compile-hints',
    apply: 'build',
    // After Vite's own additions to the chunks: the hint must be the very first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const firstLoad = new Set<string>();
        const visit = (fileName: string) => {
          if (firstLoad.has(fileName)) return;
          firstLoad.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
        for (const chunk of chunks) {
          if (firstLoad.has(chunk.fileName)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
