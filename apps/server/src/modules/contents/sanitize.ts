import sanitizeHtml from 'sanitize-html';

/** What the rich-text editor (tiptap) produces, and nothing that runs or loads from elsewhere. */
const bodyOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images are the editor's own (/api/content-images/…), the only ones the CSP's img-src ('self') lets a page
  // show; an outside https image became a link before this (linkOutsideImages).
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const ownImage = /^\/api\/content-images\/[a-f0-9]{32}\.(png|gif|jpg|bmp)$/;

// Elements whose text sanitize-html drops (its nonTextTags). Unclosed, one of them swallowed every later
// element: a closed one goes with its content, an unclosed tag goes alone and what follows stays.
// Linear in the body's length (no pattern scans past the next "<"; closing tags are looked up once).
const rawTextTags = ['script', 'style', 'textarea', 'option', 'noscript'];
const rawTextOpen = `<(${rawTextTags.join('|')})\\b[^<>]*>`;
const rawTextClose = new RegExp(`<\\/(${rawTextTags.join('|')})\\b[^<>]*>`, 'gi');

function dropRawText(html: string): string {
  // ASCII lower case keeps every index the same (toLowerCase may change the length of other letters).
  const lower = html.replace(/[A-Z]+/g, (c) => c.toLowerCase());
  const lastClose = new Map(rawTextTags.map((t) => [t, lower.lastIndexOf(`</${t}`)]));
  let out = '';
  let from = 0;
  const open = new RegExp(rawTextOpen, 'gi');
  for (let m = open.exec(html); m; m = open.exec(html)) {
    out += html.slice(from, m.index);
    const name = m[1].toLowerCase();
    from = open.lastIndex;
    if ((lastClose.get(name) ?? -1) < from) continue;
    const end = lower.indexOf(`</${name}`, from);
    const gt = html.indexOf('>', end);
    from = gt === -1 ? html.length : gt + 1;
    open.lastIndex = from;
  }
  return (out + html.slice(from)).replace(rawTextClose, '');
}

function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * An outside https image (which the CSP would block) becomes a link to it named by its alt text, so nothing an
 * author placed disappears. Only rewrites text; sanitize-html afterwards decides what is kept.
 */
function linkOutsideImages(html: string): string {
  return html.replace(/<img\b[^<>]*>/gi, (tag) => {
    const src = attributeOf(tag, 'src')?.trim() ?? '';
    if (!/^https:\/\//i.test(src)) return tag;
    const text = attributeOf(tag, 'alt') || attributeOf(tag, 'title') || src;
    const quote = (v: string) => v.replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<a href="${quote(src)}" target="_blank" rel="noopener noreferrer">${quote(text)}</a>`;
  });
}

/** A body_{lang} value made safe before it is stored. */
export function sanitizeBody(html: string): string {
  const prepared = linkOutsideImages(dropRawText(html));
  return sanitizeHtml(prepared, bodyOptions);
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A title_{lang} value: plain text only (tags dropped; the screens render it as text, never as HTML). */
export function sanitizeTitle(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e).trim();
}

export function sanitizeProp(prop: { name: string; data: string }) {
  return {
    name: prop.name,
    data: prop.name.startsWith('body_') ? sanitizeBody(prop.data) : sanitizeTitle(prop.data),
  };
}
