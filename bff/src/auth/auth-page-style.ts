import { createHash } from 'node:crypto';

// One fixed style sheet: the page's CSP allows exactly this sheet by its hash, and nothing else.
export const AUTH_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1c2430}
main{width:100%;max-width:24rem;margin:1rem;background:#fff;border-radius:12px;padding:2rem;
box-shadow:0 4px 24px rgba(20,30,50,.12)}
h1{font-size:1.5rem;margin:0 0 .25rem}
p.agency{margin:0 0 1.5rem;color:#4a5668}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;padding:.7rem .8rem;font-size:1rem;border:1px solid #9aa5b4;border-radius:8px}
input:focus{outline:3px solid #1d5fd0;outline-offset:1px;border-color:#1d5fd0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;font-weight:600;color:#fff;
background:#14365f;border:0;border-radius:8px;cursor:pointer}
button:hover,button:focus{background:#1d4b85}
.error{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fdecec;color:#8a1c1c;
border:1px solid #f0b4b4}
.error:empty{display:none}
a{color:#1d5fd0}
.back{display:block;margin-top:1.25rem;text-align:center}
.notice{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#eaf2fd;color:#123a6b;
border:1px solid #b5cdf0}
.notice:empty{display:none}
.hint{margin:.35rem 0 0;color:#4a5668;font-size:.9rem}
input[aria-invalid=true]{border-color:#b3261e}
.qr svg{display:block;width:100%;max-width:14rem;height:auto;margin:1rem auto}
.secret{display:block;padding:.5rem;background:#f3f5f7;border-radius:6px;font-size:1rem;
word-break:break-all;letter-spacing:.05em}
.codes{padding-left:1.5rem;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1rem;
line-height:1.8}
.other{display:block;margin-top:1rem;text-align:center}
.continue{display:block;margin-top:1.5rem;padding:.8rem;text-align:center;font-weight:600;
color:#fff;background:#14365f;border-radius:8px;text-decoration:none}
`;

export const AUTH_STYLE_HASH = `'sha256-${createHash('sha256').update(AUTH_PAGE_STYLE).digest('base64')}'`;

/**
 * The sign-in and sign-out pages' CSP: nothing from anywhere but this origin, the one style
 * sheet by hash, no scripts, the form posting only to this origin, and no framing (clickjacking).
 */
export const AUTH_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${AUTH_STYLE_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
