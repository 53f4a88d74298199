import type { StatusShapeName } from './status-presentation';

interface StatusShapeProps {
  shape: StatusShapeName;
  x: number;
  y: number;
  size?: number;
  className?: string;
}

/** A status drawn as a shape (inside an SVG), so it reads without colour. */
export function StatusShape({ shape, x, y, size = 7, className }: StatusShapeProps) {
  const s = size;
  const common = { className: ['status-shape', className].filter(Boolean).join(' ') };
  switch (shape) {
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? s : s * 0.45;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        return `${x + r * Math.cos(a)},${y + r * Math.sin(a)}`;
      }).join(' ');
      return <polygon points={points} {...common} />;
    }
    case 'circle':
      return <circle cx={x} cy={y} r={s * 0.75} {...common} />;
    case 'triangle-up':
      return <polygon points={`${x},${y - s} ${x + s},${y + s * 0.8} ${x - s},${y + s * 0.8}`} {...common} />;
    case 'triangle-down':
      return <polygon points={`${x},${y + s} ${x + s},${y - s * 0.8} ${x - s},${y - s * 0.8}`} {...common} />;
    case 'square':
      return <rect x={x - s * 0.7} y={y - s * 0.7} width={s * 1.4} height={s * 1.4} {...common} />;
    case 'octagon': {
      const points = Array.from({ length: 8 }, (_, i) => {
        const a = (Math.PI / 4) * i + Math.PI / 8;
        return `${x + s * Math.cos(a)},${y + s * Math.sin(a)}`;
      }).join(' ');
      return <polygon points={points} {...common} />;
    }
    case 'diamond':
      return <polygon points={`${x},${y - s} ${x + s},${y} ${x},${y + s} ${x - s},${y}`} {...common} />;
    case 'cross':
      return (
        <path
          d={`M${x - s * 0.7},${y - s * 0.7} L${x + s * 0.7},${y + s * 0.7} M${x + s * 0.7},${y - s * 0.7} L${x - s * 0.7},${y + s * 0.7}`}
          {...common}
        />
      );
    case 'question':
      return <rect x={x - s * 0.6} y={y - s * 0.6} width={s * 1.2} height={s * 1.2} {...common} strokeDasharray="2 1.5" />;
  }
}

/** The shape as a small inline icon beside a text label. */
export function StatusIcon({ shape }: { shape: StatusShapeName }) {
  return (
    <svg className="status-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <StatusShape shape={shape} x={8} y={8} size={6.5} />
    </svg>
  );
}
