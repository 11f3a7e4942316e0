// Preloaded (node --require) into every process the stack starts. The launcher opens an IPC
// channel to each child; if the launcher dies without stopping its children (killed with
// SIGKILL, a crash), the channel closes and the child stops itself with SIGTERM, so no database
// or server is ever left running on its own. A cluster worker is left alone: its channel is to
// the process that started it, which it needs to listen, and Node ends it when that one goes.
if (process.channel && require('node:cluster').isPrimary) {
  // The channel only watches the parent: it must not keep the child alive by itself.
  process.channel.unref();
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
    // A process that ignores SIGTERM still goes.
    setTimeout(() => process.exit(1), 10000).unref();
  });
}
