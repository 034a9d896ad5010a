export { createApp } from './app.js';
export { loadConfig } from './config.js';
export type { Config } from './config.js';
export { openDatabase } from './db/client.js';
export type { Database, DatabaseHandle } from './db/client.js';
