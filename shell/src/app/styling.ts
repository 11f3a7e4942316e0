// The styling library's theme, in a chunk of its own: only parts drawn with MUI load it.
export { ThemeProvider } from '@mui/material/styles';
export { theme } from '@reedmere/web-kit';
// The shell provides the styling layer every part drawn with MUI shares. Its own parts no longer
// reach these modules, which MUI's components do: named here, the shell's build still provides
// them, and no remote or the admin brings its own copy of the helpers they are made of.
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { default as RtlProvider } from '@mui/system/RtlProvider';
export { default as spacing } from '@mui/system/spacing';
export { default as style } from '@mui/system/style';
