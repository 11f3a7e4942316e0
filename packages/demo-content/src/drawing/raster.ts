// A tiny RGBA raster with filled shapes. Polygons are filled scanline by scanline here, without
// anti-aliasing, so every pixel is known exactly; sharp only encodes the result.

/** [red, green, blue] or [red, green, blue, alpha], each 0-255. */
export type Color = readonly [number, number, number] | readonly [number, number, number, number];

export interface Point {
  x: number;
  y: number;
}

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row, 4 bytes a pixel. */
  readonly data: Uint8Array;
}

export function createRaster(width: number, height: number, background: Color): Raster {
  const raster = { width, height, data: new Uint8Array(width * height * 4) };
  fillRect(raster, 0, 0, width, height, [background[0], background[1], background[2]]);
  return raster;
}

export function pixelAt(raster: Raster, x: number, y: number): [number, number, number, number] {
  const i = (Math.floor(y) * raster.width + Math.floor(x)) * 4;
  const d = raster.data;
  return [d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!];
}

/** Fills the pixels x0 <= x < x1 of row y, blending by the colour's alpha. */
function fillSpan(raster: Raster, y: number, x0: number, x1: number, color: Color): void {
  if (y < 0 || y >= raster.height) return;
  const from = Math.max(0, x0);
  const to = Math.min(raster.width, x1);
  if (to <= from) return;
  const alpha = (color[3] ?? 255) / 255;
  const d = raster.data;
  let i = (y * raster.width + from) * 4;
  for (let x = from; x < to; x++, i += 4) {
    if (alpha >= 1) {
      d[i] = color[0];
      d[i + 1] = color[1];
      d[i + 2] = color[2];
    } else {
      d[i] = Math.round(d[i]! * (1 - alpha) + color[0] * alpha);
      d[i + 1] = Math.round(d[i + 1]! * (1 - alpha) + color[1] * alpha);
      d[i + 2] = Math.round(d[i + 2]! * (1 - alpha) + color[2] * alpha);
    }
    d[i + 3] = 255;
  }
}

/** The axis-aligned rectangle with its top-left corner at (x, y). */
export function fillRect(
  raster: Raster,
  x: number,
  y: number,
  width: number,
  height: number,
  color: Color,
): void {
  const x0 = Math.round(x);
  const x1 = Math.round(x + width);
  const y0 = Math.max(0, Math.round(y));
  const y1 = Math.min(raster.height, Math.round(y + height));
  for (let row = y0; row < y1; row++) fillSpan(raster, row, x0, x1, color);
}

/**
 * Any simple or self-intersecting polygon, even-odd rule: each row is sampled at the pixel
 * centres, the edge crossings sorted, and the spans between pairs filled.
 */
export function fillPolygon(raster: Raster, points: readonly Point[], color: Color): void {
  if (points.length < 3) return;
  const ys = points.map((p) => p.y);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(raster.height - 1, Math.ceil(Math.max(...ys)));
  const crossings: number[] = [];
  for (let row = top; row <= bottom; row++) {
    const sampleY = row + 0.5;
    crossings.length = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      const b = points[(i + 1) % points.length]!;
      // Half-open on y so a vertex shared by two edges is counted once.
      if (a.y <= sampleY !== b.y <= sampleY) {
        crossings.push(a.x + ((sampleY - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      // A pixel is inside when its centre is.
      fillSpan(raster, row, Math.round(crossings[i]!), Math.round(crossings[i + 1]!), color);
    }
  }
}

export function fillCircle(
  raster: Raster,
  cx: number,
  cy: number,
  radius: number,
  color: Color,
): void {
  fillEllipse(raster, cx, cy, radius, radius, color);
}

export function fillEllipse(
  raster: Raster,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: Color,
): void {
  const top = Math.max(0, Math.floor(cy - ry));
  const bottom = Math.min(raster.height - 1, Math.ceil(cy + ry));
  for (let row = top; row <= bottom; row++) {
    const dy = (row + 0.5 - cy) / ry;
    if (Math.abs(dy) > 1) continue;
    const half = rx * Math.sqrt(1 - dy * dy);
    fillSpan(raster, row, Math.round(cx - half), Math.round(cx + half), color);
  }
}

/** A band from `from` at y0 to `to` at y1, full width (skies, fields). */
export function fillVerticalGradient(
  raster: Raster,
  y0: number,
  y1: number,
  from: Color,
  to: Color,
): void {
  const start = Math.max(0, Math.round(y0));
  const end = Math.min(raster.height, Math.round(y1));
  const span = Math.max(1, end - start - 1);
  for (let row = start; row < end; row++) {
    const t = (row - start) / span;
    const mix = (i: number): number => Math.round(from[i]! + (to[i]! - from[i]!) * t);
    fillSpan(raster, row, 0, raster.width, [mix(0), mix(1), mix(2)]);
  }
}

/** A straight line `thickness` pixels wide, as a quadrilateral. */
export function drawLine(
  raster: Raster,
  from: Point,
  to: Point,
  thickness: number,
  color: Color,
): void {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * (thickness / 2);
  const ny = (dx / length) * (thickness / 2);
  fillPolygon(
    raster,
    [
      { x: from.x + nx, y: from.y + ny },
      { x: to.x + nx, y: to.y + ny },
      { x: to.x - nx, y: to.y - ny },
      { x: from.x - nx, y: from.y - ny },
    ],
    color,
  );
}
