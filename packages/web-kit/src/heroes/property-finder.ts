import { svgDataUri } from './svg-data-uri';

/** A map of patchwork fields and a winding road, with a pin over one house. */
export const propertyFinderHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<radialGradient id="glow"><stop offset="0" stop-color="#fff4d6" stop-opacity=".9"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>
<pattern id="rows" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="18" height="18" fill="#d9c27a"/><path d="M0 9H18" stroke="#c2a95c" stroke-width="4"/></pattern>
<pattern id="rows2" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(-20)"><rect width="16" height="16" fill="#9cb98a"/><path d="M0 8H16" stroke="#86a476" stroke-width="4"/></pattern>
</defs>
<rect width="1600" height="600" fill="#8fae7e"/>
<g stroke="#4f6b45" stroke-width="8" stroke-linejoin="round">
<polygon points="-10,-10 360,-10 320,180 -10,220" fill="#a9c48f"/>
<polygon points="360,-10 760,-10 700,150 320,180" fill="url(#rows)"/>
<polygon points="760,-10 1120,-10 1160,170 700,150" fill="#7f9f6f"/>
<polygon points="1120,-10 1610,-10 1610,160 1160,170" fill="url(#rows2)"/>
<polygon points="-10,220 320,180 380,420 -10,440" fill="url(#rows2)"/>
<polygon points="320,180 700,150 760,380 380,420" fill="#c7d59a"/>
<polygon points="700,150 1160,170 1120,360 760,380" fill="#6f9263"/>
<polygon points="1160,170 1610,160 1610,380 1120,360" fill="#e2cf8e"/>
<polygon points="-10,440 380,420 420,610 -10,610" fill="#b4cc96"/>
<polygon points="380,420 760,380 800,610 420,610" fill="url(#rows)"/>
<polygon points="760,380 1120,360 1180,610 800,610" fill="#a4bf88"/>
<polygon points="1120,360 1610,380 1610,610 1180,610" fill="url(#rows2)"/>
</g>
<g fill="#3f5a3a"><circle cx="320" cy="180" r="26"/><circle cx="700" cy="150" r="22"/><circle cx="1160" cy="170" r="24"/><circle cx="380" cy="420" r="24"/><circle cx="1120" cy="360" r="26"/><circle cx="760" cy="380" r="20"/><circle cx="180" cy="90" r="18"/><circle cx="1520" cy="290" r="22"/><circle cx="560" cy="520" r="18"/></g>
<circle cx="880" cy="228" r="150" fill="url(#glow)"/>
<path d="M-20 520 C200 500 240 320 460 300 S700 420 880 330 S1100 140 1300 200 S1520 120 1640 60" fill="none" stroke="#3d4650" stroke-width="34" stroke-linecap="round"/>
<path d="M-20 520 C200 500 240 320 460 300 S700 420 880 330 S1100 140 1300 200 S1520 120 1640 60" fill="none" stroke="#f3eee4" stroke-width="4" stroke-dasharray="26 22"/>
<path d="M1020 460 Q1140 430 1260 470 T1500 450 Q1440 540 1240 530 T1020 460Z" fill="#6f9cc2" stroke="#4f6b45" stroke-width="6"/>
<ellipse cx="880" cy="304" rx="70" ry="16" fill="#2b3440" opacity=".35"/>
<g transform="translate(880 -22)">
<rect x="-50" y="262" width="100" height="60" fill="#f6f1e6" stroke="#2b3440" stroke-width="5"/>
<path d="M-66 266 L0 222 L66 266Z" fill="#b8503f" stroke="#2b3440" stroke-width="5" stroke-linejoin="round"/>
<rect x="-12" y="288" width="24" height="34" fill="#2f4256"/><rect x="-40" y="280" width="20" height="18" fill="#2f4256"/><rect x="20" y="280" width="20" height="18" fill="#2f4256"/>
<path d="M0 200 C-20 170 -64 140 -64 96 A64 64 0 0 1 64 96 C64 140 20 170 0 200Z" fill="#e0533f" stroke="#7a2418" stroke-width="5"/>
<circle cy="96" r="26" fill="#fff6e8"/>
</g>
</svg>`);
