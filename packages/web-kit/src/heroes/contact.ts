import { svgDataUri } from './svg-data-uri';

/** A welcoming high-street office with a bay window, hanging baskets and a bench. */
export const contactHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#80a9cd"/><stop offset="1" stop-color="#f5e3bf"/></linearGradient>
<linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe0ec"/><stop offset="1" stop-color="#7c9db8"/></linearGradient>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<rect x="0" y="160" width="440" height="330" fill="#c4775d"/><path d="M-10 166 L120 90 L250 166Z" fill="#3d3a44"/><path d="M240 166 L340 104 L450 166Z" fill="#4a4650"/>
<g fill="#2f4256" stroke="#f4ede0" stroke-width="5"><rect x="60" y="200" width="50" height="64"/><rect x="150" y="200" width="50" height="64"/><rect x="290" y="200" width="50" height="64"/><rect x="370" y="200" width="50" height="64"/></g>
<rect x="40" y="330" width="200" height="120" fill="#bcd3e2" stroke="#5b3b2e" stroke-width="8"/><rect x="290" y="340" width="70" height="150" fill="#5b3b2e"/>
<rect x="1180" y="180" width="420" height="310" fill="#d9ccb3"/><rect x="1170" y="168" width="440" height="18" fill="#b9ab8f"/>
<g fill="#2f4256" stroke="#fff" stroke-width="5"><rect x="1230" y="214" width="50" height="64"/><rect x="1340" y="214" width="50" height="64"/><rect x="1450" y="214" width="50" height="64"/></g>
<rect x="1180" y="320" width="420" height="26" fill="#8c3b3b"/><rect x="1210" y="362" width="190" height="128" fill="#bcd3e2" stroke="#8c3b3b" stroke-width="8"/><rect x="1430" y="362" width="64" height="128" fill="#8c3b3b"/>
<g transform="translate(440 0)">
<rect x="0" y="120" width="740" height="370" fill="#f3eee4"/>
<rect x="-10" y="104" width="760" height="24" fill="#1f3552"/>
<g fill="#2f4256" stroke="#1f3552" stroke-width="6"><rect x="80" y="160" width="80" height="96"/><rect x="330" y="160" width="80" height="96"/><rect x="580" y="160" width="80" height="96"/></g>
<g stroke="#f3eee4" stroke-width="4"><path d="M120 160v96M80 208h80M370 160v96M330 208h80M620 160v96M580 208h80"/></g>
<rect x="0" y="286" width="740" height="50" fill="#1f3552"/>
<rect x="250" y="300" width="240" height="22" rx="4" fill="#d8b56a"/>
<path d="M40 350 H330 L310 470 H60Z" fill="#1f3552"/>
<path d="M60 344 H310 L330 360 H40Z" fill="#2c4a70"/>
<path d="M64 366 H306 L290 460 H80Z" fill="url(#pane)"/>
<g stroke="#1f3552" stroke-width="6"><path d="M126 366 L132 460M185 366V460M244 366 L238 460M70 410H300"/></g>
<path d="M60 470 H310 V490 H60Z" fill="#2c4a70"/>
<rect x="420" y="350" width="110" height="140" fill="#1f3552"/><rect x="432" y="362" width="86" height="128" fill="#2c4a70"/><rect x="446" y="376" width="58" height="48" fill="url(#pane)"/><circle cx="506" cy="440" r="5" fill="#d8b56a"/>
<path d="M420 350 a55 28 0 0 1 110 0z" fill="#2c4a70"/>
<rect x="580" y="350" width="130" height="120" fill="url(#pane)" stroke="#1f3552" stroke-width="8"/>
<g transform="translate(-115 0)"><path d="M360 130 v36" stroke="#1f3552" stroke-width="3"/><path d="M340 166 h40 l-6 22 h-28z" fill="#6b4a34"/><circle cx="350" cy="168" r="11" fill="#d46a6a"/><circle cx="370" cy="166" r="11" fill="#e9b949"/><circle cx="360" cy="158" r="10" fill="#7aa36b"/></g>
</g>
<rect y="490" width="1600" height="110" fill="#cfc6b6"/><rect y="490" width="1600" height="8" fill="#8f8677"/>
<g stroke="#b8ae9b" stroke-width="3"><path d="M0 545H1600M140 498v102M340 498v102M540 498v102M740 498v102M940 498v102M1140 498v102M1340 498v102M1540 498v102"/></g>
<g transform="translate(600 536)">
<ellipse cx="110" cy="56" rx="130" ry="8" fill="#8f8677" opacity=".5"/>
<g fill="#2b2f36"><rect x="16" y="-50" width="8" height="56"/><rect x="196" y="-50" width="8" height="56"/><rect x="18" y="8" width="10" height="46"/><rect x="192" y="8" width="10" height="46"/><path d="M8 -16 h30 v6 h-30z M182 -16 h30 v6 h-30z"/></g>
<rect x="4" y="-46" width="212" height="12" rx="3" fill="#8a6446"/><rect x="4" y="-28" width="212" height="12" rx="3" fill="#7d5a40"/>
<rect x="-4" y="-2" width="228" height="8" rx="3" fill="#a27a58"/><rect x="-4" y="6" width="228" height="8" fill="#6b4a34"/>
</g>

<g fill="#2b2f36" transform="translate(100 0)"><rect x="1080" y="300" width="10" height="220"/><path d="M1068 300 h34 l-8 -34 h-18z"/><rect x="1074" y="512" width="22" height="12"/></g>
<g fill="#4e6c4f"><rect x="420" y="448" width="24" height="60" fill="#3b4a5c"/><circle cx="432" cy="438" r="26"/><rect x="1130" y="448" width="24" height="60" fill="#3b4a5c"/><circle cx="1142" cy="438" r="26"/></g>
<g transform="translate(775 0)"><path d="M360 130 v36" stroke="#1f3552" stroke-width="3"/><path d="M340 166 h40 l-6 22 h-28z" fill="#6b4a34"/><circle cx="350" cy="168" r="11" fill="#d46a6a"/><circle cx="370" cy="166" r="11" fill="#e9b949"/><circle cx="360" cy="158" r="10" fill="#7aa36b"/></g>
</svg>`);
