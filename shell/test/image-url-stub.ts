// What an imported image resolves to under jest: a URL-like string, as webpack gives in the build.
export default '/assets/image.svg';
