import { ART_KINDS, type ArtKind } from '../../../src/schema/drawings';
import { darken, lighten, mix, type Tones } from './color';

/*
 * One illustration per kind of product, drawn in a 600 × 600 box standing on the line
 * y = 560 and centred on x = 300, so a scene can place, scale and shadow any of them the
 * same way. Shapes are built from a few paths with a side-lit gradient for volume; ids
 * are prefixed so several objects can share one SVG document.
 */

export { ART_KINDS, type ArtKind };

export type DrawnObject = {
  svg: string;
  /** Half the width of the contact shadow, in box units. */
  footprint: number;
  /** The point a close-up crop centres on: fabric, a seam, a glaze. */
  focus: { x: number; y: number };
  /** Where the object meets the ground; 560 unless it is shorter. */
  base?: number;
};

/** Gradient definitions shared by most objects: side light from the upper left. */
function bodyGradient(id: string, t: Tones): string {
  return (
    `<linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="0.25">` +
    `<stop offset="0" stop-color="${t.light}"/><stop offset="0.38" stop-color="${t.base}"/>` +
    `<stop offset="0.82" stop-color="${t.base}"/><stop offset="1" stop-color="${t.shade}"/></linearGradient>` +
    `<linearGradient id="${id}-fall" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>`
  );
}

const stitch = (color: string) => `fill="none" stroke="${color}" stroke-width="2.5" stroke-dasharray="7 6" stroke-linecap="round"`;

