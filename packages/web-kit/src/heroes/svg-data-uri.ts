/** An inline SVG as a CSS/`<img>` URL: no extra request, and each page bundles only its own. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}
