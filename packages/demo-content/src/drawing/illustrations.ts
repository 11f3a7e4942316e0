// Flat illustrations of the kinds of property the agency lists. Every picture comes from a seed,
// which varies the colours, the sky, the windows, the roof and the trees, so no two look alike.
import {
  createRaster,
  drawLine,
  fillCircle,
  fillEllipse,
  fillPolygon,
  fillRect,
  fillVerticalGradient,
  type Color,
  type Raster,
} from './raster';
import { createRandom, type Random } from './random';

export const PICTURE_WIDTH = 960;
export const PICTURE_HEIGHT = 640;

export const PROPERTY_PICTURES = [
  'cottage',
  'terrace',
  'detached',
  'semi',
  'bungalow',
  'flats',
  'barn',
  'office',
  'warehouse',
  'shopfront',
  'industrial',
] as const;
export type PropertyPicture = (typeof PROPERTY_PICTURES)[number];

export const SCENE_PICTURES = [
  'plot',
  'construction',
  'coast',
  'town',
  'countryside',
  'logo',
] as const;
export type ScenePicture = (typeof SCENE_PICTURES)[number];

export type PictureKind = PropertyPicture | ScenePicture;

const SKIES: ReadonlyArray<[Color, Color]> = [
  [
    [110, 170, 225],
    [200, 228, 245],
  ],
  [
    [90, 150, 210],
    [225, 235, 240],
  ],
  [
    [240, 170, 120],
    [250, 225, 180],
  ],
  [
    [150, 185, 215],
    [230, 230, 225],
  ],
  [
    [70, 130, 200],
    [180, 215, 240],
  ],
];
const GRASS: readonly Color[] = [
  [120, 170, 90],
  [105, 155, 80],
  [140, 180, 100],
  [95, 145, 95],
];
const BRICK: readonly Color[] = [
  [178, 96, 70],
  [160, 82, 62],
  [196, 120, 86],
  [150, 100, 80],
];
const RENDER: readonly Color[] = [
  [240, 232, 210],
  [235, 225, 200],
  [220, 210, 190],
  [245, 240, 230],
  [210, 225, 220],
  [238, 214, 180],
];
const FLINT: readonly Color[] = [
  [170, 168, 160],
  [150, 150, 145],
  [185, 180, 170],
];
const ROOF: readonly Color[] = [
  [120, 60, 45],
  [90, 90, 100],
  [150, 75, 50],
  [70, 70, 80],
  [170, 150, 110],
];
const DOOR: readonly Color[] = [
  [40, 70, 110],
  [140, 30, 40],
  [30, 90, 70],
  [60, 60, 60],
  [200, 160, 60],
  [120, 80, 140],
];
const CLADDING: readonly Color[] = [
  [70, 80, 90],
  [40, 45, 50],
  [110, 120, 125],
  [60, 90, 110],
];
const GLASS: Color = [170, 205, 225];
const FRAME: Color = [250, 250, 248];

function shade(color: Color, factor: number): Color {
  const f = (v: number): number => Math.max(0, Math.min(255, Math.round(v * factor)));
  return [f(color[0]), f(color[1]), f(color[2])];
}

interface Scene {
  raster: Raster;
  random: Random;
  /** y of the ground line. */
  ground: number;
}

