import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { sanitizeBody } from './sanitize.ts';

// An unclosed <style> dropped everything after it silently; bodies kept https images
// that the Content-Security-Policy then blocked.

const ownImage = '/api/content-images/0123456789abcdef0123456789abcdef.png';

describe('sanitizeBody', () => {
  it('keeps the content after an unclosed style, script, textarea, option or noscript tag', () => {
    for (const tag of ['style', 'script', 'textarea', 'option', 'noscript', 'STYLE']) {
      const out = sanitizeBody(`<p>before</p><${tag} media="x"><p>after <b>all</b></p><h2>end</h2>`);
      expect(out, tag).toContain('<p>before</p>');
      expect(out, tag).toContain('<p>after <b>all</b></p>');
      expect(out, tag).toContain('<h2>end</h2>');
      expect(out, tag).not.toMatch(new RegExp(`<${tag}`, 'i'));
    }
  });

  it('still drops closed style and script elements with their content', () => {
    const out = sanitizeBody('<p>a</p><style>p{color:red}</style><script>alert(1)</script ><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('keeps only images the CSP lets the page show (our own); an outside image becomes a link to it', () => {
    const out = sanitizeBody(
      `<p>x<img src="${ownImage}" alt="ours">y<img src="https://cdn.example.test/a.png?s=1&amp;t=2" alt="Their logo">z</p>` +
        '<p><img src=\'https://cdn.example.test/b.png\'><img src="http://plain.test/c.png"><img src="data:image/png;base64,AA"></p>',
    );
    expect(out).toContain(`<img src="${ownImage}" alt="ours" />`);
    expect(out).toContain(
      '<a href="https://cdn.example.test/a.png?s=1&amp;t=2" target="_blank" rel="noopener noreferrer">Their logo</a>z',
    );
    expect(out).toContain(
      '<a href="https://cdn.example.test/b.png" target="_blank" rel="noopener noreferrer">https://cdn.example.test/b.png</a>',
    );
    expect(out).not.toMatch(/<img[^>]*(https?:|data:)/);
    expect(out.match(/<img /g)).toHaveLength(1);
  });
});

describe('stored content and the Content-Security-Policy agree', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('every image a saved body keeps is one the CSP img-src allows', async () => {
    const cookie = await ctx.login('admin@demo.test');
    const body = `<p><img src="${ownImage}"><img src="https://cdn.example.test/a.png"></p>`;
    const created = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contents',
      headers: { cookie },
      payload: {
        type: 'text',
        props: [
          { name: 'title_eng', data: 'CSP' },
          { name: 'body_eng', data: body },
        ],
      },
    });
    expect(created.json().status, created.body).toBe(true);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/contents/${created.json().data.id}`,
      headers: { cookie },
    });
    const stored = JSON.stringify(read.json().data);
    const sources = [...stored.matchAll(/<img src=\\"([^\\"]+)\\"/g)].map((m) => m[1]);
    expect(sources).toEqual([ownImage]);
    const csp = String(read.headers['content-security-policy']);
    const imgSrc = /img-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(imgSrc).toContain("'self'");
    expect(imgSrc).not.toContain('https:');
    // Same-origin paths are what 'self' allows.
    for (const src of sources) expect(src.startsWith('/')).toBe(true);
  });
});
