import QRCode from 'qrcode';

/**
 * The URI as a QR code, an SVG to put in the page itself: the sign-in page's CSP loads no
 * images from elsewhere, and an inline SVG is markup, not a loaded image.
 */
export async function qrCodeSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const escaped = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped}" `).trim();
}
