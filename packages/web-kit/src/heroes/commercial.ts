import { svgDataUri } from './svg-data-uri';

/** A market-town high street: shopfronts with awnings around a glazed office block. */
export const commercialHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa3c9"/><stop offset="1" stop-color="#f2dfb8"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc0da"/><stop offset="1" stop-color="#46698a"/></linearGradient>
<pattern id="aw" width="30" height="40" patternUnits="userSpaceOnUse"><rect width="15" height="40" fill="#f4efe6"/><rect x="15" width="15" height="40" fill="#2f5d50"/></pattern>
<pattern id="aw2" width="30" height="40" patternUnits="userSpaceOnUse"><rect width="15" height="40" fill="#f4efe6"/><rect x="15" width="15" height="40" fill="#8c3b3b"/></pattern>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<path d="M0 360 Q400 320 800 350 T1600 340 V480 H0Z" fill="#b5c5a8"/>
<rect x="700" y="70" width="250" height="420" fill="#3b4a5c"/>
<rect x="716" y="86" width="218" height="404" fill="url(#glass)"/>
<g stroke="#3b4a5c" stroke-width="6"><path d="M759 86v404M803 86v404M847 86v404M891 86v404"/><path d="M716 130h218M716 174h218M716 218h218M716 262h218M716 306h218"/></g>
<rect x="690" y="60" width="270" height="14" fill="#2c3846"/>
<g transform="translate(60 0)">
<rect x="0" y="220" width="200" height="270" fill="#d9c6a5"/><rect x="-8" y="210" width="216" height="16" fill="#b9a582"/>
<g fill="#2f4256" stroke="#f7f1e6" stroke-width="5"><rect x="24" y="250" width="40" height="60"/><rect x="80" y="250" width="40" height="60"/><rect x="136" y="250" width="40" height="60"/></g>
<rect x="0" y="340" width="200" height="28" fill="#2f5d50"/><path d="M0 368h200l-12 40H12z" fill="url(#aw)"/>
<rect x="16" y="408" width="110" height="82" fill="#bcd3e2" stroke="#2f5d50" stroke-width="6"/><rect x="140" y="408" width="44" height="82" fill="#2f5d50"/>
</g>
<g transform="translate(270 0)">
<rect x="0" y="180" width="190" height="310" fill="#b85f4a"/><path d="M-6 184 L95 120 L196 184Z" fill="#3d3a44"/>
<g fill="#2f4256" stroke="#f7f1e6" stroke-width="5"><rect x="26" y="210" width="40" height="56"/><rect x="124" y="210" width="40" height="56"/><rect x="26" y="290" width="40" height="56"/><rect x="124" y="290" width="40" height="56"/></g>
<rect x="0" y="362" width="190" height="26" fill="#2a3b52"/><rect x="16" y="400" width="120" height="90" fill="#bcd3e2" stroke="#2a3b52" stroke-width="6"/><rect x="144" y="400" width="36" height="90" fill="#2a3b52"/>
</g>
<g transform="translate(470 0)">
<rect x="0" y="240" width="220" height="250" fill="#efe6d6"/><rect x="-8" y="228" width="236" height="18" fill="#cfc3ad"/>
<g fill="#2f4256" stroke="#fff" stroke-width="5"><rect x="30" y="266" width="44" height="58"/><rect x="146" y="266" width="44" height="58"/></g>
<rect x="0" y="344" width="220" height="26" fill="#8c3b3b"/><path d="M0 370h220l-14 42H14z" fill="url(#aw2)"/>
<rect x="18" y="412" width="124" height="78" fill="#bcd3e2" stroke="#8c3b3b" stroke-width="6"/><rect x="156" y="412" width="46" height="78" fill="#8c3b3b"/>
</g>
<g transform="translate(960 0)">
<rect x="0" y="200" width="230" height="290" fill="#d6b48a"/><path d="M0 200 h230 v-20 l-30 -30 h-170 l-30 30z" fill="#4a4650"/>
<g fill="#2f4256" stroke="#fff" stroke-width="5"><rect x="24" y="226" width="46" height="62"/><rect x="92" y="226" width="46" height="62"/><rect x="160" y="226" width="46" height="62"/></g>
<rect x="0" y="330" width="230" height="28" fill="#2f4256"/><rect x="18" y="374" width="130" height="116" fill="#bcd3e2" stroke="#2f4256" stroke-width="6"/><rect x="164" y="374" width="50" height="116" fill="#2f4256"/>
</g>
<g transform="translate(1200 0)">
<rect x="0" y="250" width="200" height="240" fill="#9fb1a4"/><rect x="-8" y="240" width="216" height="14" fill="#7e9184"/>
<g fill="#2f4256" stroke="#fff" stroke-width="5"><rect x="30" y="272" width="40" height="54"/><rect x="130" y="272" width="40" height="54"/></g>
<rect x="0" y="346" width="200" height="24" fill="#2f5d50"/><path d="M0 370h200l-12 38H12z" fill="url(#aw)"/><rect x="16" y="408" width="110" height="82" fill="#bcd3e2" stroke="#2f5d50" stroke-width="6"/><rect x="140" y="408" width="44" height="82" fill="#2f5d50"/>
</g>
<g transform="translate(1410 0)"><rect x="0" y="190" width="200" height="300" fill="#c9704f"/><path d="M-6 194 L100 130 L206 194Z" fill="#3d3a44"/><g fill="#2f4256" stroke="#f7f1e6" stroke-width="5"><rect x="30" y="220" width="40" height="56"/><rect x="130" y="220" width="40" height="56"/><rect x="30" y="300" width="40" height="56"/><rect x="130" y="300" width="40" height="56"/></g><rect x="30" y="400" width="140" height="90" fill="#bcd3e2" stroke="#2a3b52" stroke-width="6"/></g>
<rect x="700" y="430" width="250" height="60" fill="#2c3846"/><rect x="780" y="440" width="90" height="50" fill="#bcd3e2"/>
<rect y="490" width="1600" height="110" fill="#c9c0b0"/><rect y="490" width="1600" height="8" fill="#8f8677"/>
<g stroke="#b3a996" stroke-width="3"><path d="M0 540H1600M100 498v102M300 498v102M500 498v102M700 498v102M900 498v102M1100 498v102M1300 498v102M1500 498v102"/></g>
<g fill="#2f3b48"><rect x="640" y="330" width="8" height="170"/><path d="M628 330h32l-8 -24h-16z"/><rect x="1170" y="330" width="8" height="170"/><path d="M1158 330h32l-8 -24h-16z"/></g>
</svg>`);
