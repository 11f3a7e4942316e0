import type { RequestHandler } from 'express';

/**
 * The browser features no page of the site uses are switched off for it and for anything it
 * embeds: a script that gets in cannot ask for the camera, the location or a payment. Copying a
 * listing's link is the site's own use, so it stays on for the site (as does the share sheet, whose
 * default is the site itself). Only features every Chromium knows are named: it reports an unknown
 * one as an error on every page (desktop Linux builds know neither `bluetooth` nor `web-share`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

/** Sets Permissions-Policy on every answer. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set('permissions-policy', PERMISSIONS_POLICY);
  next();
};
