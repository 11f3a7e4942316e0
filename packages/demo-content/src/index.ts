export { createDemoContentClients, DEMO_CONTENT_SERVICES } from './clients';
export type { DemoContentClients, DemoContentService } from './clients';
export { DEMO_ARTICLES } from './data/articles';
export type { DemoArticle } from './data/articles';
export { DEMO_DEVELOPMENTS } from './data/developments';
export type { DemoDevelopment } from './data/developments';
export { DEMO_PROPERTIES } from './data/properties';
export type { DemoProperty } from './data/demo-property';
export { DEMO_SEO_PAGES } from './data/seo-pages';
export { DEMO_STATIC_ASSETS, HERO_PAGES, staticAssetName } from './data/static-assets';
export {
  drawPicture,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  PROPERTY_PICTURES,
  SCENE_PICTURES,
} from './drawing/illustrations';
export type { PictureKind } from './drawing/illustrations';
export { encodePng } from './drawing/encode-png';
export { makePdf } from './pdf';
export { demoImageCount, hasContent, seedDemoContent } from './seed';
export type { SeedOptions, SeedSummary } from './seed';
