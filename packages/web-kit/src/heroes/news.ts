import { svgDataUri } from './svg-data-uri';

/** Norwich at dawn: the cathedral spire, City Hall clock tower and the castle keep. */
export const newsHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f7fa6"/><stop offset=".45" stop-color="#d9a7a0"/><stop offset=".75" stop-color="#f6c98e"/><stop offset="1" stop-color="#fbe4b6"/></linearGradient>
<radialGradient id="sun"><stop offset=".4" stop-color="#fff1c9"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<circle cx="800" cy="470" r="220" fill="url(#sun)"/><circle cx="800" cy="470" r="80" fill="#fff3d2"/>
<g fill="#f9dcc0" opacity=".7"><rect x="120" y="150" width="260" height="14" rx="7"/><rect x="200" y="176" width="180" height="12" rx="6"/><rect x="1150" y="110" width="300" height="14" rx="7"/><rect x="1220" y="136" width="170" height="12" rx="6"/></g>
<path d="M0 440 Q200 420 400 432 T800 426 T1200 430 T1600 420 V600 H0Z" fill="#8a7a8e"/>
<g fill="#3a3550">
<rect x="930" y="370" width="270" height="230"/>
<rect x="1040" y="180" width="46" height="200"/>
<path d="M1034 182 L1063 128 L1092 182Z"/>
<rect x="1058" y="104" width="10" height="30"/>
</g>
<g fill="#3a3550">
<rect x="300" y="320" width="500" height="140"/>
<path d="M300 320 L550 290 L800 320Z"/>
<rect x="490" y="210" width="120" height="110"/>
<path d="M490 210 h120 v-14 h-120z"/>
<path d="M510 196 L550 20 L590 196Z"/>
<rect x="270" y="330" width="40" height="130"/><path d="M266 330 L290 290 L314 330Z"/>
<path d="M800 330 a80 80 0 0 1 80 80 v50 h-80z"/>
</g>
<g fill="#f6c98e" opacity=".55"><rect x="340" y="360" width="14" height="40" rx="7"/><rect x="380" y="360" width="14" height="40" rx="7"/><rect x="420" y="360" width="14" height="40" rx="7"/><rect x="460" y="360" width="14" height="40" rx="7"/><rect x="640" y="360" width="14" height="40" rx="7"/><rect x="680" y="360" width="14" height="40" rx="7"/><rect x="720" y="360" width="14" height="40" rx="7"/><rect x="530" y="240" width="12" height="50" rx="6"/><rect x="558" y="240" width="12" height="50" rx="6"/></g>
<g fill="#3a3550">
<path d="M1240 600 V330 Q1270 260 1400 250 Q1530 260 1560 330 V600Z"/>
<rect x="1300" y="170" width="200" height="160"/>
<g><rect x="1296" y="152" width="24" height="24"/><rect x="1340" y="152" width="24" height="24"/><rect x="1384" y="152" width="24" height="24"/><rect x="1428" y="152" width="24" height="24"/><rect x="1476" y="152" width="24" height="24"/></g>
<rect x="1290" y="152" width="20" height="180"/><rect x="1490" y="152" width="20" height="180"/>
</g>
<circle cx="1063" cy="210" r="12" fill="#f6c98e" opacity=".55"/>
<g fill="#f6c98e" opacity=".45"><path d="M1330 230 v-14 a10 10 0 0 1 20 0 v14zM1370 230 v-14 a10 10 0 0 1 20 0 v14zM1410 230 v-14 a10 10 0 0 1 20 0 v14zM1450 230 v-14 a10 10 0 0 1 20 0 v14zM1330 290 v-14 a10 10 0 0 1 20 0 v14zM1370 290 v-14 a10 10 0 0 1 20 0 v14zM1410 290 v-14 a10 10 0 0 1 20 0 v14zM1450 290 v-14 a10 10 0 0 1 20 0 v14z"/></g>
<g fill="#2a2640">
<path d="M0 600 V430 H40 V400 L70 370 L100 400 V430 H150 V380 H200 V440 H250 V410 L280 380 L310 410 V600Z"/>
<path d="M600 600 V470 H660 V440 L700 410 L740 440 V470 H800 V430 H860 V470 H920 V450 L950 420 L980 450 V600Z"/>
<rect x="1200" y="470" width="420" height="130"/>
<path d="M300 600 V480 H360 V455 L395 430 L430 455 V480 H500 V470 H600 V600Z"/>
<path d="M1560 600 V440 L1600 410 V600Z"/>
</g>
<rect y="540" width="1600" height="60" fill="#221f36"/>
<g stroke="#f6c98e" stroke-width="3" opacity=".5"><path d="M120 570h140M520 580h160M900 566h120M1300 576h180"/></g>
<g fill="none" stroke="#3a3550" stroke-width="3" stroke-linecap="round"><path d="M900 150q8 -8 16 0q8 -8 16 0M960 120q7 -7 14 0q7 -7 14 0M860 180q6 -6 12 0q6 -6 12 0"/></g>
</svg>`);