function tee(id: string, t: Tones): DrawnObject {
  const outline =
    'M244,92 Q300,146 356,92 L452,116 Q492,160 528,226 L466,266 L432,232 L430,536 Q300,550 170,536 L168,232 L134,266 L72,226 Q108,160 148,116 Z';
  return {
    footprint: 150,
    focus: { x: 300, y: 190 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      `<path d="${outline}" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="${outline}" fill="url(#${id}-fall)"/>` +
      // Collar band, drawn as the inside of the neckline plus a rib.
      `<path d="M244,92 Q300,146 356,92 Q300,124 244,92 Z" fill="${t.deep}"/>` +
      `<path d="M236,96 Q300,162 364,96" fill="none" stroke="${t.shade}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M236,96 Q300,162 364,96" ${stitch(t.line)}/>` +
      // Sleeve hems and the body hem.
      `<path d="M80,236 L140,276" ${stitch(t.line)}/><path d="M520,236 L460,276" ${stitch(t.line)}/>` +
      `<path d="M172,520 Q300,534 428,520" ${stitch(t.line)}/>` +
      // Soft folds.
      `<path d="M214,300 Q222,420 204,520" fill="none" stroke="${t.shade}" stroke-width="6" stroke-opacity="0.45" stroke-linecap="round"/>` +
      `<path d="M388,280 Q376,380 394,500" fill="none" stroke="${t.shade}" stroke-width="5" stroke-opacity="0.4" stroke-linecap="round"/>` +
      // Woven label.
      `<rect x="286" y="132" width="28" height="14" rx="2" fill="${t.accent}"/>`,
  };
}

function hoodie(id: string, t: Tones): DrawnObject {
  const outline =
    'M236,104 L150,128 Q112,160 100,250 L86,456 L150,468 L168,300 L170,500 L430,500 L432,300 L450,468 L514,456 L500,250 Q488,160 450,128 L364,104 Z';
  return {
    footprint: 170,
    focus: { x: 300, y: 250 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // The hood, lying behind the shoulders.
      `<path d="M222,120 C214,50 258,28 300,28 C342,28 386,50 378,120 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="${outline}" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="${outline}" fill="url(#${id}-fall)"/>` +
      // Hood opening.
      `<path d="M236,104 Q300,200 364,104 Q350,70 300,66 Q250,70 236,104 Z" fill="${t.deep}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M244,108 Q300,186 356,108" fill="none" stroke="${t.shade}" stroke-width="10" stroke-linecap="round"/>` +
      // Drawstrings with tips.
      `<path d="M278,150 Q274,220 282,268" fill="none" stroke="${t.accent}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M322,150 Q328,214 318,262" fill="none" stroke="${t.accent}" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="276" y="266" width="12" height="22" rx="4" fill="${darken(t.accent, 0.3)}"/>` +
      `<rect x="312" y="260" width="12" height="22" rx="4" fill="${darken(t.accent, 0.3)}"/>` +
      // Kangaroo pocket.
      `<path d="M214,360 L386,360 L412,452 L188,452 Z" fill="${t.base}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M214,360 L188,452" fill="none" stroke="${t.deep}" stroke-width="6" stroke-opacity="0.5"/>` +
      `<path d="M386,360 L412,452" fill="none" stroke="${t.deep}" stroke-width="6" stroke-opacity="0.5"/>` +
      // Ribbed waistband and cuffs.
      `<rect x="170" y="470" width="260" height="34" rx="4" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      Array.from({ length: 17 }, (_, i) => `<path d="M${182 + i * 15},474 L${182 + i * 15},500" stroke="${t.deep}" stroke-width="2" stroke-opacity="0.5"/>`).join('') +
      `<path d="M88,430 L150,440 L150,470 L86,458 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M512,430 L450,440 L450,470 L514,458 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>`,
  };
}

function sweater(id: string, t: Tones): DrawnObject {
  const outline =
    'M240,96 Q300,130 360,96 L452,124 Q494,160 504,250 L516,470 L452,478 L432,300 L434,506 L166,506 L168,300 L148,478 L84,470 L96,250 Q106,160 148,124 Z';
  const cable = (x: number) =>
    `<path d="M${x},150 ${Array.from({ length: 9 }, (_, i) => `Q${x + (i % 2 ? -14 : 14)},${166 + i * 36} ${x},${184 + i * 36}`).join(' ')}" fill="none" stroke="${t.shade}" stroke-width="8" stroke-linecap="round"/>`;
  return {
    footprint: 170,
    focus: { x: 300, y: 280 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<pattern id="${id}-knit" width="14" height="12" patternUnits="userSpaceOnUse"><path d="M0,0 L7,8 L14,0" fill="none" stroke="${t.shade}" stroke-width="2" stroke-opacity="0.55"/></pattern></defs>` +
      `<path d="${outline}" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="${outline}" fill="url(#${id}-knit)"/>` +
      `<path d="${outline}" fill="url(#${id}-fall)"/>` +
      cable(250) +
      cable(350) +
      `<path d="M300,140 L300,500" stroke="${t.shade}" stroke-width="14" stroke-opacity="0.5"/>` +
      // Rib at neck, hem and cuffs.
      `<path d="M232,98 Q300,150 368,98" fill="none" stroke="${t.shade}" stroke-width="18" stroke-linecap="round"/>` +
      `<path d="M232,98 Q300,150 368,98" fill="none" stroke="${t.line}" stroke-width="2" stroke-dasharray="3 5"/>` +
      `<rect x="166" y="478" width="268" height="32" rx="3" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      Array.from({ length: 18 }, (_, i) => `<path d="M${176 + i * 14},482 L${176 + i * 14},506" stroke="${t.deep}" stroke-width="3" stroke-opacity="0.45"/>`).join('') +
      `<path d="M86,444 L148,452 L148,480 L84,472 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M514,444 L452,452 L452,480 L516,472 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>`,
  };
}

function cap(id: string, t: Tones): DrawnObject {
  return {
    footprint: 190,
    focus: { x: 290, y: 330 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // Brim, reaching towards the viewer on the right.
      `<path d="M360,468 Q470,440 548,470 Q556,500 520,514 Q440,534 340,512 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M368,480 Q460,458 536,482" ${stitch(t.line)}/>` +
      // Crown.
      `<path d="M110,500 C100,330 190,246 300,246 C410,246 470,330 462,488 Q300,520 110,500 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M110,500 C100,330 190,246 300,246 C410,246 470,330 462,488 Q300,520 110,500 Z" fill="url(#${id}-fall)"/>` +
      `<path d="M300,248 C262,320 250,420 262,506" fill="none" stroke="${t.shade}" stroke-width="3"/>` +
      `<path d="M300,248 C360,310 392,400 396,500" fill="none" stroke="${t.shade}" stroke-width="3"/>` +
      `<path d="M300,248 C220,290 170,380 160,500" fill="none" stroke="${t.shade}" stroke-width="3"/>` +
      `<path d="M112,486 Q290,512 462,474" ${stitch(t.line)}/>` +
      // Eyelets, button and a small embroidered badge.
      `<circle cx="214" cy="330" r="6" fill="${t.deep}"/><circle cx="372" cy="320" r="6" fill="${t.deep}"/>` +
      `<ellipse cx="300" cy="248" rx="20" ry="9" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M280,400 L320,392 L326,426 L286,434 Z" fill="${t.accent}"/>`,
  };
}

function beanie(id: string, t: Tones): DrawnObject {
  const ribs = Array.from({ length: 15 }, (_, i) => {
    const x = 176 + i * 17.5;
    return `<path d="M${x},430 L${x},530" stroke="${t.deep}" stroke-width="4" stroke-opacity="0.35"/>`;
  }).join('');
  return {
    footprint: 150,
    focus: { x: 300, y: 380 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<pattern id="${id}-rib" width="16" height="20" patternUnits="userSpaceOnUse"><path d="M8,0 L8,20" stroke="${t.shade}" stroke-width="5"/></pattern>` +
      `<radialGradient id="${id}-pom" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(t.accent, 0.35)}"/><stop offset="1" stop-color="${darken(t.accent, 0.2)}"/></radialGradient></defs>` +
      `<path d="M178,440 C170,300 230,190 300,190 C370,190 430,300 422,440 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M178,440 C170,300 230,190 300,190 C370,190 430,300 422,440 Z" fill="url(#${id}-rib)" opacity="0.6"/>` +
      `<path d="M178,440 C170,300 230,190 300,190 C370,190 430,300 422,440 Z" fill="url(#${id}-fall)"/>` +
      // Folded cuff.
      `<path d="M160,430 Q300,408 440,430 L446,532 Q300,552 154,532 Z" fill="${t.base}" stroke="${t.line}" stroke-width="2"/>` +
      ribs +
      `<path d="M160,430 Q300,408 440,430 L446,532 Q300,552 154,532 Z" fill="url(#${id}-fall)"/>` +
      // Pompom, a cluster of tufts.
      `<circle cx="300" cy="160" r="52" fill="url(#${id}-pom)"/>` +
      Array.from({ length: 14 }, (_, i) => {
        const angle = (i / 14) * Math.PI * 2;
        return `<path d="M${300 + Math.cos(angle) * 22},${160 + Math.sin(angle) * 22} L${300 + Math.cos(angle) * 56},${160 + Math.sin(angle) * 56}" stroke="${darken(t.accent, 0.15)}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`;
      }).join(''),
  };
}

function scarf(id: string, t: Tones): DrawnObject {
  const fringe = (x0: number, x1: number, y0: number, y1: number) =>
    Array.from({ length: 9 }, (_, i) => {
      const x = x0 + ((x1 - x0) * (i + 0.5)) / 9;
      const y = y0 + ((y1 - y0) * (i + 0.5)) / 9;
      return `<path d="M${x.toFixed(1)},${y.toFixed(1)} q${i % 2 ? 3 : -3},16 ${i % 3 - 1},${30 + (i % 3) * 5}" fill="none" stroke="${t.shade}" stroke-width="4" stroke-linecap="round"/>`;
    }).join('');
  const tail = (d: string, stripeY: number, clip: string) =>
    `<clipPath id="${id}-${clip}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g clip-path="url(#${id}-${clip})"><rect x="100" y="${stripeY}" width="400" height="16" fill="${t.accent}"/><rect x="100" y="${stripeY + 26}" width="400" height="8" fill="${t.accent}"/></g>` +
    `<path d="${d}" fill="url(#${id}-fall)"/>`;
  return {
    footprint: 110,
    focus: { x: 300, y: 200 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // Worn as a loop: the back of the loop, then two tails hanging down the front.
      `<path d="M170,170 C170,96 430,96 430,170 C430,236 170,236 170,170 Z M218,172 C218,206 382,206 382,172 C382,132 218,132 218,172 Z" fill-rule="evenodd" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M170,170 C170,96 430,96 430,170" fill="none" stroke="${t.light}" stroke-width="8" stroke-opacity="0.5"/>` +
      tail('M214,206 L290,220 L282,500 L206,492 Z', 420, 'left') +
      fringe(206, 282, 492, 500) +
      tail('M300,214 Q350,206 384,196 L392,470 L318,484 Z', 392, 'right') +
      fringe(318, 392, 484, 470) +
      // The knot where the tails come through the loop.
      `<path d="M236,190 Q300,176 364,190 Q372,232 300,244 Q228,232 236,190 Z" fill="${t.base}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M250,214 Q300,226 352,210" fill="none" stroke="${t.deep}" stroke-width="3" stroke-opacity="0.4"/>`,
  };
}

function sneaker(id: string, t: Tones): DrawnObject {
  const sole = mix('#f4f1ea', t.base, 0.06);
  return {
    footprint: 230,
    focus: { x: 360, y: 390 },
    svg:
      `<defs>${bodyGradient(id, t)}<linearGradient id="${id}-sole" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sole}"/><stop offset="1" stop-color="${darken(sole, 0.12)}"/></linearGradient></defs>` +
      // Upper: heel on the left, toe on the right.
      `<path d="M86,470 C80,400 92,330 130,300 L190,300 Q236,318 262,290 L312,246 Q338,232 352,256 L396,330 Q470,356 520,398 Q552,424 548,470 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M86,470 C80,400 92,330 130,300 L190,300 Q236,318 262,290 L312,246 Q338,232 352,256 L396,330 Q470,356 520,398 Q552,424 548,470 Z" fill="url(#${id}-fall)"/>` +
      // Toe cap and heel counter in the accent's neighbour tone.
      `<path d="M430,360 Q506,378 536,420 Q552,446 548,470 L440,470 Q420,420 430,360 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M86,470 C80,400 92,330 130,300 L166,300 Q150,380 176,470 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      // Side stripe.
      `<path d="M196,440 Q280,356 392,334 Q330,392 300,446 Z" fill="${t.accent}" stroke="${darken(t.accent, 0.25)}" stroke-width="2"/>` +
      // Collar and laces.
      `<path d="M190,300 Q236,318 262,290" fill="none" stroke="${t.deep}" stroke-width="10" stroke-linecap="round"/>` +
      Array.from({ length: 5 }, (_, i) => {
        const x = 300 + i * 22;
        const y = 272 + i * 18;
        return `<path d="M${x - 10},${y + 14} L${x + 22},${y - 4}" stroke="${lighten(t.base, 0.8)}" stroke-width="7" stroke-linecap="round"/><circle cx="${x - 12}" cy="${y + 16}" r="3.5" fill="${t.deep}"/>`;
      }).join('') +
      `<path d="M150,316 L150,378" ${stitch(t.line)}/>` +
      // Sole with tread line.
      `<path d="M72,468 L556,468 Q568,470 566,486 Q562,508 536,512 L96,512 Q70,508 70,488 Z" fill="url(#${id}-sole)" stroke="${darken(sole, 0.3)}" stroke-width="2"/>` +
      `<path d="M84,490 L554,490" stroke="${darken(sole, 0.22)}" stroke-width="3"/>`,
  };
}

function tote(id: string, t: Tones): DrawnObject {
  return {
    footprint: 170,
    focus: { x: 300, y: 300 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<pattern id="${id}-weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0,4 L8,4 M4,0 L4,8" stroke="${t.shade}" stroke-width="1.2" stroke-opacity="0.45"/></pattern></defs>` +
      // Handles: the back one first.
      `<path d="M236,250 C236,90 364,90 364,250" fill="none" stroke="${t.shade}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M206,250 C206,60 394,60 394,250" fill="none" stroke="${t.deep}" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="M206,250 C206,60 394,60 394,250" fill="none" stroke="${t.base}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M206,250 C206,60 394,60 394,250" ${stitch(t.line)}/>` +
      // Body, a little wider at the base.
      `<path d="M150,232 L450,232 L474,540 L126,540 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M150,232 L450,232 L474,540 L126,540 Z" fill="url(#${id}-weave)"/>` +
      `<path d="M150,232 L450,232 L474,540 L126,540 Z" fill="url(#${id}-fall)"/>` +
      `<path d="M152,256 L448,256" ${stitch(t.line)}/>` +
      // Printed band and a patch pocket.
      `<path d="M136,420 L464,420 L467,456 L133,456 Z" fill="${t.accent}" opacity="0.92"/>` +
      `<path d="M238,300 L362,300 L366,384 L234,384 Z" fill="${t.shade}" opacity="0.55" stroke="${t.line}" stroke-width="1.5"/>` +
      `<path d="M238,312 L362,312" ${stitch(t.line)}/>` +
      // Handle rivets.
      `<rect x="196" y="236" width="22" height="34" rx="3" fill="${t.deep}"/><rect x="382" y="236" width="22" height="34" rx="3" fill="${t.deep}"/>`,
  };
}

function backpack(id: string, t: Tones): DrawnObject {
  return {
    footprint: 160,
    focus: { x: 300, y: 360 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // Top handle and the shoulder straps peeking out on both sides.
      `<path d="M262,112 C262,70 338,70 338,112" fill="none" stroke="${t.deep}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M168,190 Q140,330 162,520" fill="none" stroke="${t.deep}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M432,190 Q460,330 438,520" fill="none" stroke="${t.deep}" stroke-width="26" stroke-linecap="round"/>` +
      // Body.
      `<path d="M180,170 Q180,104 246,104 L354,104 Q420,104 420,170 L428,510 Q428,548 390,548 L210,548 Q172,548 172,510 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M180,170 Q180,104 246,104 L354,104 Q420,104 420,170 L428,510 Q428,548 390,548 L210,548 Q172,548 172,510 Z" fill="url(#${id}-fall)"/>` +
      // Flap with a buckle strap.
      `<path d="M182,166 Q182,112 246,112 L354,112 Q418,112 418,166 L418,270 Q300,300 182,270 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M190,262 Q300,290 410,262" ${stitch(t.line)}/>` +
      `<rect x="284" y="240" width="32" height="96" rx="6" fill="${t.accent}"/>` +
      `<rect x="278" y="320" width="44" height="26" rx="4" fill="none" stroke="${darken(t.accent, 0.35)}" stroke-width="5"/>` +
      // Front pocket with zip.
      `<path d="M214,380 L386,380 Q400,380 400,396 L400,500 Q400,520 380,520 L220,520 Q200,520 200,500 L200,396 Q200,380 214,380 Z" fill="${t.base}" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M212,400 L388,400" stroke="${t.deep}" stroke-width="4"/>` +
      `<rect x="340" y="394" width="10" height="24" rx="3" fill="${t.accent}"/>` +
      `<path d="M214,380 L386,380 Q400,380 400,396 L400,500 Q400,520 380,520 L220,520 Q200,520 200,500 L200,396 Q200,380 214,380 Z" fill="url(#${id}-fall)"/>`,
  };
}

function lamp(id: string, t: Tones): DrawnObject {
  const shade = mix('#f6efe2', t.accent, 0.18);
  return {
    footprint: 120,
    focus: { x: 300, y: 200 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.85"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lighten(shade, 0.4)}"/><stop offset="0.6" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.14)}"/></linearGradient></defs>` +
      `<ellipse cx="300" cy="250" rx="220" ry="180" fill="url(#${id}-glow)"/>` +
      // Ceramic base: a round belly on a foot.
      `<path d="M270,300 L330,300 Q420,340 420,432 Q420,520 350,540 L250,540 Q180,520 180,432 Q180,340 270,300 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M270,300 L330,300 Q420,340 420,432 Q420,520 350,540 L250,540 Q180,520 180,432 Q180,340 270,300 Z" fill="url(#${id}-fall)"/>` +
      `<ellipse cx="240" cy="410" rx="16" ry="46" fill="#ffffff" opacity="0.22"/>` +
      `<path d="M196,470 Q300,496 404,470" fill="none" stroke="${t.deep}" stroke-width="3" stroke-opacity="0.4"/>` +
      // Brass neck and the linen shade with its glowing lower rim.
      `<rect x="288" y="262" width="24" height="44" fill="#b89150"/>` +
      `<path d="M214,100 L386,100 L446,276 L154,276 Z" fill="url(#${id}-shade)" stroke="${darken(shade, 0.3)}" stroke-width="2"/>` +
      `<path d="M154,276 L446,276" stroke="#fff3c4" stroke-width="6"/>` +
      `<path d="M214,100 L386,100" stroke="${darken(shade, 0.25)}" stroke-width="6" stroke-linecap="round"/>`,
  };
}

function vase(id: string, t: Tones): DrawnObject {
  const stem = '#7b7a4e';
  const leaf = (x: number, y: number, angle: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="16" ry="6" fill="${mix(stem, '#c9b98a', 0.4)}" transform="rotate(${angle} ${x} ${y})"/>`;
  return {
    footprint: 110,
    focus: { x: 300, y: 400 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // Dried stems with small leaves.
      `<path d="M296,300 C280,220 230,150 196,70" fill="none" stroke="${stem}" stroke-width="4"/>` +
      `<path d="M304,300 C318,210 362,140 410,96" fill="none" stroke="${stem}" stroke-width="4"/>` +
      `<path d="M300,300 C300,210 296,140 300,40" fill="none" stroke="${stem}" stroke-width="4"/>` +
      [leaf(230, 130, -50), leaf(250, 170, 30), leaf(214, 100, 20), leaf(370, 130, 40), leaf(392, 110, -30), leaf(340, 170, -40), leaf(300, 80, 70), leaf(296, 130, -70), leaf(304, 180, 60)].join('') +
      // Vase: narrow neck, full shoulder, tapering foot.
      `<path d="M272,270 L328,270 Q332,300 352,320 Q430,380 414,460 Q404,530 352,546 L248,546 Q196,530 186,460 Q170,380 248,320 Q268,300 272,270 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M272,270 L328,270 Q332,300 352,320 Q430,380 414,460 Q404,530 352,546 L248,546 Q196,530 186,460 Q170,380 248,320 Q268,300 272,270 Z" fill="url(#${id}-fall)"/>` +
      `<ellipse cx="300" cy="270" rx="30" ry="8" fill="${t.deep}"/>` +
      `<path d="M214,396 Q300,420 388,396" fill="none" stroke="${t.accent}" stroke-width="6" stroke-opacity="0.85"/>` +
      `<ellipse cx="236" cy="420" rx="12" ry="52" fill="#ffffff" opacity="0.2"/>`,
  };
}

function candle(id: string, t: Tones): DrawnObject {
  const wax = '#f5ecdc';
  return {
    footprint: 120,
    focus: { x: 300, y: 330 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<radialGradient id="${id}-flame" cx="0.5" cy="0.7" r="0.6"><stop offset="0" stop-color="#fff8d6"/><stop offset="0.55" stop-color="#ffc857"/><stop offset="1" stop-color="#f08a24"/></radialGradient>` +
      `<radialGradient id="${id}-halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient></defs>` +
      `<circle cx="300" cy="210" r="110" fill="url(#${id}-halo)"/>` +
      // Tumbler.
      `<path d="M186,270 L414,270 L404,520 Q404,546 376,546 L224,546 Q196,546 196,520 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M186,270 L414,270 L404,520 Q404,546 376,546 L224,546 Q196,546 196,520 Z" fill="url(#${id}-fall)"/>` +
      `<ellipse cx="300" cy="270" rx="114" ry="22" fill="${wax}" stroke="${t.line}" stroke-width="2"/>` +
      `<ellipse cx="300" cy="274" rx="96" ry="14" fill="${darken(wax, 0.08)}"/>` +
      // Label.
      `<rect x="226" y="360" width="148" height="96" rx="4" fill="#fbf8f2"/>` +
      `<rect x="250" y="384" width="100" height="8" rx="4" fill="${t.accent}"/>` +
      `<rect x="262" y="404" width="76" height="5" rx="2.5" fill="${darken('#fbf8f2', 0.35)}"/>` +
      `<rect x="270" y="420" width="60" height="5" rx="2.5" fill="${darken('#fbf8f2', 0.35)}"/>` +
      // Wick and flame.
      `<path d="M300,272 L300,246" stroke="#3b3028" stroke-width="4"/>` +
      `<path d="M300,170 C322,206 322,236 300,250 C278,236 278,206 300,170 Z" fill="url(#${id}-flame)"/>` +
      `<ellipse cx="210" cy="400" rx="8" ry="60" fill="#ffffff" opacity="0.18"/>`,
  };
}

function cushion(id: string, t: Tones): DrawnObject {
  const outline = 'M120,160 Q300,136 480,160 Q468,340 484,520 Q300,500 116,520 Q132,340 120,160 Z';
  return {
    footprint: 200,
    focus: { x: 300, y: 340 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<radialGradient id="${id}-puff" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></radialGradient>` +
      `<pattern id="${id}-grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0,20 L40,20 M20,0 L20,40" stroke="${t.accent}" stroke-width="4" stroke-opacity="0.55"/></pattern></defs>` +
      `<path d="${outline}" fill="url(#${id}-body)"/>` +
      `<path d="${outline}" fill="url(#${id}-grid)"/>` +
      `<path d="${outline}" fill="url(#${id}-puff)" stroke="${t.line}" stroke-width="2"/>` +
      // Piping around the edge and the tuft in the middle.
      `<path d="${outline}" fill="none" stroke="${t.shade}" stroke-width="8"/>` +
      `<path d="M300,330 Q250,300 190,250 M300,330 Q360,300 410,250 M300,330 Q250,380 200,440 M300,330 Q350,380 400,440" fill="none" stroke="${t.deep}" stroke-width="3" stroke-opacity="0.3"/>` +
      `<circle cx="300" cy="330" r="14" fill="${t.deep}"/><circle cx="296" cy="326" r="5" fill="${t.light}" opacity="0.6"/>`,
  };
}

function mug(id: string, t: Tones): DrawnObject {
  const clay = '#d9c2a3';
  return {
    footprint: 150,
    focus: { x: 280, y: 300 },
    svg:
      `<defs>${bodyGradient(id, t)}<linearGradient id="${id}-clay" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lighten(clay, 0.25)}"/><stop offset="1" stop-color="${darken(clay, 0.18)}"/></linearGradient></defs>` +
      // Handle.
      `<path d="M404,290 C500,280 500,450 398,446" fill="none" stroke="${t.line}" stroke-width="42" stroke-linecap="round"/>` +
      `<path d="M404,290 C500,280 500,450 398,446" fill="none" stroke="${t.shade}" stroke-width="38" stroke-linecap="round"/>` +
      // Body: glaze over an unglazed foot.
      `<path d="M156,230 L412,230 L404,512 Q404,540 376,540 L192,540 Q164,540 164,512 Z" fill="url(#${id}-clay)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M156,230 L412,230 L406,460 Q360,478 300,468 Q230,458 162,474 Z" fill="url(#${id}-body)"/>` +
      `<path d="M156,230 L412,230 L406,460 Q360,478 300,468 Q230,458 162,474 Z" fill="url(#${id}-fall)"/>` +
      `<circle cx="230" cy="470" r="5" fill="${t.shade}"/><circle cx="330" cy="474" r="4" fill="${t.shade}"/>` +
      `<ellipse cx="284" cy="230" rx="128" ry="26" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<ellipse cx="284" cy="234" rx="112" ry="18" fill="${t.deep}"/>` +
      `<ellipse cx="284" cy="238" rx="98" ry="12" fill="#4a2f22" opacity="0.75"/>` +
      `<rect x="196" y="270" width="22" height="170" rx="11" fill="#ffffff" opacity="0.2"/>` +
      // Steam.
      `<path d="M250,190 C230,160 270,140 250,100 M300,196 C280,160 320,130 298,84" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.55"/>`,
  };
}

function bowl(id: string, t: Tones): DrawnObject {
  return {
    footprint: 200,
    focus: { x: 300, y: 380 },
    svg:
      `<defs>${bodyGradient(id, t)}` +
      `<radialGradient id="${id}-inside" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(t.base, 0.4)}"/><stop offset="1" stop-color="${t.shade}"/></radialGradient></defs>` +
      // A small bowl stacked inside a large one.
      `<path d="M96,340 Q110,520 300,540 Q490,520 504,340 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M96,340 Q110,520 300,540 Q490,520 504,340 Z" fill="url(#${id}-fall)"/>` +
      `<ellipse cx="300" cy="340" rx="204" ry="58" fill="url(#${id}-inside)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M96,340 Q300,410 504,340" fill="none" stroke="${t.accent}" stroke-width="8" opacity="0.9"/>` +
      `<path d="M180,300 Q190,400 300,410 Q410,400 420,300 Z" fill="${lighten(t.accent, 0.15)}" stroke="${darken(t.accent, 0.3)}" stroke-width="2"/>` +
      `<ellipse cx="300" cy="300" rx="120" ry="32" fill="${lighten(t.accent, 0.45)}" stroke="${darken(t.accent, 0.3)}" stroke-width="2"/>` +
      `<ellipse cx="180" cy="420" rx="12" ry="40" fill="#ffffff" opacity="0.2" transform="rotate(-20 180 420)"/>` +
      `<path d="M232,536 Q300,548 368,536" fill="none" stroke="${t.deep}" stroke-width="10" stroke-linecap="round"/>`,
  };
}

function plate(id: string, t: Tones): DrawnObject {
  const plateAt = (y: number, fill: string) =>
    `<ellipse cx="300" cy="${y + 10}" rx="238" ry="64" fill="${darken(fill, 0.2)}"/>` +
    `<ellipse cx="300" cy="${y}" rx="238" ry="64" fill="${fill}" stroke="${t.line}" stroke-width="2"/>`;
  return {
    footprint: 230,
    focus: { x: 300, y: 420 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      plateAt(500, t.shade) +
      plateAt(476, t.base) +
      plateAt(452, t.light) +
      `<ellipse cx="300" cy="452" rx="150" ry="38" fill="${t.base}" stroke="${t.shade}" stroke-width="3"/>` +
      `<ellipse cx="300" cy="452" rx="212" ry="56" fill="none" stroke="${t.accent}" stroke-width="5"/>` +
      // A folded napkin and a spoon resting on the top plate.
      `<path d="M330,300 L470,320 L440,440 L300,420 Z" fill="${mix('#f2ece1', t.accent, 0.25)}" stroke="${darken(t.accent, 0.2)}" stroke-width="2"/>` +
      `<path d="M330,300 L470,320" stroke="#ffffff" stroke-width="4" opacity="0.6"/>` +
      `<path d="M190,470 L380,400" stroke="#bfa77a" stroke-width="12" stroke-linecap="round"/>` +
      `<ellipse cx="396" cy="394" rx="30" ry="18" fill="#cdb586" transform="rotate(-20 396 394)"/>`,
  };
}

function teapot(id: string, t: Tones): DrawnObject {
  return {
    footprint: 180,
    focus: { x: 300, y: 380 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // Overhead bamboo handle.
      `<path d="M200,270 C200,110 400,110 400,270" fill="none" stroke="#a57c4a" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M200,270 C200,110 400,110 400,270" fill="none" stroke="#7d5a32" stroke-width="16" stroke-dasharray="4 30" stroke-linecap="butt"/>` +
      // Spout.
      `<path d="M420,380 Q470,360 500,290 L520,296 Q506,380 440,440 Z" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      // Body.
      `<path d="M168,380 Q168,270 300,262 Q432,270 432,380 Q432,520 300,530 Q168,520 168,380 Z" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<path d="M168,380 Q168,270 300,262 Q432,270 432,380 Q432,520 300,530 Q168,520 168,380 Z" fill="url(#${id}-fall)"/>` +
      `<path d="M178,420 Q300,456 422,420" fill="none" stroke="${t.accent}" stroke-width="7" opacity="0.9"/>` +
      `<ellipse cx="230" cy="360" rx="16" ry="44" fill="#ffffff" opacity="0.22" transform="rotate(20 230 360)"/>` +
      // Lid and knob.
      `<ellipse cx="300" cy="270" rx="82" ry="18" fill="${t.shade}" stroke="${t.line}" stroke-width="2"/>` +
      `<ellipse cx="300" cy="252" rx="22" ry="14" fill="${t.deep}"/>` +
      `<path d="M240,528 L360,528 L350,546 L250,546 Z" fill="${t.deep}"/>`,
  };
}

function notebook(id: string, t: Tones): DrawnObject {
  const paper = '#f7f1e3';
  return {
    footprint: 200,
    focus: { x: 330, y: 300 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      `<g transform="rotate(-8 300 330)">` +
      // Page block visible under the cover.
      `<rect x="160" y="120" width="290" height="408" rx="10" fill="${darken(paper, 0.1)}"/>` +
      `<rect x="164" y="118" width="292" height="404" rx="10" fill="${paper}"/>` +
      Array.from({ length: 6 }, (_, i) => `<path d="M${452 + 0},${140 + i * 64} L${456},${140 + i * 64}" stroke="${darken(paper, 0.2)}" stroke-width="1"/>`).join('') +
      // Cover.
      `<rect x="150" y="110" width="296" height="410" rx="12" fill="url(#${id}-body)" stroke="${t.line}" stroke-width="2"/>` +
      `<rect x="150" y="110" width="296" height="410" rx="12" fill="url(#${id}-fall)"/>` +
      `<rect x="150" y="110" width="30" height="410" rx="10" fill="${t.shade}"/>` +
      // Debossed title plate, elastic band and ribbon.
      `<rect x="230" y="180" width="150" height="64" rx="6" fill="none" stroke="${t.deep}" stroke-width="3"/>` +
      `<rect x="252" y="204" width="106" height="8" rx="4" fill="${t.deep}" opacity="0.7"/>` +
      `<rect x="266" y="222" width="78" height="6" rx="3" fill="${t.deep}" opacity="0.5"/>` +
      `<rect x="392" y="104" width="14" height="422" fill="${t.accent}"/>` +
      `<path d="M300,520 L300,586 L312,574 L324,586 L324,520 Z" fill="${darken(t.accent, 0.15)}"/>` +
      `</g>`,
  };
}

function pen(id: string, t: Tones): DrawnObject {
  const metal = '#c9a45c';
  const one = (y: number, body: string, angle: number) =>
    `<g transform="rotate(${angle} 300 ${y})">` +
    `<rect x="92" y="${y - 20}" width="250" height="40" rx="20" fill="${body}" stroke="${darken(body, 0.4)}" stroke-width="2"/>` +
    `<rect x="92" y="${y - 20}" width="250" height="14" rx="7" fill="#ffffff" opacity="0.2"/>` +
    `<rect x="330" y="${y - 20}" width="130" height="40" rx="8" fill="${darken(body, 0.12)}" stroke="${darken(body, 0.4)}" stroke-width="2"/>` +
    `<rect x="336" y="${y - 20}" width="12" height="40" fill="${metal}"/>` +
    `<path d="M460,${y - 14} L510,${y - 4} L536,${y} L510,${y + 4} L460,${y + 14} Z" fill="${metal}" stroke="${darken(metal, 0.35)}" stroke-width="2"/>` +
    `<path d="M480,${y} L532,${y}" stroke="${darken(metal, 0.45)}" stroke-width="2"/>` +
    `<rect x="150" y="${y - 27}" width="140" height="8" rx="4" fill="${metal}"/>` +
    `</g>`;
  return {
    footprint: 230,
    focus: { x: 430, y: 420 },
    svg:
      `<defs>${bodyGradient(id, t)}</defs>` +
      // A pad of paper under the pen.
      `<path d="M110,330 L470,300 L500,540 L140,560 Z" fill="#faf6ee" stroke="#d8cfbf" stroke-width="2"/>` +
      Array.from({ length: 7 }, (_, i) => `<path d="M${140 + i},${370 + i * 26} L${470 + i * 2},${342 + i * 26}" stroke="#c9d6e6" stroke-width="2"/>`).join('') +
      one(440, t.base, -10) +
      `<path d="M170,500 Q230,470 290,500 T410,490" fill="none" stroke="${t.deep}" stroke-width="4" stroke-linecap="round"/>`,
  };
}

const DRAW: Record<ArtKind, (id: string, tones: Tones) => DrawnObject> = {
  tee,
  hoodie,
  sweater,
  cap,
  beanie,
  scarf,
  sneaker,
  tote,
  backpack,
  lamp,
  vase,
  candle,
  cushion,
  mug,
  bowl,
  plate,
  teapot,
  notebook,
  pen,
};

/** The lowest point of each drawing, so every object stands on the floor it is placed on. */
const BASE: Partial<Record<ArtKind, number>> = { tee: 548, hoodie: 506, sweater: 512, cap: 526, beanie: 546, scarf: 545, sneaker: 512, tote: 540, backpack: 548, lamp: 540, vase: 546, candle: 546, cushion: 522, mug: 540, bowl: 546, teapot: 546 };

export function drawObject(kind: ArtKind, id: string, tones: Tones): DrawnObject {
  return { base: BASE[kind] ?? 560, ...DRAW[kind](id, tones) };
}
