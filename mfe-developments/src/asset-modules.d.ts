/** A stylesheet a remote imports is the URL of its hashed file (mf-build links it as an asset). */
declare module '*.css' {
  const href: string;
  export default href;
}