function landscape(random: Random, kind: 'rural' | 'urban' | 'coast'): Scene {
  const raster = createRaster(PICTURE_WIDTH, PICTURE_HEIGHT, [255, 255, 255]);
  const ground = Math.round(random.between(0.7, 0.78) * PICTURE_HEIGHT);
  const [skyTop, skyBottom] = random.pick(SKIES);
  fillVerticalGradient(raster, 0, ground, skyTop, skyBottom);
  if (random.chance(0.6)) {
    fillCircle(
      raster,
      random.between(60, 900),
      random.between(50, 150),
      random.between(28, 48),
      [255, 236, 160],
    );
  }
  const clouds = random.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = random.between(40, 920);
    const cy = random.between(40, ground * 0.45);
    const size = random.between(24, 46);
    for (let j = 0; j < 3; j++) {
      fillEllipse(
        raster,
        cx + (j - 1) * size,
        cy + (j === 1 ? -size / 3 : 0),
        size * 1.2,
        size * 0.7,
        [255, 255, 255, 220],
      );
    }
  }
  if (kind === 'urban') {
    fillRect(raster, 0, ground, PICTURE_WIDTH, PICTURE_HEIGHT - ground, [170, 170, 168]);
    fillRect(raster, 0, ground, PICTURE_WIDTH, 18, [205, 203, 198]);
  } else if (kind === 'coast') {
    fillRect(raster, 0, ground - 60, PICTURE_WIDTH, 60, [70, 130, 170]);
    fillRect(raster, 0, ground, PICTURE_WIDTH, PICTURE_HEIGHT - ground, [232, 214, 170]);
  } else {
    // Norfolk is flat: a low far field, then the near one.
    fillPolygon(
      raster,
      [
        { x: 0, y: ground - random.between(20, 50) },
        { x: PICTURE_WIDTH, y: ground - random.between(10, 40) },
        { x: PICTURE_WIDTH, y: ground },
        { x: 0, y: ground },
      ],
      shade(random.pick(GRASS), 0.85),
    );
    fillRect(raster, 0, ground, PICTURE_WIDTH, PICTURE_HEIGHT - ground, random.pick(GRASS));
  }
  return { raster, random, ground };
}

function tree(scene: Scene, x: number, height: number): void {
  const { raster, random, ground } = scene;
  fillRect(
    raster,
    x - height * 0.05,
    ground - height * 0.45,
    height * 0.1,
    height * 0.45,
    [100, 70, 45],
  );
  const green = shade(random.pick(GRASS), random.between(0.55, 0.8));
  if (random.chance(0.5)) {
    fillCircle(raster, x, ground - height * 0.65, height * 0.32, green);
    fillCircle(raster, x - height * 0.18, ground - height * 0.5, height * 0.22, green);
    fillCircle(raster, x + height * 0.18, ground - height * 0.52, height * 0.22, green);
  } else {
    fillPolygon(
      raster,
      [
        { x, y: ground - height },
        { x: x + height * 0.28, y: ground - height * 0.3 },
        { x: x - height * 0.28, y: ground - height * 0.3 },
      ],
      green,
    );
  }
}

function trees(scene: Scene, avoidFrom: number, avoidTo: number): void {
  const count = scene.random.int(1, 4);
  for (let i = 0; i < count; i++) {
    const leftSide = scene.random.chance(0.5);
    const x = leftSide
      ? scene.random.between(30, Math.max(40, avoidFrom - 50))
      : scene.random.between(Math.min(avoidTo + 50, 920), 930);
    tree(scene, x, scene.random.between(110, 220));
  }
}

function windowAt(raster: Raster, x: number, y: number, w: number, h: number, panes: number): void {
  fillRect(raster, x - 4, y - 4, w + 8, h + 8, FRAME);
  fillRect(raster, x, y, w, h, GLASS);
  fillPolygon(
    raster,
    [
      { x: x + w * 0.55, y },
      { x: x + w, y },
      { x: x + w, y: y + h * 0.4 },
    ],
    [255, 255, 255, 90],
  );
  if (panes > 1) fillRect(raster, x + w / 2 - 2, y, 4, h, FRAME);
  if (panes > 2) fillRect(raster, x, y + h / 2 - 2, w, 4, FRAME);
}

function door(raster: Raster, x: number, bottom: number, w: number, h: number, color: Color): void {
  fillRect(raster, x - 5, bottom - h - 5, w + 10, h + 5, FRAME);
  fillRect(raster, x, bottom - h, w, h, color);
  fillCircle(raster, x + w * 0.8, bottom - h * 0.48, 3.5, [230, 200, 90]);
  fillRect(raster, x + w * 0.2, bottom - h * 0.9, w * 0.6, h * 0.18, shade(GLASS, 0.9));
}

