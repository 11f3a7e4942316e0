// The styling library's theme, in a chunk of its own: only parts drawn with MUI load it.
export { ThemeProvider } from '@mui/material/styles';
export { theme } from '@reedmere/web-kit';
// The shell provides the styling layer every remote shares. Its own parts no longer reach MUI's
// media-query hook, which the remotes' components do: named here, the shell's build still
// provides it, and no remote brings its own copy of the helpers it is made of.
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
