// The toast region as its own chunk: no toast shows before the visitor does something.
export { ToastRegion as default } from '@reedmere/web-kit';
