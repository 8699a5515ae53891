import sharp from 'sharp';

/**
 * Product pictures for the seed catalog, drawn as SVG and rendered to WebP with sharp, so a new
 * shop shows real images without any download. Shapes per category, patterned in the colours of
 * Maasai beadwork and kikoi weaves; the variant's colour leads.
 */
export type ArtworkKind = 'bag' | 'poncho' | 'scarf' | 'wallet';

export const SIDE = 640;

const ACCENTS = ['#c0392b', '#f1c40f', '#1f5fa8', '#1e8449', '#ffffff', '#111111', '#e67e22'];

/** A band of beads (small circles) alternating accent colours. */
function beadBand(x: number, y: number, width: number, radius: number, offset: number): string {
  const beads: string[] = [];
  const step = radius * 2.4;
  for (let i = 0; i * step < width; i++) {
    const colour = ACCENTS[(i + offset) % ACCENTS.length];
    beads.push(`<circle cx="${(x + radius + i * step).toFixed(1)}" cy="${y}" r="${radius}" fill="${colour}" stroke="#00000033" stroke-width="1"/>`);
  }
  return beads.join('');
}

/** Horizontal kikoi stripes clipped to a shape. */
function stripes(y0: number, y1: number, main: string, seed: number): string {
  const rows: string[] = [];
  let y = y0;
  let i = seed;
  while (y < y1) {
    const height = 10 + ((i * 7) % 4) * 8;
    const colour = i % 3 === 0 ? main : ACCENTS[i % ACCENTS.length];
    rows.push(`<rect x="0" y="${y}" width="${SIDE}" height="${height}" fill="${colour}"/>`);
    y += height;
    i += 1;
  }
  return rows.join('');
}

function zigzag(y: number, colour: string, amplitude = 14): string {
  const points: string[] = [];
  for (let x = 0, up = true; x <= SIDE; x += 28, up = !up) points.push(`${x},${y + (up ? -amplitude : amplitude)}`);
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round"/>`;
}

function bag(main: string, seed: number): string {
  const body = 'M150 250 L490 250 L530 560 Q530 590 500 590 L140 590 Q110 590 110 560 Z';
  return `
    <path d="M220 260 Q220 110 320 110 Q420 110 420 260" fill="none" stroke="#5b3a1e" stroke-width="22" stroke-linecap="round"/>
    <clipPath id="body"><path d="${body}"/></clipPath>
    <path d="${body}" fill="${main}"/>
    <g clip-path="url(#body)">
      ${stripes(330, 420, main, seed)}
      ${zigzag(470, '#ffffff')}
      ${zigzag(500, ACCENTS[seed % ACCENTS.length])}
    </g>
    ${beadBand(150, 285, 340, 9, seed)}
    <path d="${body}" fill="none" stroke="#00000055" stroke-width="4"/>`;
}

function poncho(main: string, seed: number): string {
  const shape = 'M320 120 L590 380 L320 600 L50 380 Z';
  const fringe = Array.from({ length: 26 }, (_, i) => {
    const x = 60 + i * 20.5;
    const y = 380 + (x < 320 ? (x - 50) * 0.81 : (590 - x) * 0.81);
    return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x.toFixed(1)}" y2="${(y + 26).toFixed(1)}" stroke="${main}" stroke-width="4"/>`;
  }).join('');
  return `
    <clipPath id="poncho"><path d="${shape}"/></clipPath>
    <path d="${shape}" fill="${main}"/>
    <g clip-path="url(#poncho)">${stripes(250, 300, main, seed)}${zigzag(360, '#ffffff', 18)}${stripes(420, 450, main, seed + 2)}${zigzag(500, ACCENTS[(seed + 3) % ACCENTS.length], 18)}</g>
    <ellipse cx="320" cy="180" rx="54" ry="26" fill="#f7efe3" stroke="#00000055" stroke-width="4"/>
    ${fringe}
    <path d="${shape}" fill="none" stroke="#00000055" stroke-width="4"/>`;
}

function scarf(main: string, seed: number): string {
  const fringe = (x: number, y: number) =>
    Array.from({ length: 9 }, (_, i) => `<line x1="${x + i * 16}" y1="${y}" x2="${x + i * 16 - 8}" y2="${y + 40}" stroke="${main}" stroke-width="4"/>`).join('');
  return `
    <g transform="rotate(-28 320 320)">
      <clipPath id="scarf"><rect x="250" y="40" width="150" height="560" rx="10"/></clipPath>
      <rect x="250" y="40" width="150" height="560" rx="10" fill="${main}"/>
      <g clip-path="url(#scarf)">${stripes(60, 130, main, seed)}${stripes(510, 580, main, seed + 1)}
        <rect x="305" y="150" width="40" height="340" fill="${ACCENTS[(seed + 2) % ACCENTS.length]}" opacity="0.9"/>
        <rect x="318" y="150" width="14" height="340" fill="#ffffff" opacity="0.8"/></g>
      ${fringe(258, 600)}${fringe(258, 0)}
    </g>`;
}

function wallet(main: string, seed: number): string {
  return `
    <rect x="110" y="180" width="420" height="300" rx="28" fill="${main}"/>
    <path d="M110 230 Q110 180 160 180 L480 180 Q530 180 530 230 L530 300 L110 300 Z" fill="#00000022"/>
    <rect x="130" y="200" width="380" height="260" rx="20" fill="none" stroke="#f7efe3" stroke-width="3" stroke-dasharray="10 8"/>
    ${beadBand(140, 330, 360, 10, seed)}
    ${beadBand(152, 356, 340, 8, seed + 3)}
    <circle cx="470" cy="300" r="16" fill="#c9a227" stroke="#5b3a1e" stroke-width="4"/>`;
}

const DRAW: Record<ArtworkKind, (main: string, seed: number) => string> = { bag, poncho, scarf, wallet };

export function artworkSvg(kind: ArtworkKind, main: string, seed: number): string {
  const background = ['#f7efe3', '#efe4d2', '#f3e9dc', '#ece3d4'][seed % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">
    <rect width="${SIDE}" height="${SIDE}" fill="${background}"/>
    <ellipse cx="320" cy="610" rx="230" ry="18" fill="#00000018"/>
    ${DRAW[kind](main, seed)}
  </svg>`;
}

/** WebP bytes of one picture (about 20-40 ms on this machine). */
export function renderArtwork(kind: ArtworkKind, main: string, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(kind, main, seed))).webp({ quality: 80 }).toBuffer();
}
