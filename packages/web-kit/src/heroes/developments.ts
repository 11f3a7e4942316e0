import { svgDataUri } from './svg-data-uri';

/** A site in progress: a finished house, scaffolding, roof trusses and a tower crane. */
export const developmentsHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ca6cc"/><stop offset="1" stop-color="#f5ddb0"/></linearGradient>
<pattern id="lat" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M0 0L24 24M24 0L0 24" stroke="#e0a526" stroke-width="3"/></pattern>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<path d="M0 380 Q300 340 640 372 T1300 360 T1600 362 V480 H0Z" fill="#b2c4a4"/>
<path d="M0 430 Q400 408 820 428 T1600 420 V480 H0Z" fill="#84a27f"/>
<g>
<rect x="1120" y="60" width="34" height="420" fill="url(#lat)" stroke="#e0a526" stroke-width="4"/>
<rect x="780" y="52" width="620" height="22" fill="url(#lat)" stroke="#e0a526" stroke-width="4"/>
<path d="M1137 52 L1137 10" stroke="#e0a526" stroke-width="6"/><path d="M1137 10 L880 54 M1137 10 L1380 54" stroke="#5b5f66" stroke-width="3"/>
<rect x="1310" y="74" width="70" height="46" fill="#5b5f66"/>
<rect x="1100" y="74" width="50" height="40" fill="#3b4a5c"/><rect x="1108" y="82" width="34" height="18" fill="#bcd3e2"/>
<rect x="900" y="74" width="16" height="10" fill="#3b4a5c"/><path d="M908 84V236" stroke="#3b4a5c" stroke-width="3"/><path d="M898 236h20l-4 14h-12z" fill="#3b4a5c"/>
<rect x="870" y="250" width="76" height="26" fill="#c8735a"/>
<rect x="1100" y="470" width="74" height="14" fill="#5b5f66"/>
</g>
<g transform="translate(170 0)">
<rect x="0" y="260" width="300" height="220" fill="#c8735a"/>
<path d="M-14 266 L150 150 L314 266Z" fill="#3d3a44"/>
<g fill="#2f4256" stroke="#f6efe2" stroke-width="5"><rect x="36" y="296" width="56" height="60"/><rect x="208" y="296" width="56" height="60"/><rect x="36" y="392" width="56" height="60"/></g><rect x="128" y="390" width="44" height="90" fill="#2f5d50"/>
</g>
<g transform="translate(540 0)">
<rect x="0" y="290" width="280" height="190" fill="#d8cdb9"/>
<g fill="#b7aa92"><rect x="0" y="330" width="280" height="6"/><rect x="0" y="380" width="280" height="6"/><rect x="0" y="430" width="280" height="6"/></g>
<rect x="40" y="320" width="56" height="60" fill="#4b5360"/><rect x="184" y="320" width="56" height="60" fill="#4b5360"/><rect x="120" y="400" width="44" height="80" fill="#4b5360"/>
<g fill="none" stroke="#a9794a" stroke-width="8"><path d="M-6 292 L140 180 L286 292"/><path d="M30 292 L140 208 L250 292M60 292 L140 230 L220 292M140 180V292"/></g>
<g stroke="#48505c" stroke-width="6"><path d="M-30 230V480M60 230V480M150 230V480M240 230V480M320 230V480"/><path d="M-34 230H324M-34 300H324M-34 380H324"/></g>
<g stroke="#48505c" stroke-width="3"><path d="M-30 300L60 230M60 380L150 300M150 300L240 230M240 380L320 300"/></g>
<g fill="#c9a35b"><rect x="-34" y="296" width="358" height="8"/><rect x="-34" y="376" width="358" height="8"/></g>
</g>
<g transform="translate(1230 0)">
<rect x="0" y="370" width="220" height="110" fill="#d8cdb9"/><g fill="#b7aa92"><rect x="0" y="400" width="220" height="6"/><rect x="0" y="440" width="220" height="6"/></g>
<rect x="30" y="394" width="50" height="56" fill="#4b5360"/><rect x="140" y="394" width="50" height="56" fill="#4b5360"/>
<g fill="none" stroke="#a9794a" stroke-width="7"><path d="M0 370V300M220 370V300M0 300H220M0 335H220M110 300V370"/></g>
</g>
<g fill="#6b5b49"><path d="M980 480 l60 -60 l60 60z"/></g><g fill="#7d6a55"><path d="M1000 480 l40 -40 l40 40z"/></g>
<rect y="480" width="1600" height="120" fill="#8c7b66"/>
<rect y="480" width="1600" height="10" fill="#6b5b49"/>
<g stroke="#6b5b49" stroke-width="4" stroke-linecap="round"><path d="M60 540h120M400 570h160M820 530h100M1160 560h180M1420 520h100"/></g>
<g transform="translate(880 420)"><rect x="0" y="20" width="110" height="40" rx="6" fill="#e0a526"/><rect x="70" y="0" width="40" height="24" fill="#e0a526"/><rect x="76" y="4" width="28" height="14" fill="#bcd3e2"/><circle cx="24" cy="62" r="16" fill="#2c3038"/><circle cx="90" cy="62" r="16" fill="#2c3038"/></g>
</svg>`);