interface HouseOptions {
  x: number;
  width: number;
  storeys: number;
  storeyHeight: number;
  wall: Color;
  roof: Color;
  roofHeight: number;
  hipped: boolean;
  windowsPerStorey: number;
  chimney: boolean;
  door: Color;
  doorAt: number;
}

function house(scene: Scene, o: HouseOptions): void {
  const { raster, ground } = scene;
  const height = o.storeys * o.storeyHeight;
  const top = ground - height;
  fillRect(raster, o.x, top, o.width, height, o.wall);
  fillRect(raster, o.x, ground - 10, o.width, 10, shade(o.wall, 0.8));
  if (o.chimney) {
    const cx = o.x + o.width * 0.75;
    fillRect(
      raster,
      cx,
      top - o.roofHeight * 0.9,
      o.width * 0.07,
      o.roofHeight * 0.9,
      shade(o.wall, 0.85),
    );
  }
  const overhang = 14;
  const roofPoints = o.hipped
    ? [
        { x: o.x - overhang, y: top },
        { x: o.x + o.width * 0.25, y: top - o.roofHeight },
        { x: o.x + o.width * 0.75, y: top - o.roofHeight },
        { x: o.x + o.width + overhang, y: top },
      ]
    : [
        { x: o.x - overhang, y: top },
        { x: o.x + o.width / 2, y: top - o.roofHeight },
        { x: o.x + o.width + overhang, y: top },
      ];
  fillPolygon(raster, roofPoints, o.roof);
  fillRect(raster, o.x - overhang, top - 4, o.width + overhang * 2, 8, shade(o.roof, 0.75));
  const slotWidth = o.width / o.windowsPerStorey;
  const windowWidth = Math.min(slotWidth * 0.5, 70);
  const windowHeight = o.storeyHeight * 0.45;
  for (let storey = 0; storey < o.storeys; storey++) {
    const y = top + storey * o.storeyHeight + o.storeyHeight * 0.25;
    for (let i = 0; i < o.windowsPerStorey; i++) {
      if (storey === o.storeys - 1 && i === o.doorAt) continue;
      const x = o.x + slotWidth * i + (slotWidth - windowWidth) / 2;
      windowAt(raster, x, y, windowWidth, windowHeight, storey === 0 ? 3 : 2);
    }
  }
  const doorWidth = Math.min(slotWidth * 0.45, 58);
  door(
    raster,
    o.x + slotWidth * o.doorAt + (slotWidth - doorWidth) / 2,
    ground,
    doorWidth,
    o.storeyHeight * 0.72,
    o.door,
  );
}

function path(scene: Scene, x: number, width: number): void {
  fillPolygon(
    scene.raster,
    [
      { x: x, y: scene.ground },
      { x: x + width, y: scene.ground },
      { x: x + width * 2.2, y: PICTURE_HEIGHT },
      { x: x - width * 1.2, y: PICTURE_HEIGHT },
    ],
    [214, 204, 186],
  );
}

