import { svgDataUri } from './svg-data-uri';

/** A Norfolk Broads evening: a drainage mill, reeds, still water and a thatched cottage. */
export const homeHero =
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9cc6"/><stop offset=".65" stop-color="#f1d7a6"/><stop offset="1" stop-color="#fbe9c6"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7d0e2"/><stop offset="1" stop-color="#34597a"/></linearGradient>
<linearGradient id="thatch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99a55"/><stop offset="1" stop-color="#8c6434"/></linearGradient>
</defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<circle cx="1330" cy="270" r="70" fill="#fff6dc"/>
<path d="M0 360 Q220 320 460 352 T920 340 Q1240 318 1600 352 V450 H0Z" fill="#b3c4a6"/>
<path d="M0 400 Q260 372 560 396 T1160 388 T1600 380 V450 H0Z" fill="#86a283"/>
<path d="M0 428 Q300 410 660 430 L660 452 H0Z" fill="#5f7f5e"/>
<rect y="446" width="1600" height="154" fill="url(#water)"/>
<g fill="#2d2622" opacity=".22"><polygon points="1060,448 1160,448 1144,640 1076,640"/><polygon points="285,450 525,450 505,510 305,510"/></g>
<g stroke="#eef5fa" stroke-width="3" stroke-linecap="round" opacity=".75"><path d="M150 480h90M330 520h130M720 470h70M880 540h150M1230 488h100M1400 548h120M560 570h80"/></g>
<g fill="#2e2724"><polygon points="1060,450 1160,450 1142,250 1078,250"/><rect x="1052" y="440" width="116" height="12"/></g>
<path d="M1068 254 Q1110 196 1152 254Z" fill="#f3eee4" stroke="#2e2724" stroke-width="4"/>
<g fill="#f7e7c0"><rect x="1100" y="300" width="18" height="24" rx="9"/><rect x="1100" y="372" width="18" height="24" rx="9"/><rect x="1096" y="414" width="28" height="36" rx="6" fill="#5a3d2a"/></g>
<path d="M1150 238 l46 -8 v22z" fill="#2e2724"/>
<g transform="translate(1110 232) rotate(28)" fill="#f3eee4" stroke="#2e2724" stroke-width="3">
<g id="sail"><path d="M8 -3 L172 -3" stroke-width="6"/><rect x="28" y="-2" width="146" height="30" fill-opacity=".85"/><path d="M65 -2v30M102 -2v30M139 -2v30M28 13h146" fill="none" stroke-width="2"/></g>
<use href="#sail" transform="rotate(90)"/><use href="#sail" transform="rotate(180)"/><use href="#sail" transform="rotate(270)"/>
<circle r="9" fill="#2e2724"/>
</g>
<g transform="translate(300 0)">
<rect x="-10" y="362" width="240" height="84" fill="#f6f1e6"/>
<path d="M-30 372 Q-12 320 40 290 H190 Q242 320 262 372 Q116 392 -30 372Z" fill="url(#thatch)"/>
<path d="M40 290 H190" stroke="#6d4b25" stroke-width="8" stroke-linecap="round"/>
<rect x="168" y="258" width="22" height="42" fill="#8a4b3a"/><rect x="164" y="252" width="30" height="8" fill="#6a382b"/>
<path d="M70 366 Q100 336 130 366Z" fill="#8c6434"/>
<g fill="#33475c" stroke="#f6f1e6" stroke-width="3"><rect x="12" y="392" width="40" height="32"/><rect x="160" y="392" width="40" height="32"/><rect x="86" y="368" width="28" height="22"/></g>
<rect x="88" y="398" width="26" height="48" fill="#4b6b4e"/>
</g>
<path d="M770 470 h90 l-14 16 h-62z" fill="#2e3b4a"/><path d="M812 470 V392 L852 466Z" fill="#fbf6ea"/><path d="M808 470 V398 L778 466Z" fill="#e9dcc2"/>
<g fill="none" stroke="#2e2724" stroke-width="3" stroke-linecap="round"><path d="M620 150q10 -10 20 0q10 -10 20 0M690 120q8 -8 16 0q8 -8 16 0M560 190q7 -7 14 0q7 -7 14 0"/></g>
<g fill="none" stroke="#4e5d33" stroke-width="5" stroke-linecap="round">
<path d="M10 600Q14 520 4 450M34 600Q38 510 48 440M58 600Q56 530 70 470M84 600Q90 520 82 455M110 600Q108 540 126 480M136 600Q142 530 138 470M162 600Q160 550 178 500M188 600Q194 540 190 505"/>
<path d="M1420 600Q1426 520 1416 460M1446 600Q1448 520 1462 450M1472 600Q1470 530 1482 475M1500 600Q1506 530 1498 462M1526 600Q1524 540 1540 480M1552 600Q1558 530 1552 470M1578 600Q1576 540 1592 490"/>
</g>
<g fill="#7a5a32"><ellipse cx="4" cy="446" rx="5" ry="16"/><ellipse cx="48" cy="436" rx="5" ry="16"/><ellipse cx="82" cy="451" rx="5" ry="16"/><ellipse cx="126" cy="476" rx="5" ry="16"/><ellipse cx="138" cy="466" rx="5" ry="16"/><ellipse cx="1416" cy="456" rx="5" ry="16"/><ellipse cx="1462" cy="446" rx="5" ry="16"/><ellipse cx="1498" cy="458" rx="5" ry="16"/><ellipse cx="1552" cy="466" rx="5" ry="16"/></g>
</svg>`);
