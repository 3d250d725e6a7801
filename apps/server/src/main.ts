// The server's entry point: speeds up module loading first (lib/module-loading.ts), then loads the server
// (start.ts). The server's modules are imported dynamically so that they load after the hooks are in place.
import { speedUpModuleLoading } from './lib/module-loading.ts';

speedUpModuleLoading();
await import('./start.ts');