function houseScene(random: Random, kind: 'cottage' | 'detached' | 'semi' | 'bungalow'): Raster {
  const scene = landscape(random, 'rural');
  const width =
    kind === 'bungalow'
      ? random.between(430, 520)
      : kind === 'semi'
        ? random.between(420, 480)
        : random.between(340, 430);
  const x = (PICTURE_WIDTH - width) / 2 + random.between(-80, 80);
  trees(scene, x, x + width);
  const wall =
    kind === 'cottage' ? random.pick([...FLINT, ...RENDER]) : random.pick([...BRICK, ...RENDER]);
  const options: HouseOptions = {
    x,
    width,
    storeys: kind === 'bungalow' ? 1 : 2,
    storeyHeight: kind === 'cottage' ? random.between(95, 110) : random.between(110, 130),
    wall,
    roof: random.pick(ROOF),
    roofHeight: random.between(90, 150),
    hipped: kind === 'bungalow' ? random.chance(0.7) : random.chance(0.3),
    windowsPerStorey: kind === 'bungalow' ? random.int(3, 4) : random.int(2, 3),
    chimney: random.chance(kind === 'cottage' ? 0.9 : 0.5),
    door: random.pick(DOOR),
    doorAt: 0,
  };
  options.doorAt = random.int(0, options.windowsPerStorey - 1);
  if (kind === 'semi') {
    const half = width / 2;
    house(scene, { ...options, width: half, windowsPerStorey: 2, doorAt: 0 });
    house(scene, {
      ...options,
      x: x + half,
      width: half,
      windowsPerStorey: 2,
      doorAt: 1,
      wall: shade(options.wall, 0.93),
      door: random.pick(DOOR),
    });
  } else {
    house(scene, options);
  }
  path(scene, x + (width / options.windowsPerStorey) * (options.doorAt + 0.35), 40);
  if (kind === 'cottage' && random.chance(0.8)) {
    // A low hedge and flowers in front.
    fillRect(scene.raster, 0, scene.ground - 30, x - 20, 30, shade(random.pick(GRASS), 0.7));
    for (let i = 0; i < 12; i++) {
      fillCircle(
        scene.raster,
        random.between(x, x + width),
        scene.ground + random.between(10, 40),
        6,
        [random.int(180, 255), random.int(60, 200), random.int(90, 200)],
      );
    }
  }
  return scene.raster;
}

function terraceScene(random: Random): Raster {
  const scene = landscape(random, 'urban');
  const count = random.int(3, 5);
  const unit = random.between(170, 210);
  const start = (PICTURE_WIDTH - unit * count) / 2;
  const storeyHeight = random.between(105, 125);
  const roof = random.pick(ROOF);
  for (let i = 0; i < count; i++) {
    house(scene, {
      x: start + i * unit,
      width: unit,
      storeys: 2,
      storeyHeight,
      wall: random.chance(0.5) ? random.pick(BRICK) : random.pick(RENDER),
      roof,
      roofHeight: 70,
      hipped: false,
      windowsPerStorey: 2,
      chimney: i % 2 === 0,
      door: random.pick(DOOR),
      doorAt: random.int(0, 1),
    });
  }
  return scene.raster;
}

function flatsScene(random: Random): Raster {
  const scene = landscape(random, random.chance(0.5) ? 'urban' : 'rural');
  const { raster, ground } = scene;
  const width = random.between(420, 560);
  const x = (PICTURE_WIDTH - width) / 2 + random.between(-60, 60);
  trees(scene, x, x + width);
  const storeys = random.int(3, 5);
  const storeyHeight = random.between(78, 92);
  const top = ground - storeys * storeyHeight;
  const wall = random.pick([...BRICK, ...RENDER]);
  fillRect(raster, x, top, width, storeys * storeyHeight, wall);
  fillRect(raster, x - 10, top - 16, width + 20, 16, random.pick(CLADDING));
  const columns = random.int(4, 6);
  const slot = width / columns;
  for (let s = 0; s < storeys; s++) {
    for (let c = 0; c < columns; c++) {
      const wx = x + c * slot + slot * 0.2;
      const wy = top + s * storeyHeight + storeyHeight * 0.2;
      windowAt(raster, wx, wy, slot * 0.6, storeyHeight * 0.5, 2);
      if (s > 0 && random.chance(0.3)) {
        fillRect(raster, wx - 6, wy + storeyHeight * 0.5, slot * 0.6 + 12, 8, [60, 60, 65]);
      }
    }
  }
  door(raster, x + width / 2 - 40, ground, 80, storeyHeight * 0.75, random.pick(DOOR));
  return raster;
}

