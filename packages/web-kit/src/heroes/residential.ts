import { svgDataUri } from './svg-data-uri';

/** A residential street: a terrace between two detached houses, gables and chimneys. */
export const residentialHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ea7cc"/><stop offset="1" stop-color="#f4e2bd"/></linearGradient>
<g id="t"><rect x="0" y="250" width="130" height="200" fill="#c8735a"/><path d="M-6 254 L65 190 L136 254Z" fill="#3d3a44"/><rect x="88" y="176" width="20" height="50" fill="#7c3f31"/><rect x="84" y="170" width="28" height="8" fill="#3d3a44"/><g fill="#2f4256" stroke="#f6efe2" stroke-width="4"><rect x="18" y="280" width="38" height="48"/><rect x="76" y="280" width="38" height="48"/><rect x="18" y="360" width="38" height="48"/></g><rect x="78" y="370" width="34" height="80" fill="#24405e"/><path d="M74 366h42" stroke="#f6efe2" stroke-width="6"/></g>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<circle cx="820" cy="130" r="54" fill="#fff5da"/>
<path d="M0 380 Q300 320 620 360 T1200 340 T1600 350 V470 H0Z" fill="#a9bd9f"/>
<g fill="#6f8e6f"><circle cx="90" cy="380" r="60"/><circle cx="150" cy="400" r="46"/><circle cx="1520" cy="370" r="64"/><circle cx="1460" cy="400" r="44"/></g>
<g transform="translate(180 40)">
<rect x="0" y="250" width="220" height="200" fill="#ece4d4"/><path d="M-14 256 L110 150 L234 256Z" fill="#4a4650"/><rect x="40" y="150" width="22" height="70" fill="#8a4a38"/><rect x="36" y="144" width="30" height="8" fill="#4a4650"/>
<g fill="#2f4256" stroke="#fff" stroke-width="4"><rect x="30" y="290" width="50" height="56"/><rect x="140" y="290" width="50" height="56"/><rect x="30" y="370" width="50" height="56"/><rect x="140" y="370" width="50" height="56"/><circle cx="110" cy="210" r="18"/></g><rect x="92" y="364" width="36" height="86" fill="#7b2f35"/>
</g>
<g transform="translate(470 40)"><use href="#t"/><use href="#t" x="130"/><use href="#t" x="260"/><use href="#t" x="390"/><use href="#t" x="520"/></g>
<g stroke="#a65c47" stroke-width="3"><path d="M600 290v200M730 290v200M860 290v200M990 290v200"/></g>
<g transform="translate(1160 70)">
<rect x="0" y="236" width="250" height="184" fill="#f1ebdf"/><path d="M-14 242 L50 160 H210 L264 242Z" fill="#4a4650"/><path d="M6 244 L80 150 L154 244Z" fill="#3d3a44"/><path d="M24 244 L80 172 L136 244Z" fill="#f1ebdf"/>
<rect x="196" y="130" width="22" height="60" fill="#8a4a38"/><rect x="192" y="124" width="30" height="8" fill="#3d3a44"/>
<g fill="#2f4256" stroke="#fff" stroke-width="4"><rect x="46" y="256" width="68" height="60"/><rect x="166" y="262" width="54" height="54"/><rect x="46" y="340" width="68" height="60"/><path d="M66 228h28v-18a14 14 0 0 0 -28 0z"/></g><rect x="172" y="336" width="42" height="84" fill="#2f5d50"/>
</g>
<rect y="490" width="1600" height="18" fill="#d9d2c4"/>
<rect y="508" width="1600" height="92" fill="#4c5663"/>
<g stroke="#e9e3d6" stroke-width="6" stroke-dasharray="60 50"><path d="M0 556H1600"/></g>
<rect y="484" width="1600" height="8" fill="#9a9184"/>
<g><rect x="1450" y="380" width="10" height="110" fill="#4d3b2c"/><circle cx="1455" cy="350" r="46" fill="#5d7d5b"/><circle cx="1432" cy="384" r="32" fill="#4e6c4f"/><circle cx="1480" cy="380" r="30" fill="#6a8c67"/></g>
<g fill="#2f3b48"><rect x="120" y="360" width="6" height="130"/><path d="M110 360h26l-6 -18h-14z"/></g>
</svg>`);
