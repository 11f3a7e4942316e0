/**
 * A shell build's index.html at its smallest: its own title, the `<!--seo-->` mark where a page's
 * tags go, its hashed main script, and the element the app mounts on (`rootId`).
 */
export function shellTemplate(title: string, rootId = 'root'): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${title}</title>
<!--seo-->
<script defer src="/main.3f9a0c1d2b4e.js"></script>
</head>
<body><div id="${rootId}"></div></body>
</html>
`;
}