function barnScene(random: Random): Raster {
  const scene = landscape(random, 'rural');
  const { raster, ground } = scene;
  const width = random.between(480, 600);
  const x = (PICTURE_WIDTH - width) / 2 + random.between(-50, 50);
  trees(scene, x, x + width);
  const height = random.between(170, 210);
  const wall = random.chance(0.5) ? random.pick(FLINT) : random.pick(CLADDING);
  fillRect(raster, x, ground - height, width, height, wall);
  fillPolygon(
    raster,
    [
      { x: x - 16, y: ground - height },
      { x: x + width * 0.5, y: ground - height - random.between(110, 160) },
      { x: x + width + 16, y: ground - height },
    ],
    random.pick(ROOF),
  );
  // The full-height glazed cart door that marks a conversion.
  const doorWidth = width * 0.28;
  const doorX = x + width * 0.36;
  fillRect(
    raster,
    doorX - 6,
    ground - height * 0.85 - 6,
    doorWidth + 12,
    height * 0.85 + 6,
    [60, 50, 45],
  );
  fillRect(raster, doorX, ground - height * 0.85, doorWidth, height * 0.85, GLASS);
  for (let i = 1; i < 4; i++)
    fillRect(
      raster,
      doorX + (doorWidth / 4) * i - 2,
      ground - height * 0.85,
      4,
      height * 0.85,
      [60, 50, 45],
    );
  windowAt(raster, x + width * 0.1, ground - height * 0.7, width * 0.14, height * 0.35, 2);
  windowAt(raster, x + width * 0.76, ground - height * 0.7, width * 0.14, height * 0.35, 2);
  return raster;
}

function officeScene(random: Random): Raster {
  const scene = landscape(random, 'urban');
  const { raster, ground } = scene;
  const width = random.between(380, 520);
  const x = (PICTURE_WIDTH - width) / 2 + random.between(-70, 70);
  const storeys = random.int(2, 4);
  const storeyHeight = random.between(90, 110);
  const top = ground - storeys * storeyHeight;
  const wall = random.pick([...RENDER, ...CLADDING]);
  fillRect(raster, x, top, width, storeys * storeyHeight, wall);
  const bands = random.chance(0.5);
  for (let s = 0; s < storeys; s++) {
    const y = top + s * storeyHeight + storeyHeight * 0.18;
    if (bands) {
      fillRect(raster, x + 16, y, width - 32, storeyHeight * 0.55, GLASS);
      for (let m = x + 16; m < x + width - 16; m += random.between(50, 70)) {
        fillRect(raster, m, y, 4, storeyHeight * 0.55, shade(wall, 0.6));
      }
    } else {
      const cols = random.int(4, 6);
      for (let c = 0; c < cols; c++) {
        windowAt(raster, x + (width / cols) * c + 12, y, width / cols - 24, storeyHeight * 0.55, 1);
      }
    }
  }
  fillRect(
    raster,
    x + width * 0.4,
    ground - storeyHeight * 0.7,
    width * 0.2,
    storeyHeight * 0.7,
    [50, 60, 70],
  );
  fillRect(raster, x - 8, top - 12, width + 16, 12, shade(wall, 0.7));
  tree(scene, x - 60, 150);
  return raster;
}

