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
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Editor images are ours (/api/content-images/…); other images only over https.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !/^(\/api\/content-images\/[a-f0-9]{32}\.(png|gif|jpg|bmp)|https:\/\/)/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A body_{lang} value made safe before it is stored. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, bodyOptions);
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
