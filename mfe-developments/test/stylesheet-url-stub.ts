// An imported stylesheet is its file's URL, as the build makes it.
export default '/remotes/developments/developments.css';