function warehouseScene(random: Random, units: number): Raster {
  const scene = landscape(random, 'urban');
  const { raster, ground } = scene;
  const width = random.between(560, 720);
  const x = (PICTURE_WIDTH - width) / 2;
  const height = random.between(150, 190);
  const cladding = random.pick(CLADDING);
  fillRect(raster, x, ground - height, width, height, cladding);
  for (let stripe = x; stripe < x + width; stripe += 14) {
    fillRect(raster, stripe, ground - height, 3, height, shade(cladding, 1.2));
  }
  fillPolygon(
    raster,
    [
      { x: x - 10, y: ground - height },
      { x: x + width / 2, y: ground - height - random.between(40, 70) },
      { x: x + width + 10, y: ground - height },
    ],
    shade(cladding, 0.7),
  );
  const unitWidth = width / units;
  for (let u = 0; u < units; u++) {
    const ux = x + u * unitWidth;
    fillRect(
      raster,
      ux + unitWidth * 0.15,
      ground - height * 0.65,
      unitWidth * 0.45,
      height * 0.65,
      [200, 200, 195],
    );
    for (let slat = ground - height * 0.65; slat < ground; slat += 10) {
      fillRect(raster, ux + unitWidth * 0.15, slat, unitWidth * 0.45, 2, [160, 160, 158]);
    }
    fillRect(
      raster,
      ux + unitWidth * 0.7,
      ground - height * 0.5,
      unitWidth * 0.16,
      height * 0.5,
      random.pick(DOOR),
    );
    if (u > 0) fillRect(raster, ux - 3, ground - height, 6, height, shade(cladding, 0.5));
  }
  fillRect(raster, x, ground - height + 20, width, 24, random.pick(DOOR));
  return raster;
}

function shopfrontScene(random: Random): Raster {
  const scene = landscape(random, 'urban');
  const { raster, ground } = scene;
  const width = random.between(380, 480);
  const x = (PICTURE_WIDTH - width) / 2 + random.between(-60, 60);
  house(scene, {
    x,
    width,
    storeys: 3,
    storeyHeight: random.between(105, 120),
    wall: random.pick([...BRICK, ...RENDER]),
    roof: random.pick(ROOF),
    roofHeight: random.between(60, 100),
    hipped: false,
    windowsPerStorey: 3,
    chimney: random.chance(0.6),
    door: random.pick(DOOR),
    doorAt: 1,
  });
  // The ground floor becomes a shop: fascia, a wide window and an awning.
  const fascia = random.pick(DOOR);
  fillRect(raster, x - 6, ground - 150, width + 12, 140, shade(fascia, 0.9));
  fillRect(raster, x - 10, ground - 175, width + 20, 34, fascia);
  fillRect(raster, x + 16, ground - 130, width * 0.55, 110, GLASS);
  door(raster, x + width * 0.7, ground, 64, 118, shade(fascia, 0.6));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    fillPolygon(
      raster,
      [
        { x: x + (width / stripes) * i, y: ground - 141 },
        { x: x + (width / stripes) * (i + 1), y: ground - 141 },
        { x: x + (width / stripes) * (i + 1) + 8, y: ground - 105 },
        { x: x + (width / stripes) * i + 8, y: ground - 105 },
      ],
      i % 2 === 0 ? [255, 255, 255] : shade(fascia, 1.3),
    );
  }
  return raster;
}

function plotScene(random: Random): Raster {
  const scene = landscape(random, 'rural');
  const { raster, ground } = scene;
  trees(scene, 300, 660);
  // Long grass, a field gate and an estate agent's board.
  for (let i = 0; i < 60; i++) {
    const gx = random.between(0, PICTURE_WIDTH);
    const gy = random.between(ground + 10, PICTURE_HEIGHT);
    drawLine(
      raster,
      { x: gx, y: gy },
      { x: gx + random.between(-8, 8), y: gy - random.between(14, 30) },
      3,
      shade(random.pick(GRASS), 0.7),
    );
  }
  const gateX = random.between(120, 520);
  for (let bar = 0; bar < 5; bar++)
    fillRect(raster, gateX, ground - 80 + bar * 16, 180, 6, [150, 120, 80]);
  fillRect(raster, gateX - 8, ground - 90, 10, 100, [120, 95, 60]);
  fillRect(raster, gateX + 178, ground - 90, 10, 100, [120, 95, 60]);
  drawLine(raster, { x: gateX, y: ground }, { x: gateX + 180, y: ground - 80 }, 6, [150, 120, 80]);
  const boardX = random.between(600, 820);
  fillRect(raster, boardX, ground - 170, 10, 190, [90, 90, 90]);
  fillRect(raster, boardX - 70, ground - 200, 150, 90, [255, 255, 255]);
  fillRect(raster, boardX - 70, ground - 200, 150, 26, [30, 70, 110]);
  fillRect(raster, boardX - 55, ground - 160, 120, 8, [30, 70, 110]);
  fillRect(raster, boardX - 55, ground - 142, 80, 8, [30, 70, 110]);
  return raster;
}

