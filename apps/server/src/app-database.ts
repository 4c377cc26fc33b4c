import { openDatabase } from './db/client.js';
import { syncSearchNames } from './modules/search/search.names-sync.js';

/**
 * The app's database: `openDatabase`, with the copy of the reference data's known names brought in
 * step after every migration. Whatever opens the database to serve or seed it opens it here.
 */
export const openAppDatabase = (options: Omit<Parameters<typeof openDatabase>[0], 'afterMigrate'>) =>
  openDatabase({ ...options, afterMigrate: syncSearchNames });
