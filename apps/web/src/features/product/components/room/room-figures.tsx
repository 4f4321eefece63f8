import { ROOM_PERSON, ROOM_SOFA } from '@art-market/domain/rules';

// Drawn in inches (one SVG unit = one inch), so the shapes keep their real size at any scale.

/** A three-seat sofa, 84 × 34 in. */
export function SofaShape() {
  const { width, height } = ROOM_SOFA;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="block size-full" aria-hidden="true">
      <rect x="3" y="4" width={width - 6} height="18" rx="3" fill="#6d6a63" />
      <rect x="5" y="18" width={width - 10} height="10" rx="2" fill="#7d7a72" />
      <rect x="0" y="12" width="7" height="18" rx="2.5" fill="#625f59" />
      <rect x={width - 7} y="12" width="7" height="18" rx="2.5" fill="#625f59" />
      <rect x="6" y="30" width="2" height={height - 30} fill="#3b3935" />
      <rect x={width - 8} y="30" width="2" height={height - 30} fill="#3b3935" />
      <rect x="0" y="28" width={width} height="2.5" fill="#55524c" />
    </svg>
  );
}

/** A standing adult, 5 ft 7 in (67 in) tall. */
export function PersonShape() {
  const { width, height } = ROOM_PERSON;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="block size-full" aria-hidden="true">
      <g fill="#4a4742">
        <circle cx={width / 2} cy="4.5" r="4.5" />
        <path d="M3 12 Q9 9.5 15 12 L17 34 L14.5 34 L13.5 22 L13 66 L10 66 L9 38 L8 66 L5 66 L5 22 L3.5 34 L1 34 Z" />
      </g>
    </svg>
  );
}