function constructionScene(random: Random): Raster {
  const scene = landscape(random, 'rural');
  const { raster, ground } = scene;
  fillRect(raster, 0, ground, PICTURE_WIDTH, PICTURE_HEIGHT - ground, [176, 150, 112]);
  const width = random.between(360, 480);
  const x = random.between(140, 380);
  const built = random.between(0.45, 0.8);
  const height = 240;
  fillRect(raster, x, ground - height * built, width, height * built, random.pick(BRICK));
  // Scaffolding: poles, boards and braces.
  const scaffold: Color = [200, 200, 205];
  for (let px = x - 20; px <= x + width + 20; px += (width + 40) / 5)
    fillRect(raster, px, ground - height - 20, 6, height + 20, scaffold);
  for (let level = 1; level <= 3; level++) {
    fillRect(raster, x - 24, ground - (height / 3) * level, width + 54, 8, [190, 150, 90]);
    drawLine(
      raster,
      { x: x - 20, y: ground - (height / 3) * (level - 1) },
      { x: x + 80, y: ground - (height / 3) * level },
      4,
      scaffold,
    );
  }
  // A tower crane.
  const craneX = x + width + random.between(80, 160);
  const yellow: Color = [240, 190, 40];
  fillRect(raster, craneX, ground - 420, 18, 420, yellow);
  for (let y = ground - 420; y < ground; y += 30)
    drawLine(raster, { x: craneX, y }, { x: craneX + 18, y: y + 30 }, 3, shade(yellow, 0.7));
  fillRect(raster, craneX - 260, ground - 430, 360, 14, yellow);
  fillRect(raster, craneX + 60, ground - 444, 40, 42, [80, 80, 80]);
  const hook = craneX - random.between(80, 230);
  fillRect(raster, hook, ground - 416, 3, random.between(80, 160), [60, 60, 60]);
  // A pallet of blocks and a cabin.
  fillRect(raster, random.between(40, 100), ground - 40, 90, 40, [200, 200, 190]);
  fillRect(raster, random.between(720, 820), ground - 70, 120, 70, [230, 230, 230]);
  return raster;
}

function coastScene(random: Random): Raster {
  const scene = landscape(random, 'coast');
  const { raster, ground } = scene;
  // A row of beach huts, as at Wells and Cromer.
  const count = random.int(5, 8);
  const hut = 80;
  const start = random.between(40, PICTURE_WIDTH - count * (hut + 16) - 40);
  for (let i = 0; i < count; i++) {
    const hx = start + i * (hut + 16);
    const color = random.pick(DOOR);
    fillRect(raster, hx, ground - 90, hut, 100, shade(color, 1.4));
    fillPolygon(
      raster,
      [
        { x: hx - 8, y: ground - 90 },
        { x: hx + hut / 2, y: ground - 130 },
        { x: hx + hut + 8, y: ground - 90 },
      ],
      color,
    );
    fillRect(raster, hx + hut * 0.3, ground - 60, hut * 0.4, 70, shade(color, 0.8));
  }
  for (let i = 0; i < 3; i++) {
    const sx = random.between(100, 860);
    fillPolygon(
      raster,
      [
        { x: sx, y: ground - 110 },
        { x: sx + 26, y: ground - 70 },
        { x: sx - 6, y: ground - 70 },
      ],
      [255, 255, 255],
    );
  }
  return raster;
}

