import type { Plugin } from 'vite';

/**
 * Writes the app's stylesheet into index.html as a <style> element instead of linking it: the
 * first paint (index.html's first screen) then needs no second request, which on a slow network
 * costs a round trip (docs/decisions/010-first-paint.md). The file stays in the build for
 * anything that names it.
 */
export function inlineCss(): Plugin {
  return {
    name: 'drd-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            // '</style' cannot occur in Tailwind's output; refusing it keeps the element closed.
            const css = String(asset.source);
            if (css.includes('</style')) throw new Error(`${fileName} closes a <style> element`);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
