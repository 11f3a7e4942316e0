/**
 * A stored picture's file name with those of the smaller copies media keeps beside it (400 and
 * 800 pixels wide), as a service's `/file-references` names them.
 */
export function withWidthVariants(file: string): string[] {
  const dot = file.lastIndexOf('.');
  const [name, extension] = [file.slice(0, dot), file.slice(dot)];
  return [file, `${name}-w400${extension}`, `${name}-w800${extension}`];
}
