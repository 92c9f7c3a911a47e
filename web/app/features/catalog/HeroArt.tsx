/**
 * The home hero's picture: ridgelines at first light with a trail up the nearest slope, drawn
 * inline so the hero paints with the page (no request, nothing to lazy-load). It illustrates
 * the words beside it and says nothing of its own, so assistive technology skips it.
 */
export function HeroArt() {
  return (
    <svg
      className="hero__art"
      viewBox="0 0 640 400"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6d7a7" />
          <stop offset="0.55" stopColor="#e9a772" />
          <stop offset="1" stopColor="#c9785a" />
        </linearGradient>
      </defs>
      <rect width="640" height="400" fill="url(#hero-sky)" />
      <circle cx="452" cy="150" r="46" fill="#fff3d6" opacity="0.9" />
      <path
        d="M0 250 L70 190 L120 220 L200 130 L260 190 L330 120 L400 200 L470 150 L560 220 L640 170 L640 400 L0 400 Z"
        fill="#7d8f84"
      />
      <path d="M200 130 L222 154 L206 150 L192 160 L180 152 Z" fill="#eef2ee" />
      <path d="M330 120 L352 146 L336 140 L322 152 L310 142 Z" fill="#eef2ee" />
      <path
        d="M0 300 L90 240 L160 270 L250 210 L340 270 L420 230 L520 290 L640 240 L640 400 L0 400 Z"
        fill="#4d6b58"
      />
      <path
        d="M0 350 L120 300 L230 330 L330 290 L450 340 L560 310 L640 330 L640 400 L0 400 Z"
        fill="#2c4535"
      />
      <path
        d="M250 400 C300 370 280 350 330 335 C370 322 360 306 392 298"
        fill="none"
        stroke="#d9c7a1"
        strokeWidth="5"
        strokeDasharray="10 8"
        strokeLinecap="round"
      />
      {[70, 150, 560, 600].map((x) => (
        <path key={x} d={`M${x} 392 l14 -44 l14 44 Z`} fill="#1d3226" />
      ))}
    </svg>
  );
}
