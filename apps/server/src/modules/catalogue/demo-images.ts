// Demo catalogue media, generated from the storage key itself. seedDemo only has the database, so the
// image route generates a demo key on each request, without storing it (see decisions).

export const demoBrandColours: Record<string, { fill: string; accent: string; label: string }> = {
  aquabot: { fill: '#0b6fb8', accent: '#7fd3ff', label: 'AquaBot' },
  wavemaster: { fill: '#0f8a5f', accent: '#9ff0c8', label: 'WaveMaster' },
  clearpro: { fill: '#c2410c', accent: '#fed7aa', label: 'ClearPro' },
  deepblue: { fill: '#4338ca', accent: '#c7d2fe', label: 'DeepBlue' },
};

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function robotBody(x: number, y: number, scale: number, fill: string, accent: string) {
  const s = (n: number) => n * scale;
  return `<g transform="translate(${x} ${y})">
<rect x="0" y="${s(30)}" width="${s(240)}" height="${s(110)}" rx="${s(28)}" fill="${fill}"/>
<rect x="${s(20)}" y="${s(45)}" width="${s(200)}" height="${s(30)}" rx="${s(10)}" fill="${accent}" opacity="0.85"/>
<path d="M${s(70)} ${s(30)} Q${s(120)} ${-s(25)} ${s(170)} ${s(30)}" stroke="${fill}" stroke-width="${s(14)}" fill="none"/>
<rect x="${-s(10)}" y="${s(130)}" width="${s(260)}" height="${s(28)}" rx="${s(12)}" fill="#333"/>
<circle cx="${s(30)}" cy="${s(145)}" r="${s(22)}" fill="#555"/><circle cx="${s(210)}" cy="${s(145)}" r="${s(22)}" fill="#555"/>
<path d="M${s(240)} ${s(70)} C${s(300)} ${s(60)} ${s(290)} ${s(150)} ${s(340)} ${s(140)}" stroke="#222" stroke-width="${s(5)}" fill="none"/>
</g>`;
}

function brandSvg(slug: string, variant: string) {
  const c = demoBrandColours[slug] ?? { fill: '#555', accent: '#ddd', label: slug };
  if (variant === 'slim') {
    return svg(
      360,
      80,
      `<rect width="360" height="80" rx="14" fill="${c.fill}"/><circle cx="44" cy="40" r="24" fill="${c.accent}"/><text x="84" y="52" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff">${esc(c.label)}</text>`,
    );
  }
  return svg(
    400,
    300,
    `<rect width="400" height="300" fill="${c.accent}"/>${robotBody(60, 60, 1, c.fill, '#fff')}<text x="200" y="280" text-anchor="middle" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="${c.fill}">${esc(c.label)}</text>`,
  );
}

// Balloon ids and names of the demo workbook's lines (seed/catalogue.ts), as the workbook shows them.
const explodedParts: [string, string][] = [
  ['1.00', 'Handle'],
  ['2.00', 'Motor'],
  ['3.00', 'Pump'],
  ['4.00', 'PSU'],
  ['5.00', 'Brush'],
  ['6.00', 'Pulley'],
  ['7.00', 'Filter'],
  ['8.00', 'Cable'],
  ['9.00', 'Track'],
  ['9.50', 'Wheel'],
];

function robotSvg(slug: string, pn: string, year: string, variant: string) {
  const c = demoBrandColours[slug] ?? { fill: '#555', accent: '#ddd', label: slug };
  const label = `${esc(pn)} · ${esc(year)}`;
  if (variant === 'exploded') {
    const items = explodedParts
      .map(([balloon, name], i) => {
        const x = 60 + (i % 5) * 170;
        const y = 90 + Math.floor(i / 5) * 230;
        return `<rect x="${x}" y="${y}" width="120" height="90" rx="16" fill="${i === 0 ? c.fill : c.accent}" stroke="${c.fill}" stroke-width="4"/>
<circle cx="${x + 120}" cy="${y}" r="26" fill="#fff" stroke="#222" stroke-width="3"/><text x="${x + 120}" y="${y + 7}" text-anchor="middle" font-family="Arial" font-size="${balloon.length > 2 ? 14 : 18}">${balloon}</text>
<text x="${x + 60}" y="${y + 120}" text-anchor="middle" font-family="Arial" font-size="18" fill="#222">${name}</text>`;
      })
      .join('');
    return svg(
      900,
      600,
      `<rect width="900" height="600" fill="#fafafa"/><text x="30" y="45" font-family="Arial" font-size="28" font-weight="700" fill="${c.fill}">${label} exploded view</text>${items}`,
    );
  }
  const big = variant === 'big';
  const w = big ? 1000 : 400;
  const h = big ? 750 : 300;
  const scale = big ? 2.5 : 1;
  const view = variant === 'view';
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${view ? '#e8f4fb' : '#fff'}"/>${view ? `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#9fd3ee"/>` : ''}${robotBody(w * 0.15, h * 0.15, scale, c.fill, c.accent)}<text x="${w / 2}" y="${h - 20 * scale}" text-anchor="middle" font-family="Arial,sans-serif" font-size="${22 * scale}" fill="#222">${label}</text>`,
  );
}

/** A minimal one-page PDF naming the document (demo documents and certificates). */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The demo file for a `demo/...` key, or null when the key is not a demo key. */
export function generateDemoMedia(key: string): { body: Buffer; mime: string } | null {
  const brand = /^demo\/brand\/([a-z0-9-]+)\/(main|slim)\.svg$/.exec(key);
  if (brand) return { body: Buffer.from(brandSvg(brand[1], brand[2])), mime: 'image/svg+xml' };
  const robot = /^demo\/robot\/([a-z0-9-]+)\/([A-Z0-9-]+)_(\d{4})_(main|big|view|exploded|slim)\.svg$/.exec(
    key,
  );
  if (robot)
    return { body: Buffer.from(robotSvg(robot[1], robot[2], robot[3], robot[4])), mime: 'image/svg+xml' };
  const doc = /^demo\/doc\/([A-Za-z0-9_-]+)\.pdf$/.exec(key);
  if (doc) return { body: demoPdf(doc[1].replace(/[_-]+/g, ' ')), mime: 'application/pdf' };
  return null;
}

export function demoRobotImageKeys(slug: string, pn: string, year: number) {
  const k = (v: string) => `demo/robot/${slug}/${pn}_${year}_${v}.svg`;
  return {
    imageMain: k('main'),
    imageBig: k('big'),
    imageView: k('view'),
    imageExplodedBig: k('exploded'),
    imageSlim: k('slim'),
  };
}
