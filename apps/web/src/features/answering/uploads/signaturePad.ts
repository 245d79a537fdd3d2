import SignaturePad from 'signature_pad';

/** The drawing canvas's height (spec part 2 §9). */
export const SIGNATURE_CANVAS_HEIGHT = 150;

/**
 * Starts signature_pad on a canvas sized to its box at the screen's pixel density, keeping the
 * strokes when the box is resized (a phone turned sideways). Returns the pad and its cleanup.
 */
export function startSignaturePad(canvas: HTMLCanvasElement): { pad: SignaturePad; stop: () => void } {
  const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
  const fit = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const strokes = pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    if (strokes.length > 0) pad.fromData(strokes);
  };
  fit();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
  observer?.observe(canvas);
  return {
    pad,
    stop: () => {
      observer?.disconnect();
      pad.off();
    },
  };
}

/** The drawn signature as a PNG file. */
export function padToPng(pad: SignaturePad): Blob {
  const data = atob(pad.toDataURL('image/png').split(',')[1] ?? '');
  const bytes = new Uint8Array(data.length);
  for (let index = 0; index < data.length; index++) bytes[index] = data.charCodeAt(index);
  return new Blob([bytes], { type: 'image/png' });
}
