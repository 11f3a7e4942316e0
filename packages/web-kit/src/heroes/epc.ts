import { svgDataUri } from './svg-data-uri';

/** A commercial building in the sun beside an A to G energy-rating scale. */
export const epcHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#86b2d6"/><stop offset="1" stop-color="#f6e6c4"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a9c9e0"/><stop offset="1" stop-color="#4d7294"/></linearGradient>
<radialGradient id="sun"><stop offset=".55" stop-color="#ffe9a8"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<circle cx="1380" cy="130" r="140" fill="url(#sun)"/><circle cx="1380" cy="130" r="62" fill="#ffd76a"/>
<g stroke="#ffcf4d" stroke-width="8" stroke-linecap="round"><path d="M1380 30v-20M1380 250v-20M1280 130h-20M1500 130h-20M1309 59l-14 -14M1465 215l-14 -14M1309 201l-14 14M1465 45l-14 14"/></g>
<path d="M0 400 Q300 360 700 390 T1600 380 V500 H0Z" fill="#a8c09c"/>
<path d="M0 440 Q400 420 800 440 T1600 430 V500 H0Z" fill="#7f9e7c"/>
<g transform="translate(260 0)">
<rect x="0" y="160" width="560" height="320" fill="#e9e4da"/>
<rect x="0" y="150" width="560" height="20" fill="#3b4a5c"/>
<rect x="30" y="190" width="500" height="200" fill="url(#glass)"/>
<g stroke="#e9e4da" stroke-width="8"><path d="M130 190v200M230 190v200M330 190v200M430 190v200M30 256h500M30 322h500"/></g>
<rect x="200" y="400" width="160" height="80" fill="#3b4a5c"/><rect x="214" y="412" width="62" height="68" fill="#bcd3e2"/><rect x="284" y="412" width="62" height="68" fill="#bcd3e2"/>
<g fill="#2b4a6b" stroke="#e9e4da" stroke-width="3"><path d="M40 150 l30 -40 h110 l-30 40z"/><path d="M200 150 l30 -40 h110 l-30 40z"/><path d="M360 150 l30 -40 h110 l-30 40z"/></g>
<g stroke="#9cc0da" stroke-width="2"><path d="M78 130h90M238 130h90M398 130h90"/></g>
</g>
<g transform="translate(930 190)">
<rect x="-24" y="-24" width="420" height="300" rx="14" fill="#f7f4ee" opacity=".92"/>
<path d="M0 0h110l18 16l-18 16H0z" fill="#008054"/>
<path d="M0 36h150l18 16l-18 16H0z" fill="#19b459"/>
<path d="M0 72h190l18 16l-18 16H0z" fill="#8dce46"/>
<path d="M0 108h230l18 16l-18 16H0z" fill="#ffd500"/>
<path d="M0 144h270l18 16l-18 16H0z" fill="#fcaa65"/>
<path d="M0 180h310l18 16l-18 16H0z" fill="#ef8023"/>
<path d="M0 216h350l18 16l-18 16H0z" fill="#e9153b"/>
<path d="M278 36 h80 v32 h-80 l-18 -16z" fill="#19b459" stroke="#1d2a3a" stroke-width="3"/>
</g>
<g fill="#5d7d5b"><circle cx="180" cy="430" r="56"/><circle cx="130" cy="452" r="40"/><circle cx="900" cy="446" r="44"/></g>
<rect y="480" width="1600" height="120" fill="#4c5663"/><rect y="480" width="1600" height="14" fill="#c9c0b0"/>
<g stroke="#e9e3d6" stroke-width="6" stroke-dasharray="60 50"><path d="M0 548H1600"/></g>
</svg>`);
