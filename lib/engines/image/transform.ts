/**
 * Quarter turns and mirrors of an image, as one state: mirror left-to-right first when `flip`, then turn `rotate`
 * degrees clockwise (the form of EXIF's orientations, exif.ts ORIENTATION_OPS). Any sequence of turns and mirrors is
 * one of these eight states, so the pixels are drawn once, whatever the visitor clicked.
 */

export type QuarterTurn = 0 | 90 | 180 | 270;

export interface Turn {
  flip: boolean;
  rotate: QuarterTurn;
}

export const UPRIGHT: Turn = { flip: false, rotate: 0 };

const quarter = (degrees: number) => (((degrees % 360) + 360) % 360) as QuarterTurn;

/** Turned a further 90° clockwise. */
export function rotateClockwise(turn: Turn): Turn {
  return { flip: turn.flip, rotate: quarter(turn.rotate + 90) };
}

/** Turned a further 90° anticlockwise. */
export function rotateAnticlockwise(turn: Turn): Turn {
  return { flip: turn.flip, rotate: quarter(turn.rotate - 90) };
}

/** Mirrored left to right as it is shown now: a mirror after a turn is the opposite turn after the mirror. */
export function flipHorizontal(turn: Turn): Turn {
  return { flip: !turn.flip, rotate: quarter(-turn.rotate) };
}

/** Mirrored top to bottom as it is shown now (a left-to-right mirror, then half a turn). */
export function flipVertical(turn: Turn): Turn {
  return { flip: !turn.flip, rotate: quarter(180 - turn.rotate) };
}

/** The size after the turn: a quarter turn swaps the sides. */
export function turnedSize(size: { width: number; height: number }, turn: Turn): { width: number; height: number } {
  // Read field by field: an ImageBitmap's sides are getters, which a spread would not copy.
  return turn.rotate === 90 || turn.rotate === 270 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * The 2-D transform (a, b, c, d, e, f as in CanvasRenderingContext2D.setTransform) that draws a `size` image at (0, 0)
 * into a canvas of turnedSize(size, turn), turned and mirrored.
 */
export function turnMatrix(size: { width: number; height: number }, turn: Turn): [number, number, number, number, number, number] {
  const { width: w, height: h } = size;
  const s = turn.flip ? -1 : 1;
  // Mirror: x → (flip ? w − x : x). Then the clockwise turn, shifted so the result starts at (0, 0).
  switch (turn.rotate) {
    case 0:
      return [s, 0, 0, 1, turn.flip ? w : 0, 0];
    case 90:
      return [0, s, -1, 0, h, turn.flip ? w : 0];
    case 180:
      return [-s, 0, 0, -1, turn.flip ? 0 : w, h];
    case 270:
      return [0, -s, 1, 0, 0, turn.flip ? 0 : w];
  }
}
