// Draws the demo directory's images (simple SVG scenes, our own work, CC0) into
// apps/web/public/images/negocios/. Run once after changing it: node scripts/generate-demo-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'apps/web/public/images/negocios';
mkdirSync(OUT, { recursive: true });

const scene = (
  sky,
  ground,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" role="img">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#s)"/>
<rect y="380" width="800" height="120" fill="${ground}"/>
${body}
</svg>
`;
const sun = (x, y, r = 46, c = '#ffd166') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;
const palm = (x, h = 190) =>
  `<path d="M${x} 400 q12 -${h / 2} -6 -${h}" stroke="#6b4f2a" stroke-width="12" fill="none" stroke-linecap="round"/>` +
  `<g fill="#2a9d8f"><path d="M${x - 6} ${400 - h} q-70 -10 -110 40 q60 -20 110 -40z"/><path d="M${x - 6} ${400 - h} q70 -14 110 36 q-60 -22 -110 -36z"/><path d="M${x - 6} ${400 - h} q-30 -60 -90 -60 q50 20 90 60z"/><path d="M${x - 6} ${400 - h} q40 -62 96 -52 q-56 16 -96 52z"/></g>`;
const house = (x, w, h, wall, roof, door = '#264653') =>
  `<rect x="${x}" y="${400 - h}" width="${w}" height="${h}" fill="${wall}"/>` +
  `<path d="M${x - 14} ${400 - h} L${x + w / 2} ${400 - h - 60} L${x + w + 14} ${400 - h}z" fill="${roof}"/>` +
  `<rect x="${x + w / 2 - 22}" y="${340}" width="44" height="60" rx="4" fill="${door}"/>` +
  `<rect x="${x + 18}" y="${400 - h + 24}" width="40" height="34" rx="3" fill="#e9f5f9"/><rect x="${x + w - 58}" y="${400 - h + 24}" width="40" height="34" rx="3" fill="#e9f5f9"/>`;
const awning = (x, w, a, b) =>
  Array.from(
    { length: Math.floor(w / 40) },
    (_, i) => `<rect x="${x + i * 40}" y="250" width="40" height="34" fill="${i % 2 ? a : b}"/>`,
  ).join('');
const sea = `<path d="M0 360 q100 -20 200 0 t200 0 t200 0 t200 0 v40 h-800z" fill="#219ebc"/><path d="M0 375 q100 -14 200 0 t200 0 t200 0 t200 0 v25 h-800z" fill="#8ecae6" opacity=".7"/>`;

const images = {
  restaurante: scene(
    ['#ffb703', '#fb8500'],
    '#e9c46a',
    `${sun(640, 110)}${house(200, 320, 150, '#f4a261', '#e76f51')}${awning(200, 320, '#fff', '#e63946')}<circle cx="600" cy="370" r="26" fill="#fff"/><rect x="596" y="370" width="8" height="30" fill="#6b4f2a"/><circle cx="120" cy="370" r="26" fill="#fff"/><rect x="116" y="370" width="8" height="30" fill="#6b4f2a"/>`,
  ),
  cafe: scene(
    ['#f1e3d3', '#d4a373'],
    '#a98467',
    `<rect x="300" y="220" width="200" height="150" rx="24" fill="#fefae0"/><path d="M500 250 q60 0 60 45 t-60 45" stroke="#fefae0" stroke-width="18" fill="none"/><rect x="320" y="240" width="160" height="30" rx="10" fill="#6f4518"/><path d="M360 200 q-20 -30 0 -60 M400 200 q-20 -30 0 -60 M440 200 q-20 -30 0 -60" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".8"/><ellipse cx="400" cy="378" rx="150" ry="16" fill="#7f5539"/>`,
  ),
  farmacia: scene(
    ['#caf0f8', '#90e0ef'],
    '#d8f3dc',
    `${house(220, 360, 180, '#ffffff', '#2a9d8f', '#0077b6')}<rect x="370" y="150" width="60" height="60" fill="#ffffff"/><rect x="388" y="156" width="24" height="48" fill="#2a9d8f"/><rect x="376" y="168" width="48" height="24" fill="#2a9d8f"/>`,
  ),
  hotel: scene(
    ['#48cae4', '#ade8f4'],
    '#f1dca7',
    `${sun(120, 100)}<rect x="280" y="120" width="240" height="280" fill="#f8f9fa"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${300 + (i % 4) * 55}" y="${140 + Math.floor(i / 4) * 70}" width="38" height="46" rx="4" fill="#0096c7"/>`).join('')}<rect x="370" y="340" width="60" height="60" fill="#023e8a"/>${palm(200)}${palm(620, 170)}`,
  ),
  bar: scene(
    ['#240046', '#5a189a'],
    '#3c096c',
    `<circle cx="650" cy="90" r="40" fill="#f8edeb"/>${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 97) % 800}" cy="${(i * 53) % 220}" r="2" fill="#fff"/>`).join('')}<path d="M330 180 h140 l-70 90z" fill="#ff006e" opacity=".9"/><rect x="394" y="268" width="12" height="90" fill="#e0e1dd"/><rect x="360" y="356" width="80" height="10" rx="5" fill="#e0e1dd"/><circle cx="445" cy="185" r="16" fill="#80ed99"/>`,
  ),
  colmado: scene(
    ['#8ecae6', '#caf0f8'],
    '#bc6c25',
    `${house(200, 400, 160, '#ffd60a', '#d00000', '#003566')}${awning(200, 400, '#0077b6', '#fff')}<rect x="560" y="330" width="60" height="70" fill="#6b4f2a"/><rect x="570" y="300" width="40" height="30" fill="#f77f00"/>`,
  ),
  auto: scene(
    ['#adb5bd', '#e9ecef'],
    '#495057',
    `<path d="M200 350 q20 -80 110 -90 h180 q80 10 110 90z" fill="#e63946"/><rect x="180" y="330" width="440" height="50" rx="20" fill="#e63946"/><rect x="330" y="275" width="70" height="50" rx="6" fill="#a8dadc"/><rect x="410" y="275" width="80" height="50" rx="6" fill="#a8dadc"/><circle cx="280" cy="385" r="38" fill="#1d3557"/><circle cx="280" cy="385" r="16" fill="#ced4da"/><circle cx="530" cy="385" r="38" fill="#1d3557"/><circle cx="530" cy="385" r="16" fill="#ced4da"/>`,
  ),
  belleza: scene(
    ['#ffc8dd', '#ffafcc'],
    '#cdb4db',
    `<ellipse cx="400" cy="230" rx="90" ry="110" fill="#fff0f3"/><path d="M310 230 q0 -140 90 -140 t90 140 q-40 -60 -90 -60 t-90 60z" fill="#6d2e46"/><circle cx="370" cy="240" r="8" fill="#6d2e46"/><circle cx="430" cy="240" r="8" fill="#6d2e46"/><path d="M375 290 q25 18 50 0" stroke="#d62828" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="160" cy="150" r="30" fill="#ff8fab"/><circle cx="650" cy="320" r="40" fill="#ff8fab"/>`,
  ),
  salud: scene(
    ['#e0fbfc', '#c2dfe3'],
    '#9db4c0',
    `<rect x="250" y="140" width="300" height="260" fill="#ffffff"/><rect x="370" y="160" width="60" height="60" fill="#ef233c"/><rect x="388" y="168" width="24" height="44" fill="#fff"/><rect x="378" y="178" width="44" height="24" fill="#fff"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${275 + (i % 3) * 90}" y="${245 + Math.floor(i / 3) * 60}" width="60" height="40" rx="4" fill="#5c9ead"/>`).join('')}`,
  ),
  oficina: scene(
    ['#a2d2ff', '#bde0fe'],
    '#adb5bd',
    `<rect x="170" y="90" width="180" height="310" fill="#1d3557"/><rect x="380" y="150" width="240" height="250" fill="#457b9d"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${190 + (i % 4) * 40}" y="${110 + Math.floor(i / 4) * 70}" width="24" height="44" fill="#f1faee"/>`).join('')}${Array.from({ length: 12 }, (_, i) => `<rect x="${400 + (i % 4) * 55}" y="${170 + Math.floor(i / 4) * 70}" width="36" height="44" fill="#f1faee"/>`).join('')}`,
  ),
  tecnologia: scene(
    ['#0b132b', '#1c2541'],
    '#3a506b',
    `<rect x="230" y="130" width="340" height="210" rx="14" fill="#5bc0be"/><rect x="250" y="150" width="300" height="170" rx="6" fill="#0b132b"/><path d="M280 200 h120 M280 230 h200 M280 260 h160" stroke="#6fffe9" stroke-width="10" stroke-linecap="round"/><rect x="190" y="340" width="420" height="22" rx="8" fill="#5bc0be"/>`,
  ),
  tienda: scene(
    ['#ffe5ec', '#fbc4ab'],
    '#f8ad9d',
    `${house(180, 440, 170, '#fff', '#f08080', '#5e548e')}${awning(180, 440, '#f08080', '#fff')}<rect x="230" y="300" width="90" height="80" fill="#9f86c0"/><rect x="480" y="300" width="90" height="80" fill="#9f86c0"/>`,
  ),
  playa: scene(
    ['#00b4d8', '#90e0ef'],
    '#ffe8a3',
    `${sun(600, 120, 54)}${sea}${palm(170, 210)}${palm(250, 160)}<path d="M480 390 l60 -70 l60 70z" fill="#e63946"/><rect x="536" y="320" width="8" height="70" fill="#6b4f2a"/>`,
  ),
  panaderia: scene(
    ['#fefae0', '#faedcd'],
    '#d4a373',
    `<ellipse cx="400" cy="300" rx="200" ry="70" fill="#bc6c25"/><path d="M280 280 q40 -30 60 0 M360 270 q40 -30 60 0 M440 270 q40 -30 60 0" stroke="#fefae0" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="180" cy="150" r="40" fill="#dda15e"/><circle cx="620" cy="140" r="50" fill="#dda15e"/>`,
  ),
  ferreteria: scene(
    ['#ffd166', '#fcbf49'],
    '#6c757d',
    `<rect x="250" y="170" width="40" height="220" rx="8" fill="#6b4f2a" transform="rotate(-30 270 280)"/><rect x="190" y="150" width="150" height="60" rx="10" fill="#495057" transform="rotate(-30 270 280)"/><path d="M470 380 l120 -200 l30 18 l-120 200z" fill="#adb5bd"/><circle cx="600" cy="170" r="38" fill="none" stroke="#adb5bd" stroke-width="22"/>`,
  ),
  placeholder: scene(
    ['#e9ecef', '#dee2e6'],
    '#ced4da',
    `${house(290, 220, 150, '#f8f9fa', '#adb5bd', '#868e96')}`,
  ),
};

const logo = (
  bg,
  fg,
  glyph,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img"><circle cx="100" cy="100" r="96" fill="${bg}"/><circle cx="100" cy="100" r="80" fill="none" stroke="${fg}" stroke-width="6"/>${glyph}</svg>
`;
images['logo-restaurante'] = logo(
  '#e76f51',
  '#fff',
  '<path d="M70 50 v50 q0 14 14 14 v40 M84 50 v40 M98 50 v50 q0 14 -14 14" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M130 50 q-18 20 0 60 v44" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>',
);
images['logo-hotel'] = logo(
  '#0077b6',
  '#fff',
  '<path d="M60 140 v-80 M60 110 h80 v30 M60 90 h30" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>',
);

for (const [name, svg] of Object.entries(images)) writeFileSync(`${OUT}/${name}.svg`, svg);
writeFileSync(
  `${OUT}/README.md`,
  '# Demo images\n\nSimple SVG scenes drawn by `scripts/generate-demo-images.mjs` for the demo directory. Our own work, released under CC0 1.0.\n',
);
console.log(`${Object.keys(images).length} images in ${OUT}`);
