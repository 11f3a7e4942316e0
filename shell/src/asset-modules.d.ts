// webpack turns an imported image into the URL of its hashed file (asset/resource).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
// A stylesheet is imported for its effect: webpack links it in the page's head.
declare module '*.css';
