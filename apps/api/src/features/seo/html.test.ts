import { describe, expect, it } from 'vitest';
import { renderPage, type PageMeta } from './html';

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><header>H</header><main>
<!-- first-paint:home --><section>HOME HERO</section><!-- /first-paint:home -->
<!-- first-paint:page --><div role="status">SPINNER</div><!-- /first-paint:page -->
</main></div></body></html>`;

const META: PageMeta = { title: 'T', description: 'D', url: 'https://example.test/p' };

describe('renderPage', () => {
  it("keeps index.html's two first screens when the page has none of its own", () => {
    const html = renderPage(TEMPLATE, META);
    expect(html).toContain('HOME HERO');
    expect(html).toContain('SPINNER');
  });

  it("puts a page's own first screen in the spinner's place and drops the home page's", () => {
    const html = renderPage(TEMPLATE, { ...META, firstScreen: '<article>PROFILE</article>' });
    expect(html).toContain('<main>\n\n<article>PROFILE</article>\n</main>');
    expect(html).not.toContain('HOME HERO');
    expect(html).not.toContain('SPINNER');
  });

  // String.replace expands $&, $' and $` in a replacement string: a business could otherwise
  // make its page repeat or cut the document.
  it('copies text with $ patterns as written', () => {
    const tricky = "Precios desde $& y $' y $`";
    const html = renderPage(TEMPLATE, {
      ...META,
      description: tricky,
      firstScreen: `<h1>${tricky}</h1>`,
      initialData: [{ queryKey: ['business', 1], data: { description: tricky } }],
    });
    expect(html).toContain(`<h1>${tricky}</h1>`);
    expect(html).toContain(`"description":"Precios desde $\\u0026 y $' y $\``);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('asks for the largest image before the entry script', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" src="/assets/a.js"></script><style>x</style></head>',
    );
    const html = renderPage(template, { ...META, preloadImage: '/images/a.webp' });
    const preload = html.indexOf('<link rel="preload" as="image" href="/images/a.webp"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    // A template without a module script still gets it, in the head.
    expect(renderPage(TEMPLATE, { ...META, preloadImage: '/images/a.webp' })).toMatch(
      /<link rel="preload" as="image" href="\/images\/a.webp"[^>]*>[\s\S]*<\/head>/,
    );
  });
});
