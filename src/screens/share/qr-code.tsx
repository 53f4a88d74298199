import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The quiet zone a scanner needs around the code: four modules (ISO/IEC 18004). */
const QUIET = 4;

/** A QR code of `text` as inline SVG (lean-qr): drawn by React, so nothing is injected as markup. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = generate(text);
  const side = code.size + 2 * QUIET;
  return (
    <svg className="qr-code" viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
