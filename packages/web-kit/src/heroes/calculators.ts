import { svgDataUri } from './svg-data-uri';

/** A house on graph paper with a rising line, stacked coins and a key. */
export const calculatorsHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dce8f1"/><stop offset="1" stop-color="#f4e6c8"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#9db3c6" stroke-width="1.5"/></pattern>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2c75c"/><stop offset="1" stop-color="#c9952c"/></linearGradient>
</defs>
<rect width="1600" height="600" fill="url(#bg)"/>
<rect width="1600" height="600" fill="url(#grid)" opacity=".8"/>
<path d="M0 470 L200 430 L360 446 L540 380 L720 396 L900 300 L1080 320 L1260 220 L1440 240 L1600 140" fill="none" stroke="#3c6e91" stroke-width="8" stroke-linejoin="round"/>
<path d="M0 470 L200 430 L360 446 L540 380 L720 396 L900 300 L1080 320 L1260 220 L1440 240 L1600 140 V600 H0Z" fill="#3c6e91" opacity=".12"/>
<g fill="#3c6e91"><circle cx="540" cy="380" r="10"/><circle cx="900" cy="300" r="10"/><circle cx="1260" cy="220" r="10"/></g>
<g fill="#7b98b0" opacity=".55"><rect x="160" y="470" width="50" height="130"/><rect x="240" y="440" width="50" height="160"/><rect x="320" y="410" width="50" height="190"/><rect x="1280" y="400" width="50" height="200"/><rect x="1360" y="360" width="50" height="240"/><rect x="1440" y="310" width="50" height="290"/></g>
<g transform="translate(620 0)">
<rect x="0" y="300" width="320" height="240" fill="#f7f3ec" stroke="#2b3d52" stroke-width="8"/>
<path d="M-40 310 L160 150 L360 310Z" fill="#2b3d52"/>
<rect x="240" y="160" width="36" height="90" fill="#2b3d52"/>
<g fill="#3c6e91" stroke="#2b3d52" stroke-width="6"><rect x="36" y="340" width="70" height="70"/><rect x="214" y="340" width="70" height="70"/></g>
<path d="M71 340v70M36 375h70M249 340v70M214 375h70" stroke="#f7f3ec" stroke-width="4"/>
<rect x="128" y="420" width="64" height="120" fill="#b8503f" stroke="#2b3d52" stroke-width="6"/><circle cx="178" cy="482" r="5" fill="#f2c75c"/>
<circle cx="160" cy="250" r="22" fill="#f2c75c" stroke="#f7f3ec" stroke-width="4"/>
</g>
<rect y="540" width="1600" height="60" fill="#2b3d52"/>
<g stroke="#8a6420" stroke-width="3">
<ellipse cx="1080" cy="530" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1080" cy="512" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1080" cy="494" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1080" cy="476" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1080" cy="458" rx="50" ry="14" fill="url(#gold)"/>
<ellipse cx="1190" cy="530" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1190" cy="512" rx="50" ry="14" fill="url(#gold)"/><ellipse cx="1190" cy="494" rx="50" ry="14" fill="url(#gold)"/>
<ellipse cx="1300" cy="530" rx="50" ry="14" fill="url(#gold)"/>
</g>
<g transform="translate(380 500) rotate(-18)" fill="#d9a93c" stroke="#8a6420" stroke-width="4">
<path d="M0 -40 a40 40 0 1 0 0.1 0z M0 -16 a16 16 0 1 1 -0.1 0z" fill-rule="evenodd"/>
<path d="M38 -10 H190 V10 H170 V34 H148 V10 H126 V28 H104 V10 H38z"/>
</g>
</svg>`);