function townScene(random: Random): Raster {
  const scene = landscape(random, 'urban');
  let x = -random.between(0, 60);
  while (x < PICTURE_WIDTH) {
    const width = random.between(150, 230);
    house(scene, {
      x,
      width,
      storeys: random.int(2, 3),
      storeyHeight: random.between(95, 120),
      wall: random.pick([...BRICK, ...RENDER, ...FLINT]),
      roof: random.pick(ROOF),
      roofHeight: random.between(50, 110),
      hipped: false,
      windowsPerStorey: 2,
      chimney: random.chance(0.5),
      door: random.pick(DOOR),
      doorAt: random.int(0, 1),
    });
    x += width + random.between(0, 10);
  }
  return scene.raster;
}

function countrysideScene(random: Random): Raster {
  const scene = landscape(random, 'rural');
  const { raster, ground } = scene;
  trees(scene, 200, 760);
  // A Norfolk tower windmill.
  const mx = random.between(250, 700);
  const base = 110;
  fillPolygon(
    raster,
    [
      { x: mx - base / 2, y: ground },
      { x: mx - base / 3.2, y: ground - 300 },
      { x: mx + base / 3.2, y: ground - 300 },
      { x: mx + base / 2, y: ground },
    ],
    [70, 60, 55],
  );
  fillEllipse(raster, mx, ground - 305, base / 2.6, 26, [240, 240, 235]);
  const hubY = ground - 300;
  const angle = random.between(0, Math.PI / 2);
  for (let s = 0; s < 4; s++) {
    const a = angle + (s * Math.PI) / 2;
    drawLine(
      raster,
      { x: mx, y: hubY },
      { x: mx + Math.cos(a) * 180, y: hubY + Math.sin(a) * 180 },
      16,
      [245, 245, 240],
    );
  }
  fillCircle(raster, mx, hubY, 10, [40, 40, 40]);
  return raster;
}

function logoPicture(random: Random): Raster {
  // A plain mark: a roof line over water reeds, in the agency's navy.
  const raster = createRaster(PICTURE_WIDTH, PICTURE_HEIGHT, [255, 255, 255]);
  const navy: Color = [22, 50, 92];
  const gold: Color = [200, 160, 70];
  fillPolygon(
    raster,
    [
      { x: 480, y: 90 },
      { x: 760, y: 300 },
      { x: 700, y: 300 },
      { x: 480, y: 140 },
      { x: 260, y: 300 },
      { x: 200, y: 300 },
    ],
    navy,
  );
  for (let i = 0; i < 5; i++) {
    const rx = 380 + i * 50;
    const sway = random.between(-12, 12);
    drawLine(raster, { x: rx, y: 520 }, { x: rx + sway, y: 300 + (i % 2) * 40 }, 10, navy);
    fillEllipse(raster, rx + sway, 300 + (i % 2) * 40, 9, 26, gold);
  }
  fillRect(raster, 260, 520, 440, 14, navy);
  return raster;
}

/** Draws one picture of that kind; the seed decides every variation. */
export function drawPicture(kind: PictureKind, seed: number): Raster {
  const random = createRandom(seed);
  switch (kind) {
    case 'cottage':
    case 'detached':
    case 'semi':
    case 'bungalow':
      return houseScene(random, kind);
    case 'terrace':
      return terraceScene(random);
    case 'flats':
      return flatsScene(random);
    case 'barn':
      return barnScene(random);
    case 'office':
      return officeScene(random);
    case 'warehouse':
      return warehouseScene(random, 1);
    case 'industrial':
      return warehouseScene(random, random.int(2, 3));
    case 'shopfront':
      return shopfrontScene(random);
    case 'plot':
      return plotScene(random);
    case 'construction':
      return constructionScene(random);
    case 'coast':
      return coastScene(random);
    case 'town':
      return townScene(random);
    case 'countryside':
      return countrysideScene(random);
    case 'logo':
      return logoPicture(random);
  }
}
